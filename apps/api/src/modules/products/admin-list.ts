import type { BackOfficeProductPageQuery, ProductPage } from '@vastra/contract/catalogue';
import { type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import {
  loadProducts,
  matchesTypo,
  matchesWords,
  searchTerm,
  typoScore,
  withTypoThreshold,
  wordScore,
} from '../catalogue';

/**
 * GET /admin/products: the back office's product list, drafts included (`status` picks one kind),
 * newest first, or best match first for `q`, which matches as the shop's search does (words, and
 * typos only when no product has the words). Read straight from the database rather than from the
 * storefront's finding index, which holds only what shoppers may see.
 */
export async function listBackOfficeProducts(
  db: Db,
  query: BackOfficeProductPageQuery,
): Promise<ProductPage> {
  const status = query.status ? sql`and p.status = ${query.status}` : sql``;
  const term = searchTerm(query.q ?? '');
  const page = (where: SQL, best: SQL) => (tx: Db | Tx) => pageOfIds(tx, status, where, best, query);
  let found = term
    ? await page(matchesWords(term), sql`${wordScore(term)} desc,`)(db)
    : await page(sql`true`, sql``)(db);
  if (term && found.total === 0) {
    found = await withTypoThreshold(db, page(matchesTypo(term), sql`${typoScore(term)} desc,`));
  }
  return {
    data: await loadProducts(db, found.ids, { includeDrafts: true }),
    pagination: {
      page: query.page,
      limit: query.limit,
      total: found.total,
      totalPages: Math.ceil(found.total / query.limit),
    },
  };
}

async function pageOfIds(
  db: Db | Tx,
  status: SQL,
  where: SQL,
  /** What comes before newest first in the order ("score desc,"), or nothing. */
  best: SQL,
  { page, limit }: { page: number; limit: number },
): Promise<{ ids: string[]; total: number }> {
  const picked = sql`from products p where p.archived_at is null ${status} and ${where}`;
  // One after the other: a transaction (the typo search's) runs one statement at a time.
  const rows = await db.execute(sql`
    select p.id ${picked}
    order by ${best} p.created_at desc, p.id desc
    limit ${limit} offset ${(page - 1) * limit}`);
  const counted = await db.execute(sql`select count(*)::int as total ${picked}`);
  const ids = (rows as unknown as { rows: { id: string }[] }).rows.map((row) => row.id);
  const [count] = (counted as unknown as { rows: { total: number }[] }).rows;
  return { ids, total: count?.total ?? 0 };
}
