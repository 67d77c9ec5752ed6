import { colourKey, type Image } from '@vastra/contract/catalogue';

/**
 * A product's photos with the chosen colour's first, then those for all colours, then the rest, each
 * group in gallery order: cart lines, wishlist items and ordered items lead with the colour bought or
 * saved. Without a chosen colour the gallery order stands.
 */
export function photosForColour(images: Image[], colour: string | null): Image[] {
  if (colour === null) return images;
  const chosen = colourKey(colour);
  const rank = (image: Image) => {
    if (image.color === null) return 1;
    return colourKey(image.color) === chosen ? 0 : 2;
  };
  // Array.prototype.sort is stable, so each group keeps the gallery order.
  return [...images].sort((a, b) => rank(a) - rank(b));
}
