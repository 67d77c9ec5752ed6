import { ExternalLink, LogOut } from 'lucide-react';
import { Link, NavLink, Outlet, useLocation } from 'react-router';
import { adminSections, useAdminSections } from '../../features/admin/sections';
import { useAuthStore } from '../../lib/auth-store';
import { useLogout } from '../../lib/use-logout';

/**
 * The back office frame: a sidebar of sections with Logout, and a top bar greeting the admin. On a
 * phone the same sections wrap into rows of pills under the greeting, Logout included: one list,
 * placed by grid areas.
 */
export function AdminLayout() {
  const user = useAuthStore((s) => s.user);
  const logout = useLogout();
  const sections = useAdminSections();
  const { pathname } = useLocation();
  // A section the member's role may not use is refused by the server; the page says so at once.
  const section = adminSections.find(({ to }) => pathname === to || pathname.startsWith(`${to}/`));
  const refused = section !== undefined && !sections.includes(section);
  const firstName = user?.firstName || 'Admin';
  return (
    <div className="grid min-h-screen grid-cols-[minmax(0,1fr)] grid-rows-[auto_auto_1fr] bg-neutral-50 [grid-template-areas:'top''nav''main'] md:grid-cols-[15rem_minmax(0,1fr)] md:grid-rows-[auto_1fr] md:[grid-template-areas:'nav_top''nav_main']">
      <aside className="flex flex-col border-b border-neutral-200 bg-white [grid-area:nav] md:sticky md:top-0 md:h-screen md:self-start md:border-r md:border-b-0">
        <div className="hidden px-6 py-5 text-sm font-semibold tracking-[0.2em] uppercase md:block">
          Back office
        </div>
        <nav
          aria-label="Admin"
          className="flex flex-wrap gap-2 px-4 py-3 text-xs md:flex-1 md:flex-col md:flex-nowrap md:gap-1 md:px-3 md:py-0 md:text-sm"
        >
          {sections.map(({ to, label, icon: Icon }) => (
            <NavLink
              key={to}
              to={to}
              className={({ isActive }) =>
                `flex items-center gap-3 whitespace-nowrap rounded-full px-3 py-2 ring-1 md:rounded-lg md:ring-0 ${isActive ? 'bg-neutral-900 text-white ring-neutral-900' : 'text-neutral-700 ring-neutral-200 hover:bg-neutral-100'}`
              }
            >
              <Icon className="hidden size-4 md:block" aria-hidden /> {label}
            </NavLink>
          ))}
          <button
            type="button"
            onClick={logout}
            className="flex items-center gap-1.5 whitespace-nowrap rounded-full px-3 py-2 text-left text-red-700 ring-1 ring-red-200 hover:bg-red-50 md:mt-auto md:mb-4 md:gap-3 md:rounded-lg md:ring-0"
          >
            <LogOut className="size-3.5 md:size-4" aria-hidden /> Logout
          </button>
        </nav>
      </aside>
      <header className="flex h-16 items-center justify-end gap-3 border-b border-neutral-200 bg-white px-4 [grid-area:top] sm:px-6">
        <Link
          to="/"
          className="mr-auto inline-flex min-h-11 items-center gap-1.5 text-sm text-neutral-600 underline-offset-4 hover:text-neutral-900 hover:underline"
        >
          <ExternalLink className="size-4" aria-hidden /> View shop
        </Link>
        <span className="text-sm">Welcome, {firstName}</span>
        <span
          aria-hidden
          className="flex size-9 items-center justify-center rounded-full bg-neutral-900 text-sm font-semibold text-white"
        >
          {firstName.charAt(0).toUpperCase()}
        </span>
      </header>
      <main className="min-w-0 p-4 [grid-area:main] sm:p-6">
        {refused ? (
          <div role="alert" className="rounded-xl border border-neutral-200 bg-white p-6 text-sm">
            <h1 className="text-lg font-semibold text-neutral-900">{section.label}</h1>
            <p className="mt-2 text-neutral-600">
              You do not have permission to open this page. Ask the shop’s owner if you need it.
            </p>
          </div>
        ) : (
          <Outlet />
        )}
      </main>
    </div>
  );
}
