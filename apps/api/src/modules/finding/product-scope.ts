import { type SQL, sql } from 'drizzle-orm';
import { matchesTypo, matchesWords, type SearchTerm, typoScore, wordScore } from '../search/matching';

/** Which products a list looks among before its variant filters: a category's subtree, a search, or all. */
export interface ProductScope {
  /** The category and its descendants; all categories when absent. */
  categoryIds?: string[];
  /** What the shopper searched for; no search when absent. */
  term?: SearchTerm;
}

/**
 * SQL for the CTEs that end in `scope (id, created_at, score)`: the live products in scope, each
 * with its search score (0 without a search). A search matches as the search overlay does: words
 * first, and only when no product matches the words, typos (run inside `withTypoThreshold`).
 */
export function scopeCtes({ categoryIds, term }: ProductScope): SQL {
  const inCategories = categoryIds
    ? sql`and p.category_id in (${sql.join(
        categoryIds.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`
    : sql``;
  if (!term) {
    return sql`scope as (
      select p.id, p.created_at, 0::real as score from products p
      where p.archived_at is null ${inCategories})`;
  }
  return sql`hits as (
      select p.id, ${wordScore(term)} as score from products p
      where p.archived_at is null and ${matchesWords(term)}
      union all
      select p.id, ${typoScore(term)} as score from products p
      where p.archived_at is null and ${matchesTypo(term)}
        and not exists (select 1 from products p where p.archived_at is null and ${matchesWords(term)})),
    scope as (
      select p.id, p.created_at, h.score from products p join hits h on h.id = p.id
      where p.archived_at is null ${inCategories})`;
}
