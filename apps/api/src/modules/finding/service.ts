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

  const count = (reader: Db | Tx) => countFacets(reader, ctes, conditions, query);
  const ids = (reader: Db | Tx) => pageIds(reader, ctes, conditions, order, query);
  // Typo matching needs its threshold set in a transaction, whose one connection runs them in turn.
  const [{ total, facets }, pageOfIds] = term
    ? await withTypoThreshold(db, async (tx) => [await count(tx), await ids(tx)] as const)
    : await Promise.all([count(db), ids(db)]);
  const { page, limit } = query;
  return {
    data: await loadProducts(db, pageOfIds),
    pagination: { page, limit, total, totalPages: Math.ceil(total / limit) },
    facets,
  };
}
