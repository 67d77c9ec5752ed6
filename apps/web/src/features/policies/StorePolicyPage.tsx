import { NavLink, useParams } from 'react-router';
import { NotFoundPage } from '../../components/NotFoundPage';
import { PageSpinner } from '../../components/Spinner';
import { usePageTitle } from '../../lib/use-page-title';
import { ContactPolicy } from './ContactPolicy';
import { policyTopics } from './policy-topics';
import { ReturnsPolicy } from './ReturnsPolicy';
import { ShippingPolicy } from './ShippingPolicy';
import { useStorePolicies } from './store-policies-query';

/** /policies/{returns|shipping|contact}: the shop's policies, written from its own settings. */
export function StorePolicyPage() {
  const { topic } = useParams();
  const current = policyTopics.find((candidate) => candidate.slug === topic);
  const { data: policies, isPending, isError } = useStorePolicies();
  usePageTitle(current?.title);

  if (!current) return <NotFoundPage />;
  return (
    <main className="bg-cream px-4 pt-24 pb-28 sm:pt-28">
      <div className="mx-auto max-w-3xl">
        <nav aria-label="Store policies" className="mb-6 flex gap-2 overflow-x-auto">
          {policyTopics.map(({ slug, tab }) => (
            <NavLink
              key={slug}
              to={`/policies/${slug}`}
              className={({ isActive }) =>
                `shrink-0 rounded-full px-4 py-2 text-sm font-medium ring-1 transition ${
                  isActive
                    ? 'bg-neutral-900 text-white ring-neutral-900'
                    : 'bg-white text-neutral-800 ring-neutral-300 hover:ring-neutral-900'
                }`
              }
            >
              {tab}
            </NavLink>
          ))}
        </nav>
        <article className="rounded-2xl bg-white px-6 py-10 shadow-sm ring-1 ring-neutral-200/70 sm:px-12 sm:py-14">
          <header className="mb-8 border-b border-neutral-200 pb-6">
            <h1 className="font-display text-4xl font-semibold tracking-tight sm:text-5xl">
              {current.title}
            </h1>
          </header>
          {isPending ? (
            <PageSpinner />
          ) : isError || !policies ? (
            <p className="text-neutral-700">This page could not be loaded. Please try again.</p>
          ) : current.slug === 'returns' ? (
            <ReturnsPolicy returns={policies.returns} />
          ) : current.slug === 'shipping' ? (
            <ShippingPolicy shipping={policies.shipping} />
          ) : (
            <ContactPolicy contact={policies.contact} />
          )}
        </article>
      </div>
    </main>
  );
}
