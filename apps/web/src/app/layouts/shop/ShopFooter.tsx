import { BRAND_NAME, useCompanyDetails } from '../../../lib/company';

/** The shop footer: company name, address, pincode, email and phone, and the current year. */
export function ShopFooter() {
  const company = useCompanyDetails();
  const name = company?.name || BRAND_NAME;
  return (
    <footer className="bg-neutral-950 pb-24 text-neutral-300 md:pb-0">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-12 md:grid-cols-3">
        <div>
          <p className="text-lg font-semibold tracking-[0.2em] text-white uppercase">{name}</p>
          <p className="mt-2 text-sm text-neutral-400">Clothing for every day and every occasion.</p>
        </div>
        {company && (
          <address className="text-sm leading-relaxed not-italic">
            <p>{company.address}</p>
            <p>Pincode: {company.pincode}</p>
          </address>
        )}
        {company && (
          <div className="text-sm leading-relaxed">
            <p>
              Email:{' '}
              <a href={`mailto:${company.email}`} className="hover:text-white">
                {company.email}
              </a>
            </p>
            <p>
              Phone:{' '}
              <a href={`tel:${company.phone}`} className="hover:text-white">
                {company.phone}
              </a>
            </p>
          </div>
        )}
      </div>
      <div className="border-t border-neutral-800 py-4 text-center text-xs text-neutral-500">
        © {new Date().getFullYear()} {name}. All rights reserved.
      </div>
    </footer>
  );
}
