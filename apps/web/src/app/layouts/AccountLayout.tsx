import { LogOut } from 'lucide-react';
import { NavLink, Outlet } from 'react-router';
import { useLogout } from '../../lib/use-logout';

const links = [
  { to: '/profile', label: 'PROFILE', end: true },
  { to: '/profile/orders', label: 'ORDER HISTORY' },
  { to: '/profile/store-credit', label: 'STORE CREDIT' },
  { to: '/profile/edit', label: 'EDIT PROFILE' },
  { to: '/profile/addresses', label: 'ADDRESS BOOK' },
  { to: '/profile/change-password', label: 'CHANGE MY PASSWORD' },
];

/**
 * The profile area: a sidebar of sub-pages with Logout, beside the page. On a phone the same links
 * wrap into rows above the page, so every one of them, the active one and Logout included, is in sight.
 */
export function AccountLayout() {
  const logout = useLogout();
  return (
    <div className="mx-auto grid max-w-6xl grid-cols-[minmax(0,1fr)] gap-8 px-4 pt-24 pb-28 md:grid-cols-[220px_minmax(0,1fr)]">
      <aside aria-label="Account" className="md:border-r md:border-neutral-200 md:pr-6">
        <nav className="flex flex-wrap gap-2 md:flex-col md:flex-nowrap md:gap-1">
          {links.map(({ to, label, end }) => (
            <NavLink
              key={to}
              to={to}
              end={end}
              className={({ isActive }) =>
                `whitespace-nowrap rounded px-3 py-2.5 text-xs tracking-wide ring-1 ring-neutral-200 sm:text-sm md:py-2 md:ring-0 ${isActive ? 'bg-neutral-900 text-white ring-neutral-900' : 'hover:bg-neutral-100'}`
              }
            >
              {label}
            </NavLink>
          ))}
          <button
            type="button"
            onClick={logout}
            className="flex items-center gap-2 whitespace-nowrap rounded px-3 py-2.5 text-left text-xs text-red-700 ring-1 ring-red-200 hover:bg-red-50 sm:text-sm md:py-2 md:ring-0"
          >
            <LogOut className="size-4" aria-hidden /> Logout
          </button>
        </nav>
      </aside>
      <main>
        <Outlet />
      </main>
    </div>
  );
}
