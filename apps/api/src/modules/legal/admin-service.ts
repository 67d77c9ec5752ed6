import type { LegalPage } from '@vastra/contract/catalogue';
import { sanitizeLegalHtml } from '@vastra/contract/legal-html';
import type { CheckedLegalPage } from '@vastra/contract/legal-page-form';
import type { Db } from '../../db/client';
import { legalPages } from '../../db/schema/catalogue';

/** POST /legal-pages: creates or replaces the page with this slug, its HTML sanitised first. */
export async function saveLegalPage(db: Db, body: CheckedLegalPage): Promise<LegalPage> {
  const values = {
    title: body.title.trim(),
    content: sanitizeLegalHtml(body.content),
    updatedAt: new Date(),
  };
  const [row] = await db
    .insert(legalPages)
    .values({ slug: body.slug, ...values })
    .onConflictDoUpdate({ target: legalPages.slug, set: values })
    .returning();
  if (!row) throw new Error('legal page upsert returned nothing');
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    content: row.content,
    updatedAt: row.updatedAt.toISOString(),
  };
}
