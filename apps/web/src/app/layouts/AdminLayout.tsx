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
        <header className="flex h-16 items-center justify-between border-b border-neutral-200 bg-white px-6">
          <nav aria-label="Admin sections" className="flex gap-3 overflow-x-auto text-sm md:hidden">
            {adminSections.map(({ to, label }) => (
              <NavLink key={to} to={to} className="whitespace-nowrap">
                {label}
              </NavLink>
            ))}
          </nav>
          <div className="ml-auto flex items-center gap-3">
            <span className="text-sm">Welcome, {firstName}</span>
            <span
              aria-hidden
              className="flex size-9 items-center justify-center rounded-full bg-neutral-900 text-sm font-semibold text-white"
            >
              {firstName.charAt(0).toUpperCase()}
            </span>
          </div>
        </header>
        <main className="flex-1 p-6">
          <Outlet />
        </main>
      </div>
    </div>
  );
}
