import type { LegalSlug } from '@vastra/contract/catalogue';
import { useId, useState } from 'react';
import { PageSpinner } from '../../../components/Spinner';
import { formStyles as f } from '../components/form-styles';
import { PageHeader } from '../components/PageHeader';
import { useErrorToast } from '../components/use-error-toast';
import { LegalPageForm } from './LegalPageForm';
import { legalTabs, useLegalPageForEditing } from './legal-api';

/** 'Manage Legal Pages': the privacy policy and the terms, one tab each (docs/product.md §2). */
export function LegalPagesPage() {
  const id = useId();
  const [slug, setSlug] = useState<LegalSlug>('privacy-policy');
  const { data, isPending, error, refetch } = useLegalPageForEditing(slug);
  useErrorToast(error, 'Failed to load legal pages.');

  return (
    <div className="mx-auto max-w-4xl">
      <PageHeader
        title="Manage Legal Pages"
        description="Shoppers read these at /legal/privacy-policy and /legal/terms-conditions."
      />
      <div className="rounded-xl border border-neutral-200 bg-white shadow-sm">
        <div role="tablist" aria-label="Legal pages" className="flex gap-1 border-b border-neutral-200 px-4">
          {legalTabs.map((tab) => (
            <button
              key={tab.slug}
              id={`${id}-${tab.slug}`}
              type="button"
              role="tab"
              aria-selected={slug === tab.slug}
              aria-controls={`${id}-panel`}
              onClick={() => setSlug(tab.slug)}
              className={`-mb-px border-b-2 px-4 py-3 text-sm font-medium transition ${
                slug === tab.slug
                  ? 'border-neutral-900 text-neutral-900'
                  : 'border-transparent text-neutral-500 hover:text-neutral-800'
              }`}
            >
              {tab.title}
            </button>
          ))}
        </div>
        <div id={`${id}-panel`} role="tabpanel" aria-labelledby={`${id}-${slug}`} className="p-6">
          {isPending ? (
            <PageSpinner />
          ) : error || !data ? (
            <div className="py-10 text-center text-sm text-neutral-600">
              <p>This page could not be loaded.</p>
              <button type="button" onClick={() => refetch()} className={`${f.secondaryButton} mt-3`}>
                Try again
              </button>
            </div>
          ) : (
            <LegalPageForm key={slug} page={data} />
          )}
        </div>
      </div>
    </div>
  );
}
