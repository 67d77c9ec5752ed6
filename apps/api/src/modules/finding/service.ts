import type { ProductPage } from '@vastra/contract/catalogue';
import type { ProductFilters } from '@vastra/contract/finding';
import type { Db } from '../../db/client';
import { loadProducts } from '../products/load-products';
import { searchTerm } from '../search/matching';
import type { CatalogueIndex } from './catalogue-index';
import { facetsOf } from './facets';
import { currentFindingIndex } from './finding-index';
import { matchProducts } from './match-products';
import { pageIds } from './page-ids';
import { type SearchHits, searchHits } from './search-hits';
import { variantConditions } from './variant-conditions';

/** What a product list is asked for: a page, the filters and sort, and for GET /products a search. */
export type FindingQuery = ProductFilters & { page: number; limit: number; q?: string };

/**
 * A page of the live products in `categoryIds` (all when absent) that have one variant meeting every
 * variant filter at once, in the asked order, with the facets of the filters (API.md "Finding
 * products"). The matching, counting and ordering run in memory on the finding index, current as
 * of this call; a search asks the database for its hits once per term and index. Then one query
 * reads the page's products. A search term under 2 characters or without words is ignored;
 * `relevance` without one is newest.
 */
export async function findProducts(
  db: Db,
  categoryIds: string[] | undefined,
  query: FindingQuery,
): Promise<ProductPage> {
  const index = await currentFindingIndex(db);
  const term = searchTerm(query.q ?? '') ?? undefined;
  const sort = query.sort ?? (term ? 'relevance' : 'newest');
  const order = sort === 'relevance' ? (term ? 'score' : 'newest') : sort;
  const hits = term ? await searchHits(db, index, term) : undefined;
  const { slots: scope, scores } = scopeOf(index, categoryIds, hits);
  const conditions = variantConditions(query, index.variants.sizeNumbers);
  const matches = matchProducts(index, scope, scores, conditions, order);
  const { page, limit, total } = { ...query, total: matches.total };
  return {
    data: await loadProducts(db, pageIds(index, matches, query)),
    pagination: { page, limit, total, totalPages: Math.ceil(total / limit) },
    facets: facetsOf(matches, index.variants.sizeNames, query),
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
  const lists = categoryIds.map((id) => index.categorySlots.get(id) ?? new Int32Array(0));
  const slots = new Int32Array(lists.reduce((sum, list) => sum + list.length, 0));
  let at = 0;
  for (const list of lists) {
    slots.set(list, at);
    at += list.length;
  }
  if (!hits) return { slots, scores: null };
  const inCategories = new Set(slots);
  const kept = [...hits.slots.keys()].filter((i) => inCategories.has(hits.slots[i] as number));
  return {
    slots: Int32Array.from(kept, (i) => hits.slots[i] as number),
    scores: Float32Array.from(kept, (i) => hits.scores[i] as number),
  };
}
