import type { Product, Variant } from '@vastra/contract/catalogue';
import { discountPercent } from './format';

/** What a shopper pays for a variant: the discount price when set, else the original price. */
export const effectivePrice = (variant: Variant) => variant.discountPrice ?? variant.originalPrice;

/**
 * The offer a product's card shows and its page opens on, so the two always agree: the cheapest
 * variant in stock (on a tie, a discounted one, which has a saving to show, then the first listed),
 * or the cheapest of all when none is in stock.
 */
export function featuredVariant(variants: Variant[]): Variant | undefined {
  const inStock = variants.filter((variant) => variant.stock > 0);
  return [...(inStock.length > 0 ? inStock : variants)]
    .map((variant, index) => ({ variant, index }))
    .sort(
      (a, b) =>
        Number(effectivePrice(a.variant)) - Number(effectivePrice(b.variant)) ||
        Number(b.variant.discountPrice !== null) - Number(a.variant.discountPrice !== null) ||
        a.index - b.index,
    )[0]?.variant;
}

/** Whether a product's variants are offered at more than one price (its card then says "From"). */
export const hasPriceRange = (variants: Variant[]) => new Set(variants.map(effectivePrice)).size > 1;

export interface CardPrice {
  /** The featured offer's effective price: what the product page opens at. */
  price: string;
  /** True when other variants cost more: the card says "From". */
  from: boolean;
  /** The struck-through original price, when that offer is a discount. */
  originalPrice?: string;
  percentOff?: number;
}

/**
 * The price a card shows: the featured variant's (the cheapest in stock, which the product page
 * opens on) with "From" when the variants' prices differ and, when it is discounted, its original
 * price and the rounded percentage off.
 */
export function cardPrice(product: Pick<Product, 'variants'> & { price?: string }): CardPrice | undefined {
  const featured = featuredVariant(product.variants);
  const from = hasPriceRange(product.variants);
  if (!featured) return product.price ? { price: product.price, from } : undefined;
  const { discountPrice, originalPrice } = featured;
  if (!discountPrice || Number(discountPrice) >= Number(originalPrice)) {
    return { price: effectivePrice(featured), from };
  }
  return {
    price: discountPrice,
    from,
    originalPrice,
    percentOff: discountPercent(originalPrice, discountPrice),
  };
}
