import { and, asc, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { categories, legalPages, products } from '../../db/schema/catalogue';

interface SitemapEntry {
  path: string;
  lastModified?: Date;
}

/**
 * sitemap.xml for search engines: home, each top-level category's landing page (/{slug}), every
 * category's product list (/products/{slug}), every live product and the saved legal pages.
 * One query per kind of page.
 */
export async function buildSitemap(db: Db, publicUrl: string): Promise<string> {
  const [categoryRows, productRows, legalRows] = await Promise.all([
    db
      .select({ slug: categories.slug, parentId: categories.parentId, updatedAt: categories.updatedAt })
      .from(categories)
      .orderBy(asc(categories.createdAt), asc(categories.name)),
    db
      .select({ id: products.id, updatedAt: products.updatedAt })
      .from(products)
      .where(and(isNull(products.archivedAt), eq(products.status, 'ACTIVE')))
      .orderBy(desc(products.createdAt), desc(products.id)),
    db
      .select({ slug: legalPages.slug, updatedAt: legalPages.updatedAt })
      .from(legalPages)
      .orderBy(asc(legalPages.slug)),
  ]);

  const entries: SitemapEntry[] = [
    { path: '/' },
    // Subcategories have no landing slideshow of their own: their list page is what to index.
    ...categoryRows
      .filter((c) => c.parentId === null)
      .map((c) => ({ path: `/${c.slug}`, lastModified: c.updatedAt })),
    ...categoryRows.map((c) => ({ path: `/products/${c.slug}`, lastModified: c.updatedAt })),
    ...productRows.map((p) => ({ path: `/product/${p.id}`, lastModified: p.updatedAt })),
    ...legalRows.map((l) => ({ path: `/legal/${l.slug}`, lastModified: l.updatedAt })),
  ];
  const urls = entries.map((entry) => {
    const lastmod = entry.lastModified ? `<lastmod>${entry.lastModified.toISOString()}</lastmod>` : '';
    return `  <url><loc>${escapeXml(publicUrl + entry.path)}</loc>${lastmod}</url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** robots.txt: keep crawlers out of private pages and the API, and point them at the sitemap. */
export function robotsTxt(publicUrl: string): string {
  const privatePaths = ['/admin', '/profile', '/checkout', '/cart', '/wishlist', '/payment', '/api/'];
  return [
    'User-agent: *',
    ...privatePaths.map((p) => `Disallow: ${p}`),
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

const escapeXml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] ?? c,
  );
