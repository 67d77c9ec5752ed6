import type { Product, Variant } from '@vastra/contract/catalogue';
import { effectivePrice, featuredVariant } from '@vastra/contract/featured-offer';
import { discountPercent } from './format';

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
