import type { CategoryProductPage, ProductPage } from '@vastra/contract/catalogue';
import type { ProductFilters } from '@vastra/contract/finding';
import type { Db } from '../../../db/client';
import { notFound } from '../../../lib/errors';
import { paginationOf } from '../../../lib/pages';
import type { CatalogueReads } from '../catalogue-reads';
import { searchTerm } from '../search/matching';
import type { CatalogueIndex } from './catalogue-index';
import { categoryBranch } from './category-branches';
import { categoryScope, scopeHolds } from './category-scopes';
import { facetsOf } from './facets';
import { matchProducts } from './match-products';
import { pageIds } from './page-ids';
import { type SearchHits, searchHits } from './search-hits';
import { shownProducts } from './shown-products';
import { variantConditions } from './variant-conditions';

/** What a product list is asked for: a page, the filters and sort, and for GET /products a search. */
export type FindingQuery = ProductFilters & { page: number; limit: number; q?: string };

/**
 * GET /products: a page of the live products that have one variant meeting every variant filter
 * at once, in the asked order, with the facets of the filters (docs/api.md §5).
 */
export async function findProducts(db: Db, reads: CatalogueReads, query: FindingQuery): Promise<ProductPage> {
  return findInIndex(db, await reads.findingIndex(), undefined, query);
}

/**
 * GET /products/category/{idOrSlug}: as `findProducts` among the category's and its descendants'
 * products, with the category's subtree and breadcrumb; 404 for an unknown category.
 */
export async function findCategoryProducts(
  db: Db,
  reads: CatalogueReads,
  idOrSlug: string,
  query: FindingQuery,
): Promise<CategoryProductPage> {
  const index = await reads.findingIndex();
  const branch = await categoryBranch(db, index, idOrSlug);
  if (!branch) throw notFound('Category not found.');
  return {
    ...(await findInIndex(db, index, branch.subtreeIds, query)),
    category: branch.category,
    breadcrumb: branch.breadcrumb,
  };
}

/**
 * A page of the live products in `categoryIds` (all when absent) as the index, current as of this
 * request, holds them: the matching, counting and ordering run in memory; a search asks the database
 * for its hits once per term and index. Then the page's products are read (`shownProducts`). A search term
 * under 2 characters or without words is ignored; `relevance` without one is newest.
 */
async function findInIndex(
  db: Db,
  index: CatalogueIndex,
  categoryIds: string[] | undefined,
  query: FindingQuery,
): Promise<ProductPage> {
  const term = searchTerm(query.q ?? '') ?? undefined;
  const sort = query.sort ?? (term ? 'relevance' : 'newest');
  const order = sort === 'relevance' ? (term ? 'score' : 'newest') : sort;
  const hits = term ? await searchHits(db, index, term) : undefined;
  const { slots: scope, scores } = scopeOf(index, categoryIds, hits);
  const conditions = variantConditions(query, index.variants.sizeNumbers);
  // The matches live in buffers the next scan reuses: everything is read from them before awaiting.
  const matches = matchProducts(index, scope, scores, conditions, order);
  const ids = pageIds(index, matches, query);
  const facets = facetsOf(matches, index.variants.sizeNames, query);
  return {
    data: await shownProducts(db, index, ids),
    pagination: paginationOf(query, matches.total),
    facets,
  };
}

/**
 * The slots a list looks among, with their search scores when searching: the search's hits (within
 * the categories, when given), else the categories' products, else every product.
 */
function scopeOf(
  index: CatalogueIndex,
  categoryIds: string[] | undefined,
  hits: SearchHits | undefined,
): { slots: Int32Array; scores: Float32Array | null } {
  if (!categoryIds) return hits ? hits : { slots: index.allSlots, scores: null };
  const slots = categoryScope(index, categoryIds);
  if (!hits) return { slots, scores: null };
  const kept = [...hits.slots.keys()].filter((i) => scopeHolds(slots, hits.slots[i] as number));
  return {
    slots: Int32Array.from(kept, (i) => hits.slots[i] as number),
    scores: Float32Array.from(kept, (i) => hits.scores[i] as number),
  };
}
