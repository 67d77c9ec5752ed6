import { Link } from 'react-router';
import { BRAND_NAME, useCompanyDetails } from '../lib/company';

/** The company logo and name from company details, or the brand name "Vastra" when none are saved. */
export function BrandMark({ className = '' }: { className?: string }) {
  const company = useCompanyDetails();
  const name = company?.name || BRAND_NAME;
  return (
    <Link to="/" className={`flex items-center gap-2 font-semibold tracking-[0.2em] uppercase ${className}`}>
      {company?.logoUrl && (
        <img src={company.logoUrl} alt="" width={32} height={32} className="size-8 rounded object-contain" />
      )}
      <span data-testid="brand-name">{name}</span>
    </Link>
  );
}
