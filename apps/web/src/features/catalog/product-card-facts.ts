import type { Product } from '@vastra/contract/catalogue';
import { colourOptions } from './variant-choice';

/** docs/product.md §9: a product card shows at most 5 colour dots. */
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
