import type { CategoryRef } from '@vastra/contract/catalogue';
import { ChevronRight } from 'lucide-react';
import { Fragment } from 'react';
import { Link } from 'react-router';

/** Home, then each category from the top level down as links, then the page itself. */
export function Breadcrumb({ trail, current }: { trail: CategoryRef[]; current: string }) {
  const crumbs = [
    { to: '/', label: 'Home' },
    ...trail.map((c) => ({ to: `/products/${c.slug}`, label: c.name })),
  ];
  return (
    <nav aria-label="Breadcrumb" className="text-xs text-neutral-500">
      <ol className="flex flex-wrap items-center gap-1.5">
        {crumbs.map((crumb) => (
          <Fragment key={crumb.to}>
            <li>
              <Link to={crumb.to} className="transition hover:text-neutral-900">
                {crumb.label}
              </Link>
            </li>
            <li aria-hidden>
              <ChevronRight className="size-3" />
            </li>
          </Fragment>
        ))}
        <li aria-current="page" className="font-medium text-neutral-900">
          {current}
        </li>
      </ol>
    </nav>
  );
}
