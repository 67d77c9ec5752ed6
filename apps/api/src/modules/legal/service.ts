import type { LegalPage } from '@vastra/contract/catalogue';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type LegalSlug, legalPages, legalSlugs } from '../../db/schema/catalogue';
import { notFound } from '../../lib/errors';

type LegalPageRow = typeof legalPages.$inferSelect;

const toLegalPage = (row: LegalPageRow): LegalPage => ({
  id: row.id,
  slug: row.slug,
  title: row.title,
  content: row.content,
  updatedAt: row.updatedAt.toISOString(),
});

/** GET /legal-pages: every saved page. */
export async function listLegalPages(db: Db): Promise<LegalPage[]> {
  const rows = await db.select().from(legalPages).orderBy(asc(legalPages.slug));
  return rows.map(toLegalPage);
}

/** GET /legal-pages/slug/{slug}: 404 for a slug with no saved page (or no such slug at all). */
export async function getLegalPage(db: Db, slug: string): Promise<LegalPage> {
  const page = await findLegalPage(db, slug);
  if (!page) throw notFound('Page not found.');
  return page;
}

/** The saved page with this slug, or null (also for a slug that is not a legal page). */
export async function findLegalPage(db: Db, slug: string): Promise<LegalPage | null> {
  if (!isLegalSlug(slug)) return null;
  const [row] = await db.select().from(legalPages).where(eq(legalPages.slug, slug));
  return row ? toLegalPage(row) : null;
}

const isLegalSlug = (slug: string): slug is LegalSlug => (legalSlugs as readonly string[]).includes(slug);
