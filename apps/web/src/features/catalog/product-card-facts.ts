import type { Product } from '@vastra/contract/catalogue';
import { colourOptions, photosForColour } from './variant-choice';

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

/**
 * The photo a card opens on: with a colour filter on, the first photo of a variant in one of the
 * chosen colour families (one in stock first), so a list of Blue shows the blue shirt; else the first.
 */
export function cardPhoto(
  product: Pick<Product, 'images' | 'variants'>,
  colourFamilies: readonly string[] = [],
): Product['images'][number] | undefined {
  const matching = product.variants.filter(
    (variant) => variant.colorFamily && colourFamilies.includes(variant.colorFamily),
  );
  const variant = matching.find((candidate) => candidate.stock > 0) ?? matching[0];
  return (variant && photosForColour(product.images, variant.color)[0]) ?? product.images[0];
}
