import { z } from 'zod';
import { legalSlug } from './catalogue';

/** POST /legal-pages: creates or replaces the page with this slug. Title and content may be empty. */
export const legalPageBody = z.object({
  title: z
    .string({ error: 'Title must be text.' })
    .max(200, 'Title can be at most 200 characters long.')
    .default(''),
  slug: z.enum(legalSlug.options, { error: 'Slug must be privacy-policy or terms-conditions.' }),
  content: z.string({ error: 'Content must be text.' }).max(200_000, 'The page is too long.').default(''),
});
export type LegalPageBody = z.input<typeof legalPageBody>;
export type CheckedLegalPage = z.output<typeof legalPageBody>;
