import { LogOut } from 'lucide-react';
import { NavLink, Outlet } from 'react-router';
import { adminSections } from '../../features/admin/sections';
import { useAuthStore } from '../../lib/auth-store';
import { useLogout } from '../../lib/use-logout';

/** The back office frame: sidebar of sections with Logout, and a top bar greeting the admin. */
export function AdminLayout() {
  const user = useAuthStore((s) => s.user);
  const logout = useLogout();
  const firstName = user?.firstName || 'Admin';
  return (
    <div className="flex min-h-screen bg-neutral-50">
      <aside className="hidden w-60 shrink-0 flex-col border-r border-neutral-200 bg-white md:flex">
        <div className="px-6 py-5 text-sm font-semibold tracking-[0.2em] uppercase">Back office</div>
        <nav aria-label="Admin" className="flex flex-1 flex-col gap-1 px-3">
          {adminSections.map(({ to, label, icon: Icon }) => (
            <NavLink
              key={to}
              to={to}
              className={({ isActive }) =>
                `flex items-center gap-3 rounded-lg px-3 py-2 text-sm ${isActive ? 'bg-neutral-900 text-white' : 'text-neutral-700 hover:bg-neutral-100'}`
              }
            >
              <Icon className="size-4" aria-hidden /> {label}
            </NavLink>
          ))}
          <button
            type="button"
            onClick={logout}
            className="mt-auto mb-4 flex items-center gap-3 rounded-lg px-3 py-2 text-left text-sm text-red-700 hover:bg-red-50"
          >
            <LogOut className="size-4" aria-hidden /> Logout
          </button>
        </nav>
      </aside>
      <div className="flex min-w-0 flex-1 flex-col">
        <header className="border-b border-neutral-200 bg-white px-4 sm:px-6">
          <div className="flex h-16 items-center justify-end gap-3">
            <span className="text-sm">Welcome, {firstName}</span>
            <span
              aria-hidden
              className="flex size-9 items-center justify-center rounded-full bg-neutral-900 text-sm font-semibold text-white"
            >
              {firstName.charAt(0).toUpperCase()}
            </span>
          </div>
          {/* On a phone the sidebar's sections wrap into rows under the greeting, Logout included. */}
          <nav aria-label="Admin sections" className="flex flex-wrap gap-2 pb-3 text-xs md:hidden">
            {adminSections.map(({ to, label }) => (
              <NavLink
                key={to}
                to={to}
                className={({ isActive }) =>
                  `whitespace-nowrap rounded-full px-3 py-2 ring-1 ${isActive ? 'bg-neutral-900 text-white ring-neutral-900' : 'text-neutral-700 ring-neutral-200'}`
                }
              >
                {label}
              </NavLink>
            ))}
            <button
              type="button"
              onClick={logout}
              className="flex items-center gap-1.5 whitespace-nowrap rounded-full px-3 py-2 text-red-700 ring-1 ring-red-200"
            >
              <LogOut className="size-3.5" aria-hidden /> Logout
            </button>
          </nav>
        </header>
        <main className="flex-1 p-4 sm:p-6">
          <Outlet />
        </main>
      </div>
    </div>
  );
}
