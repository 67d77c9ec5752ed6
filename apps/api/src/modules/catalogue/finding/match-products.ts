import { discountSteps } from '@vastra/contract/finding-choices';
import type { CatalogueIndex } from './catalogue-index';
import type { VariantConditions } from './variant-conditions';
import { NO_FAMILY } from './variant-table';

/** What a list orders by: the sort asked for, or the search score for relevance. */
export type ListOrder = 'newest' | 'price_asc' | 'price_desc' | 'discount' | 'score';

/**
 * The products that match, with the key each is ordered by (lower first; the slot settles ties,
 * newest first), and the facet counts: per size number and colour family number, how many
 * products have a variant of it meeting every other filter; the lowest and highest price among
 * variants meeting every filter but price; how many products' best discount, among variants
 * meeting every filter but discount, reaches each of `discountSteps`.
 */
export interface Matches {
  /**
   * Matching slots (all in scope when no variant filter is used) and their keys, `total` of each:
   * the first `total` places of buffers shared by every scan, good until the next scan begins.
   */
  slots: Int32Array;
  keys: Float64Array;
  total: number;
  sizeCounts: Int32Array;
  familyCounts: Int32Array;
  minPrice: number;
  maxPrice: number;
  discountCounts: number[];
}

/**
 * Where scans write their matches: a scan of 100,000 products would otherwise leave 1.2 MB for the
 * collector each time. Scans run to their end without awaiting, so one set serves them all.
 */
let scratch = { slots: new Int32Array(0), keys: new Float64Array(0) };

/**
 * One pass over the products in `scope` (slots, with their search scores when `order` is by score):
 * a product matches when ONE of its variants meets every filter at once. Each variant is tested
 * against the five filters; one that fails two or more counts for nothing, one that fails exactly
 * one counts only for that filter's facet, one that fails none counts everywhere. So the facets
 * cost no more than the matching. Most products of a large scope count for nothing: their summary
 * (`VariantTable`) says so, and their variants are never read.
 */
export function matchProducts(
  index: CatalogueIndex,
  scope: Int32Array,
  scores: Float32Array | null,
  conditions: VariantConditions,
  order: ListOrder,
): Matches {
  const { start, count, size, family, price, discount, stock, sizeNames } = index.variants;
  const { sizeBits, familyBits, lowestPrice, highestPrice, topDiscount, stocked } = index.variants;
  const { sizeOk, familyOk, minPrice, maxPrice, minDiscount, inStock, active } = conditions;
  if (scratch.slots.length < scope.length) {
    scratch = { slots: new Int32Array(scope.length), keys: new Float64Array(scope.length) };
  }
  const { slots, keys } = scratch;
  const sizeCounts = new Int32Array(sizeNames.length);
  const familyCounts = new Int32Array(NO_FAMILY + 1);
  // The last product (by its place in scope, plus one) that counted a size or family: one count each.
  const sizeSeenBy = new Int32Array(sizeNames.length);
  const familySeenBy = new Int32Array(NO_FAMILY + 1);
  const bestDiscounts = new Int32Array(101);
  let lowestFacetPrice = Number.POSITIVE_INFINITY;
  let highestFacetPrice = Number.NEGATIVE_INFINITY;
  let total = 0;

  for (let i = 0; i < scope.length; i++) {
    const slot = scope[i] as number;
    // The filters no variant of the product meets, as its summary tells. Two or more, and none of
    // its variants counts for anything; nor when it is stock, which has no facet. One alone, and it
    // counts only for that facet: the price range, unless its prices lie within it already.
    const lowest = lowestPrice[slot] as number;
    const highest = highestPrice[slot] as number;
    const missesPrice = lowest > maxPrice || highest < minPrice;
    const missed =
      Number(sizeOk !== null && ((sizeBits[slot] as number) & conditions.sizeBits) === 0) +
      Number(familyOk !== null && ((familyBits[slot] as number) & conditions.familyBits) === 0) +
      Number(missesPrice) +
      Number((topDiscount[slot] as number) < minDiscount) +
      (inStock && stocked[slot] === 0 ? 2 : 0);
    if (missed > 1) continue;
    if (missed === 1 && missesPrice && lowest >= lowestFacetPrice && highest <= highestFacetPrice) continue;
    const from = start[slot] as number;
    const to = from + (count[slot] as number);
    const seenMark = i + 1;
    let matched = false;
    let low = Number.POSITIVE_INFINITY;
    let best = -1;
    let bestForFacet = -1;
    for (let v = from; v < to; v++) {
      const sizeNumber = size[v] as number;
      const familyNumber = family[v] as number;
      const paise = price[v] as number;
      const percent = discount[v] as number;
      const sizeFits = sizeOk === null ? 1 : (sizeOk[sizeNumber] as number);
      const familyFits = familyOk === null ? 1 : (familyOk[familyNumber] as number);
      const priceFits = paise >= minPrice && paise <= maxPrice ? 1 : 0;
      const discountFits = percent >= minDiscount ? 1 : 0;
      const stockFits = !inStock || (stock[v] as number) > 0 ? 1 : 0;
      const misses = 5 - sizeFits - familyFits - priceFits - discountFits - stockFits;
      if (misses > 1) continue;
      if (misses === 0) {
        matched = true;
        if (paise < low) low = paise;
        if (percent > best) best = percent;
      }
      if (sizeFits === 0 || misses === 0) {
        if (sizeSeenBy[sizeNumber] !== seenMark) {
          sizeSeenBy[sizeNumber] = seenMark;
          sizeCounts[sizeNumber] = (sizeCounts[sizeNumber] as number) + 1;
        }
      }
      if ((familyFits === 0 || misses === 0) && familyNumber !== NO_FAMILY) {
        if (familySeenBy[familyNumber] !== seenMark) {
          familySeenBy[familyNumber] = seenMark;
          familyCounts[familyNumber] = (familyCounts[familyNumber] as number) + 1;
        }
      }
      if (priceFits === 0 || misses === 0) {
        if (paise < lowestFacetPrice) lowestFacetPrice = paise;
        if (paise > highestFacetPrice) highestFacetPrice = paise;
      }
      if ((discountFits === 0 || misses === 0) && percent > bestForFacet) bestForFacet = percent;
    }
    if (bestForFacet >= 0) bestDiscounts[bestForFacet] = (bestDiscounts[bestForFacet] as number) + 1;
    if (!matched && active) continue;
    slots[total] = slot;
    keys[total] = keyOf(order, low, best, scores?.[i] ?? 0);
    total += 1;
  }

  return {
    slots,
    keys,
    total,
    sizeCounts,
    familyCounts,
    minPrice: lowestFacetPrice,
    maxPrice: highestFacetPrice,
    discountCounts: discountSteps.map((step) => {
      let reaching = 0;
      for (let percent = step; percent <= 100; percent++) reaching += bestDiscounts[percent] as number;
      return reaching;
    }),
  };
}

/** A product's key in `order`, lower first: a product without a matching variant goes last. */
function keyOf(order: ListOrder, low: number, best: number, score: number): number {
  switch (order) {
    case 'newest':
      return 0;
    case 'score':
      return -score;
    case 'price_asc':
      return low;
    case 'price_desc':
      return low === Number.POSITIVE_INFINITY ? low : -low;
    case 'discount':
      return best < 0 ? Number.POSITIVE_INFINITY : -best;
  }
}
