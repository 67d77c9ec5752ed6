import { Banknote, Mail, MapPin, Phone, ShieldCheck, Truck } from 'lucide-react';
import { Link } from 'react-router';
import { useCategories } from '../../../lib/category-tree';
import { BRAND_NAME, useCompanyDetails } from '../../../lib/company';

const promises = [
  { icon: Truck, title: 'Free shipping', text: 'On every order, across India' },
  { icon: Banknote, title: 'Cash on delivery', text: 'Pay when your order arrives' },
  { icon: ShieldCheck, title: 'Secure payments', text: 'Pay online by UPI or card' },
];

const helpLinks = [
  { label: 'My Orders', to: '/profile/orders' },
  { label: 'Wishlist', to: '/wishlist' },
  { label: 'Return Policy', to: '/policies/returns' },
  { label: 'Shipping Policy', to: '/policies/shipping' },
  { label: 'Grievance Officer', to: '/policies/contact' },
  { label: 'Privacy Policy', to: '/legal/privacy-policy' },
  { label: 'Terms & Conditions', to: '/legal/terms-conditions' },
];

const heading = 'mb-4 text-xs font-semibold tracking-[0.2em] text-white uppercase';

/** The shop footer: shopping promises, categories, help links, the company's contact details and the year. */
export function ShopFooter() {
  const company = useCompanyDetails();
  const { data: categories = [] } = useCategories();
  const name = company?.name || BRAND_NAME;
  return (
    // Room at the end for the dock on a phone (and the main action docked on it), so the footer's last
    // line ends above it; on a wide screen for the corner rail.
    <footer className="bg-neutral-950 pb-[calc(4.5rem+env(safe-area-inset-bottom))] text-sm text-neutral-400 max-lg:group-has-[[data-floating-bar]]/shop:pb-[calc(8.75rem+env(safe-area-inset-bottom))] lg:pb-10">
      <ul className="mx-auto grid max-w-7xl gap-6 border-b border-white/10 px-4 py-8 sm:grid-cols-3 sm:px-6">
        {promises.map(({ icon: Icon, title, text }) => (
          <li key={title} className="flex items-center gap-3">
            <Icon className="size-6 shrink-0 text-accent" aria-hidden strokeWidth={1.5} />
            <span>
              <span className="block font-medium text-white">{title}</span>
              {text}
            </span>
          </li>
        ))}
      </ul>
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:grid-cols-2 sm:px-6 lg:grid-cols-[1.4fr_1fr_1fr_1.4fr]">
        <div>
          <p className="font-display text-3xl font-semibold tracking-wide text-white">{name}</p>
          <p className="mt-3 max-w-xs leading-relaxed">
            Everyday wear and festive edits, picked with care and delivered to your door.
          </p>
        </div>
        {categories.length > 0 && (
          <nav aria-label="Shop">
            <h2 className={heading}>Shop</h2>
            <ul className="space-y-1">
              {categories.map((category) => (
                <li key={category.id}>
                  <Link
                    to={`/products/${category.slug}`}
                    className="inline-block py-1 transition hover:text-white"
                  >
                    {category.name}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        )}
        <nav aria-label="Help">
          <h2 className={heading}>Help</h2>
          <ul className="space-y-1">
            {helpLinks.map(({ label, to }) => (
              <li key={to}>
                <Link to={to} className="inline-block py-1 transition hover:text-white">
                  {label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        {company && (
          <div>
            <h2 className={heading}>Contact</h2>
            <address className="space-y-3 not-italic">
              <p className="font-medium text-white">{company.name}</p>
              <p className="flex gap-3">
                <MapPin className="mt-0.5 size-4 shrink-0 text-accent" aria-hidden />
                <span>
                  {company.address}
                  <br />
                  Pincode: {company.pincode}
                </span>
              </p>
              <p className="flex gap-3">
                <Mail className="mt-0.5 size-4 shrink-0 text-accent" aria-hidden />
                <a href={`mailto:${company.email}`} className="inline-block py-1 transition hover:text-white">
                  {company.email}
                </a>
              </p>
              <p className="flex gap-3">
                <Phone className="mt-0.5 size-4 shrink-0 text-accent" aria-hidden />
                <a
                  href={`tel:${company.phone.replace(/\s/g, '')}`}
                  className="inline-block py-1 transition hover:text-white"
                >
                  {company.phone}
                </a>
              </p>
            </address>
          </div>
        )}
      </div>
      <div className="mx-auto max-w-7xl border-t border-white/10 px-4 pt-6 text-xs sm:px-6">
        © {new Date().getFullYear()} {name}. All rights reserved.
      </div>
    </footer>
  );
}
