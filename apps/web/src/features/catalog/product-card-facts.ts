import type { Product } from '@vastra/contract/catalogue';
import { discountPercent } from '../../lib/format';
import { colourOptions, effectivePrice, featuredVariant, hasPriceRange } from './variant-choice';

/** SPEC.md §9: a product card shows at most 5 colour dots. */
export const MAX_COLOUR_DOTS = 5;

/** The colour dots of a card: distinct colours, at most 5, and how many more there are. */
export function colourDots(product: Pick<Product, 'variants'>): {
  dots: { color: string; hex: string }[];
  more: number;
} {
  const colours = colourOptions(product.variants);
  return {
    dots: colours.slice(0, MAX_COLOUR_DOTS).map(({ color, hex }) => ({ color, hex })),
    more: Math.max(0, colours.length - MAX_COLOUR_DOTS),
  };
}

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
export function cardPrice(product: Pick<Product, 'price' | 'variants'>): CardPrice {
  const featured = featuredVariant(product.variants);
  const from = hasPriceRange(product.variants);
  if (!featured) return { price: product.price, from };
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
