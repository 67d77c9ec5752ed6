import { LogOut } from 'lucide-react';
import { NavLink, Outlet } from 'react-router';
import { useLogout } from '../../lib/use-logout';

const links = [
  { to: '/profile', label: 'PROFILE', end: true },
  { to: '/profile/orders', label: 'ORDER HISTORY' },
  { to: '/profile/edit', label: 'EDIT PROFILE' },
  { to: '/profile/addresses', label: 'ADDRESS BOOK' },
  { to: '/profile/change-password', label: 'CHANGE MY PASSWORD' },
];

/** The profile area: a sidebar of sub-pages with Logout, beside the page. */
export function AccountLayout() {
  const logout = useLogout();
  return (
    <div className="mx-auto grid max-w-6xl grid-cols-[minmax(0,1fr)] gap-8 px-4 pt-24 pb-28 md:grid-cols-[220px_minmax(0,1fr)]">
      <aside aria-label="Account" className="md:border-r md:border-neutral-200 md:pr-6">
        <nav className="flex gap-2 overflow-x-auto md:flex-col md:gap-1">
          {links.map(({ to, label, end }) => (
            <NavLink
              key={to}
              to={to}
              end={end}
              className={({ isActive }) =>
                `whitespace-nowrap rounded px-3 py-2 text-sm tracking-wide ${isActive ? 'bg-neutral-900 text-white' : 'hover:bg-neutral-100'}`
              }
            >
              {label}
            </NavLink>
          ))}
          <button
            type="button"
            onClick={logout}
            className="flex items-center gap-2 whitespace-nowrap rounded px-3 py-2 text-left text-sm text-red-700 hover:bg-red-50"
          >
            <LogOut className="size-4" aria-hidden /> Logout
          </button>
        </nav>
      </aside>
      <section>
        <Outlet />
      </section>
    </div>
  );
}
