import { Link } from 'react-router';
import { adminSections } from '../sections';

/** The admin home: one card per admin section (SPEC.md §2). */
export function DashboardPage() {
  return (
    <div>
      <h1 className="mb-6 text-2xl font-semibold">Dashboard</h1>
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {adminSections
          .filter((s) => s.to !== '/admin/dashboard')
          .map(({ to, label, icon: Icon, blurb }) => (
            <Link
              key={to}
              to={to}
              className="group rounded-xl border border-neutral-200 bg-white p-5 shadow-sm transition hover:-translate-y-0.5 hover:shadow-md"
            >
              <Icon className="mb-3 size-6 text-neutral-500 group-hover:text-neutral-900" aria-hidden />
              <h2 className="font-semibold">{label}</h2>
              <p className="mt-1 text-sm text-neutral-500">{blurb}</p>
            </Link>
          ))}
      </div>
    </div>
  );
}
