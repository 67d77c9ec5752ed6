import { useQuery } from '@tanstack/react-query';
import type { LegalPage, LegalSlug } from '@vastra/contract/catalogue';
import { api } from '../../../lib/api';

/** What the editor works on: docs/product.md §3's page object. */
export interface LegalPageDraft {
  title: string;
  slug: LegalSlug;
  content: string;
}

export const legalTabs: { slug: LegalSlug; title: string }[] = [
  { slug: 'privacy-policy', title: 'Privacy Policy' },
  { slug: 'terms-conditions', title: 'Terms & Conditions' },
];

/**
 * The page as stored, or docs/product.md §3's defaults (default title, empty content) while none is saved:
 * read from GET /legal-pages, the list docs/product.md §7 gives the admin screen, afresh for each tab visit.
 */
export function useLegalPageForEditing(slug: LegalSlug) {
  return useQuery({
    queryKey: ['admin', 'legal-page', slug],
    queryFn: async ({ signal }): Promise<LegalPageDraft> => {
      const pages = await api<LegalPage[]>('/legal-pages', { signal });
      const page = pages.find((stored) => stored.slug === slug);
      return page ? { title: page.title, slug: page.slug, content: page.content } : defaultPage(slug);
    },
    // Each visit to a tab loads what is stored now, not what was on screen last time.
    staleTime: 0,
    gcTime: 0,
  });
}

function defaultPage(slug: LegalSlug): LegalPageDraft {
  const title = legalTabs.find((tab) => tab.slug === slug)?.title ?? '';
  return { title, slug, content: '' };
}

/** POST /legal-pages: creates or replaces the page with this slug; the server returns it sanitised. */
export function saveLegalPage(draft: LegalPageDraft) {
  return api<LegalPage>('/legal-pages', { method: 'POST', body: draft });
}
