// No zod here: the storefront's pictures and the server's image preloads must name the same files.

/** An uploaded picture as the API hands it out: the original and its resized copies. */
export interface ResponsivePicture {
  url: string;
  width?: number | null;
  height?: number | null;
  srcset?: { width: number; url: string }[];
}

/**
 * The `sizes` of the pictures a page opens with. The server preloads them with the same srcset and
 * sizes as the page's <img>, so the browser fetches the very file it will show, once.
 */
export const openingPictureSizes = {
  productGallery: '(min-width: 1280px) 560px, (min-width: 1024px) 45vw, 100vw',
  heroSlide: '100vw',
  /** A product card in a list; the first card opens the search results and a category's product list. */
  productCard: '(min-width: 1280px) 300px, (min-width: 1024px) 25vw, (min-width: 768px) 33vw, 50vw',
} as const;

/**
 * The srcset attribute for a picture: every resized copy, plus the original when it is wider
 * than all of them, so large screens are not stuck with a small copy.
 */
export function srcSetOf(picture: ResponsivePicture): string | undefined {
  const candidates = [...(picture.srcset ?? [])];
  const widest = Math.max(0, ...candidates.map((c) => c.width));
  if (picture.width && picture.width > widest) candidates.push({ width: picture.width, url: picture.url });
  if (candidates.length === 0) return undefined;
  return candidates
    .sort((a, b) => a.width - b.width)
    .map((c) => `${c.url} ${c.width}w`)
    .join(', ');
}
