import { Link } from 'react-router';
import { PageSpinner } from '../../components/Spinner';
import { defaultAddress, useAddresses } from '../../lib/address-queries';
import { useAuthStore } from '../../lib/auth-store';
import { formatLongDate } from '../../lib/format';
import { AccountHeading } from './AccountHeading';
import { VerifyMobile } from './VerifyMobile';

/** PROFILE: the read-only summary of the account and its default address (docs/product.md §2). */
export function ProfileOverviewPage() {
  const user = useAuthStore((s) => s.user);
  const { data: addresses } = useAddresses();
  if (!user) return <PageSpinner />;
  const home = defaultAddress(addresses);
  const addressLine = home ? [home.addressLine1, home.addressLine2].filter(Boolean).join(', ') : null;

  const rows: Array<[string, string]> = [
    ['Full name', `${user.firstName} ${user.lastName}`],
    // An account made with a mobile alone has no email.
    ['Email', user.email || 'Not provided'],
    ['Mobile', user.mobile || 'Not provided'],
    ['Date of birth', user.dob ? formatLongDate(user.dob) : 'Not set'],
    ['Pincode', home?.postalCode ?? 'Not set'],
    ['Default address', addressLine ?? 'Not set'],
  ];

  return (
    <div>
      <AccountHeading title="PROFILE">
        <Link
          to="/profile/edit"
          className="rounded-full border border-neutral-900 px-5 py-2 text-xs font-semibold tracking-wider hover:bg-neutral-900 hover:text-white"
        >
          Edit details
        </Link>
      </AccountHeading>
      <div className="mb-8 flex items-center gap-4">
        <span
          aria-hidden
          className="flex size-14 items-center justify-center rounded-full bg-cream font-display text-2xl font-semibold text-accent"
        >
          {user.firstName.charAt(0).toUpperCase()}
        </span>
        <div>
          <p className="text-lg font-semibold">Hello, {user.firstName}</p>
          <p className="text-sm text-neutral-500">@{user.username}</p>
        </div>
      </div>
      <dl className="divide-y divide-neutral-200 rounded-2xl border border-neutral-200 bg-white">
        {rows.map(([label, value]) => (
          <div
            key={label}
            className="grid grid-cols-[minmax(0,1fr)] gap-1 px-5 py-4 sm:grid-cols-[200px_minmax(0,1fr)] sm:gap-6"
          >
            <dt className="text-xs font-semibold tracking-wider text-neutral-500 uppercase">{label}</dt>
            <dd
              className={`[overflow-wrap:anywhere] ${value === 'Not set' || value === 'Not provided' ? 'text-neutral-400' : ''}`}
            >
              {value}
              {label === 'Mobile' && user.mobile && <VerifyMobile verified={user.mobileVerified === true} />}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
