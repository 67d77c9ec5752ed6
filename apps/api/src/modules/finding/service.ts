import type { ProductPage } from '@vastra/contract/catalogue';
import type { ProductFilters } from '@vastra/contract/finding';
import type { Db, Tx } from '../../db/client';
import { loadProducts } from '../products/load-products';
import { searchTerm, withTypoThreshold } from '../search/matching';
import { countFacets } from './facets';
import { pageIds } from './page-ids';
import { type ProductScope, scopeCtes } from './product-scope';
import { variantConditions } from './variant-conditions';

/** What a product list is asked for: a page, the filters and sort, and for GET /products a search. */
export type FindingQuery = ProductFilters & { page: number; limit: number; q?: string };

/**
 * A page of the live products in `categoryIds` (all when absent) that have one variant meeting every
 * variant filter at once, in the asked order, with the facets of the filters (API.md "Finding
 * products"). Always three queries: the count with the facets, the page's ids, then its products.
 * A search term under 2 characters or without words is ignored; `relevance` without one is newest.
 */
export async function findProducts(
  db: Db,
  categoryIds: string[] | undefined,
  query: FindingQuery,
): Promise<ProductPage> {
  const term = searchTerm(query.q ?? '') ?? undefined;
  const scope: ProductScope = { categoryIds, term };
  const sort = query.sort ?? (term ? 'relevance' : 'newest');
  const order = sort === 'relevance' ? (term ? 'score' : 'newest') : sort;
  const conditions = variantConditions(query);
  const ctes = scopeCtes(scope);

  const read = (reader: Db | Tx) =>
    Promise.all([
      countFacets(reader, ctes, conditions, query),
      pageIds(reader, ctes, conditions, order, query),
    ]);
  // Typo matching needs its threshold set in a transaction; PGlite runs the two queries in turn anyway.
  const [{ total, facets }, ids] = term
    ? await withTypoThreshold(db, async (tx) => [
        await countFacets(tx, ctes, conditions, query),
        await pageIds(tx, ctes, conditions, order, query),
      ])
    : await read(db);
  const { page, limit } = query;
  return {
    data: await loadProducts(db, ids),
    pagination: { page, limit, total, totalPages: Math.ceil(total / limit) },
    facets,
  };
}
