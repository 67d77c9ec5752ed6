import { Link } from 'react-router';
import { BRAND_NAME, useCompanyDetails } from '../lib/company';

/**
 * The company logo and name from company details, or the brand name "Vastra" when none are saved.
 * Kept on one line: a long name is cut short rather than pushing the header icons off screen.
 */
export function BrandMark({ className = 'tracking-[0.2em]' }: { className?: string }) {
  const company = useCompanyDetails();
  const name = company?.name || BRAND_NAME;
  return (
    <Link
      to="/"
      className={`flex min-h-11 min-w-0 items-center gap-2 font-semibold whitespace-nowrap uppercase ${className}`}
    >
      {company?.logoUrl && (
        <img
          src={company.logoUrl}
          alt=""
          width={32}
          height={32}
          className="size-8 shrink-0 rounded object-contain"
        />
      )}
      <span data-testid="brand-name" className="truncate">
        {name}
      </span>
    </Link>
  );
}
