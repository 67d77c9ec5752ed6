import type { Variant } from '@vastra/contract/catalogue';
import { featuredVariant } from '../../lib/offer';
import { sortSizes } from '../../lib/size-order';

export interface ColourOption {
  color: string;
  hex: string;
  /** Whether any size of this colour is in stock. */
  inStock: boolean;
}

const colourKey = (color: string) => color.trim().toLowerCase();

/** The distinct colours of a product's variants, in the order they first appear. */
export function colourOptions(variants: Variant[]): ColourOption[] {
  const byKey = new Map<string, ColourOption>();
  for (const variant of variants) {
    const key = colourKey(variant.color);
    const known = byKey.get(key);
    if (known) known.inStock ||= variant.stock > 0;
    else byKey.set(key, { color: variant.color, hex: variant.colorHexCode, inStock: variant.stock > 0 });
  }
  return [...byKey.values()];
}

/** The variant a product page opens with: the one its card showed (see featuredVariant). */
export const initialVariant = featuredVariant;

/** The variants of one colour, one per size, smallest size first (unknown sizes keep their order). */
export function sizesForColour(variants: Variant[], color: string): Variant[] {
  return sortSizes(
    variants.filter((variant) => colourKey(variant.color) === colourKey(color)),
    (variant) => variant.size,
  );
}

/**
 * The variant to show after picking another colour: the same size in that colour when it is in
 * stock, else its first size in stock, else its first size.
 */
export function variantForColour(
  variants: Variant[],
  color: string,
  currentSize?: string,
): Variant | undefined {
  const sizes = sizesForColour(variants, color);
  return (
    sizes.find((variant) => variant.size === currentSize && variant.stock > 0) ??
    sizes.find((variant) => variant.stock > 0) ??
    sizes[0]
  );
}

/** A product-page quantity kept between 1 and the variant's stock (SPEC.md §5). */
export function clampQuantity(quantity: number, stock: number): number {
  const whole = Number.isFinite(quantity) ? Math.floor(quantity) : 1;
  return Math.max(1, Math.min(whole, Math.max(stock, 1)));
}

export type StockTone = 'green' | 'amber' | 'red';

/** SPEC.md §4 per-variant badge: above 5 green, 1 to 5 amber, 0 red. */
export function variantStockBadge(stock: number): { label: 'In Stock' | 'Out of Stock'; tone: StockTone } {
  if (stock <= 0) return { label: 'Out of Stock', tone: 'red' };
  return { label: 'In Stock', tone: stock > 5 ? 'green' : 'amber' };
}

/** SPEC.md §5: the 'Low stock' note shows when 0 < stock < 10. */
export const isLowStock = (stock: number) => stock > 0 && stock < 10;
