import type { Product } from '@vastra/contract/catalogue';
import { discountPercent } from '../../lib/format';
import { colourOptions, effectivePrice } from './variant-choice';

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
  /** The lowest effective price. */
  price: string;
  /** The struck-through original price, when that cheapest offer is a discount. */
  originalPrice?: string;
  percentOff?: number;
}

/**
 * The price a card shows: the lowest effective price (API.md Product.price) and, when the variant
 * giving it is discounted, its original price and the rounded percentage off.
 */
export function cardPrice(product: Pick<Product, 'price' | 'variants'>): CardPrice {
  const cheapest = [...product.variants].sort(
    (a, b) =>
      Number(effectivePrice(a)) - Number(effectivePrice(b)) ||
      // On a tie the discounted offer wins: it has a saving to show.
      Number(b.discountPrice !== null) - Number(a.discountPrice !== null),
  )[0];
  if (!cheapest?.discountPrice || Number(cheapest.discountPrice) >= Number(cheapest.originalPrice)) {
    return { price: cheapest ? effectivePrice(cheapest) : product.price };
  }
  return {
    price: cheapest.discountPrice,
    originalPrice: cheapest.originalPrice,
    percentOff: discountPercent(cheapest.originalPrice, cheapest.discountPrice),
  };
}
