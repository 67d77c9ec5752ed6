import { useQuery } from '@tanstack/react-query';
import type { LegalPage as LegalPageBody } from '@vastra/contract/catalogue';
import { useParams } from 'react-router';
import { PageSpinner } from '../../components/Spinner';
import { api } from '../../lib/api';

/** A legal page ready to show, or null when there is nothing to show. */
async function loadLegalPage(slug: string, signal: AbortSignal) {
  const page = await api<LegalPageBody>(`/legal-pages/slug/${encodeURIComponent(slug)}`, { signal });
  if (!page?.title && !page?.content) return null;
  // The sanitiser is loaded with the first legal page, so shoppers who never open one never download it.
  // The server, which has no DOM for DOMPurify, applies the policy the API saved the page with.
  const { sanitizeLegalHtml } = import.meta.env.SSR
    ? await import('@vastra/contract/legal-html')
    : await import('./legal-html');
  return { title: page.title, html: sanitizeLegalHtml(page.content) };
}

/** /legal/{slug}: the privacy policy or the terms, as written in the back office. */
export function LegalPage() {
  const { slug = '' } = useParams();
  const { data: page, isPending } = useQuery({
    queryKey: ['legal-page', slug],
    queryFn: ({ signal }) => loadLegalPage(slug, signal),
    retry: false,
  });

  if (isPending) {
    return (
      <main className="pt-16">
        <PageSpinner />
      </main>
    );
  }
  if (!page) {
    return (
      <main className="flex min-h-[60vh] items-center justify-center px-4 pt-24 pb-28">
        <p className="text-neutral-600">Page not found.</p>
      </main>
    );
  }
  return (
    <main className="bg-cream px-4 pt-24 pb-28 sm:pt-28">
      <article className="mx-auto max-w-3xl rounded-2xl bg-white px-6 py-10 shadow-sm ring-1 ring-neutral-200/70 sm:px-12 sm:py-14">
        <header className="mb-8 border-b border-neutral-200 pb-6">
          <h1 className="font-display text-4xl font-semibold tracking-tight sm:text-5xl">{page.title}</h1>
        </header>
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the HTML is sanitised before it gets here. */}
        <div className="legal-content" dangerouslySetInnerHTML={{ __html: page.html }} />
      </article>
    </main>
  );
}
