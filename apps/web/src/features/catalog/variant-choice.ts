import type { Variant } from '@vastra/contract/catalogue';
import { featuredVariant } from '@vastra/contract/featured-offer';
import { sortSizes } from '@vastra/contract/size-order';
import { STOCK_SHOWN_BELOW } from '@vastra/contract/stock-shown';

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

/** What the shopper has picked on a product page: always a colour, a size only once chosen. */
export interface VariantChoice {
  color: string;
  size?: string;
}

/** A colour's size when it comes in one size only: then there is nothing to choose. */
function onlySize(variants: Variant[], color: string): string | undefined {
  const sizes = sizesForColour(variants, color);
  return sizes.length === 1 ? sizes[0]?.size : undefined;
}

/**
 * Where a product page starts: the colour of the variant its card showed (in stock whenever any
 * variant is), and no size until the shopper picks one, unless that colour comes in one size.
 */
export function initialChoice(variants: Variant[]): VariantChoice | undefined {
  const featured = featuredVariant(variants);
  if (!featured) return undefined;
  return { color: featured.color, size: onlySize(variants, featured.color) };
}

/** The choice of one variant (a link naming it, such as a guest's way back from sign-in), if it is one of these. */
export function choiceOfVariant(variants: Variant[], variantId: string | null): VariantChoice | undefined {
  const variant = variants.find((v) => v.id === variantId);
  return variant && { color: variant.color, size: variant.size };
}

/** After picking another colour: the size stays when that colour has it, else none is chosen. */
export function chooseColour(variants: Variant[], choice: VariantChoice, color: string): VariantChoice {
  const keepsSize = sizesForColour(variants, color).some((variant) => variant.size === choice.size);
  return { color, size: keepsSize ? choice.size : onlySize(variants, color) };
}

/** The variant the choice names, once a size is chosen. */
export function chosenVariant(variants: Variant[], choice: VariantChoice): Variant | undefined {
  if (choice.size === undefined) return undefined;
  return sizesForColour(variants, choice.color).find((variant) => variant.size === choice.size);
}

/**
 * The variant whose price and stock the page shows: the chosen one, or before a size is chosen the
 * colour's featured offer (for the colour a page opens on, the very offer its card promised).
 */
export function shownVariant(variants: Variant[], choice: VariantChoice): Variant | undefined {
  return chosenVariant(variants, choice) ?? featuredVariant(sizesForColour(variants, choice.color));
}

/** The colour's photos first, then the photos for every colour; all of them when it has none. */
export function photosForColour<T extends { color?: string | null }>(images: T[], color: string): T[] {
  const own = images.filter((image) => image.color && colourKey(image.color) === colourKey(color));
  const shared = images.filter((image) => !image.color);
  return own.length + shared.length > 0 ? [...own, ...shared] : images;
}

/** A product-page quantity kept between 1 and the variant's stock (docs/product.md §5). */
export function clampQuantity(quantity: number, stock: number): number {
  const whole = Number.isFinite(quantity) ? Math.floor(quantity) : 1;
  return Math.max(1, Math.min(whole, Math.max(stock, 1)));
}

export type StockTone = 'green' | 'amber' | 'red';

/** docs/product.md §4 per-variant badge: above 5 green, 1 to 5 amber, 0 red. */
export function variantStockBadge(stock: number): { label: 'In Stock' | 'Out of Stock'; tone: StockTone } {
  if (stock <= 0) return { label: 'Out of Stock', tone: 'red' };
  return { label: 'In Stock', tone: stock > 5 ? 'green' : 'amber' };
}

/** docs/product.md §5: the 'Low stock' note shows when 0 < stock < 10. */
export const isLowStock = (stock: number) => stock > 0 && stock < STOCK_SHOWN_BELOW;
