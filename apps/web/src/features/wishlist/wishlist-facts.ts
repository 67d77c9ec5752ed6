import type { Variant } from '@vastra/contract/catalogue';
import { sortSizes } from '@vastra/contract/size-order';

export interface ColourSwatch {
  color: string;
  hex: string;
}

/** A product's distinct colours, in the order its variants first show them (names compared loosely). */
export function distinctColours(variants: Variant[]): ColourSwatch[] {
  const byName = new Map<string, ColourSwatch>();
  for (const variant of variants) {
    const key = variant.color.trim().toLowerCase();
    if (!byName.has(key)) byName.set(key, { color: variant.color.trim(), hex: variant.colorHexCode });
  }
  return [...byName.values()];
}

/** A product's distinct sizes, smallest first (XS S M L ..., then numbers, then ages). */
export function distinctSizes(variants: Variant[]): string[] {
  return sortSizes([...new Set(variants.map((variant) => variant.size.trim()))], (size) => size);
}

/** The variants of one colour, smallest size first. */
export function sizesInColour(variants: Variant[], color: string): Variant[] {
  const key = color.trim().toLowerCase();
  return sortSizes(
    variants.filter((variant) => variant.color.trim().toLowerCase() === key),
    (variant) => variant.size,
  );
}

/** The short product reference shown on a wishlist card: the first 8 characters of its id. */
export const productReference = (productId: string) => productId.slice(0, 8);
