import { Link } from 'react-router';
import { BRAND_NAME, useCompanyDetails } from '../lib/company';

/**
 * The company logo and name from company details, or the brand name "Vastra" when none are saved.
 * Kept on one line: a long name is cut short rather than pushing the header icons off screen. With
 * `twoLinesOnPhones` a phone gives it a second line first, so a 360 px screen shows "Vastra
 * Fashions" whole rather than "Vastra Fashi…".
 */
export function BrandMark({
  className = 'tracking-[0.2em]',
  twoLinesOnPhones = false,
}: {
  className?: string;
  twoLinesOnPhones?: boolean;
}) {
  const company = useCompanyDetails();
  const name = company?.name || BRAND_NAME;
  return (
    <Link
      to="/"
      className={`flex min-h-11 min-w-0 items-center gap-2 font-semibold uppercase ${twoLinesOnPhones ? '' : 'whitespace-nowrap'} ${className}`}
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
      <span
        data-testid="brand-name"
        className={twoLinesOnPhones ? 'line-clamp-2 leading-tight break-words sm:line-clamp-1' : 'truncate'}
      >
        {name}
      </span>
    </Link>
  );
}
