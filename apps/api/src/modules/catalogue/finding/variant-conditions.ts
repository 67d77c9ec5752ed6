import type { ProductFilters } from '@vastra/contract/finding';
import { colourFamilies } from '@vastra/contract/finding-choices';
import { toPaise } from '../../../lib/money';
import { NO_FAMILY, summaryBit } from './variant-table';

/**
 * The variant filters of a request, ready to test the index's variant columns: a lookup table per
 * list filter (1 for a chosen value), bounds in paise. An unused filter lets every variant through.
 */
export interface VariantConditions {
  /** By size number (`VariantTable.sizeNames`); null when sizes are not filtered. */
  sizeOk: Uint8Array | null;
  /** By colour family number; null when colours are not filtered. */
  familyOk: Uint8Array | null;
  /** The chosen sizes and families as `summaryBit`s: a product whose summary has none of them misses the filter. */
  sizeBits: number;
  familyBits: number;
  minPrice: number;
  maxPrice: number;
  minDiscount: number;
  inStock: boolean;
  /** Whether any variant filter is used: without one, products without variants still list. */
  active: boolean;
}

/** Whether a request filters by its products' variants at all (docs/api.md §5). */
export function filtersVariants(filters: ProductFilters): boolean {
  const { size, color, minPrice, maxPrice, minDiscount, inStock } = filters;
  return (
    size.length > 0 ||
    color.length > 0 ||
    minPrice !== undefined ||
    maxPrice !== undefined ||
    Boolean(minDiscount) ||
    inStock === true
  );
}

/** The variant filters of a request against sizes numbered as `sizeNumbers` numbers them. */
export function variantConditions(
  filters: ProductFilters,
  sizeNumbers: ReadonlyMap<string, number>,
): VariantConditions {
  const { size, color, minPrice, maxPrice, minDiscount, inStock } = filters;
  let sizeOk: Uint8Array | null = null;
  let sizeBits = 0;
  if (size.length > 0) {
    sizeOk = new Uint8Array(sizeNumbers.size);
    for (const chosen of size) {
      const number = sizeNumbers.get(chosen);
      if (number === undefined) continue;
      sizeOk[number] = 1;
      sizeBits |= summaryBit(number);
    }
  }
  let familyOk: Uint8Array | null = null;
  let familyBits = 0;
  if (color.length > 0) {
    // One slot per byte value, so a variant without a family (NO_FAMILY) reads a 0.
    familyOk = new Uint8Array(NO_FAMILY + 1);
    for (const family of color) {
      const number = colourFamilies.indexOf(family);
      familyOk[number] = 1;
      familyBits |= summaryBit(number);
    }
  }
  return {
    sizeOk,
    familyOk,
    sizeBits,
    familyBits,
    minPrice: minPrice === undefined ? Number.NEGATIVE_INFINITY : toPaise(minPrice),
    maxPrice: maxPrice === undefined ? Number.POSITIVE_INFINITY : toPaise(maxPrice),
    minDiscount: minDiscount ?? 0,
    inStock: inStock === true,
    active: filtersVariants(filters),
  };
}
