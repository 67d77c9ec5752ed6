import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { useAdminSections } from '../sections';

/** The admin home's card grid: one card per admin section (docs/product.md §2). */
export function SectionCards() {
  const sections = useAdminSections();
  return (
    <section aria-labelledby="manage-shop">
      <h2 id="manage-shop" className="mb-3 text-sm font-semibold text-neutral-900">
        Manage your shop
      </h2>
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {sections
          .filter((s) => s.to !== '/admin/dashboard')
          .map(({ to, label, icon: Icon, blurb }) => (
            <Link
              key={to}
              to={to}
              className="group flex items-start gap-4 rounded-xl border border-neutral-200 bg-white p-5 shadow-sm transition hover:-translate-y-0.5 hover:border-neutral-300 hover:shadow-md"
            >
              <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-neutral-100 text-neutral-600 transition group-hover:bg-neutral-900 group-hover:text-white">
                <Icon className="size-5" aria-hidden />
              </span>
              <span className="min-w-0 flex-1">
                <span className="block font-semibold text-neutral-900">{label}</span>
                <span className="mt-0.5 block text-sm text-neutral-500">{blurb}</span>
              </span>
              <ArrowRight
                className="mt-1 size-4 text-neutral-300 transition group-hover:translate-x-0.5 group-hover:text-neutral-900"
                aria-hidden
              />
            </Link>
          ))}
      </div>
    </section>
  );
}
