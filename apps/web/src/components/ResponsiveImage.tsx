import type { ImgHTMLAttributes } from 'react';

/** An uploaded picture as the API hands it out: the original and its resized copies. */
export interface ResponsivePicture {
  url: string;
  width?: number | null;
  height?: number | null;
  srcset?: { width: number; url: string }[];
}

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

type ImgProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'width' | 'height'>;

/**
 * An <img> with srcset, sizes and the intrinsic width and height (so the page does not jump while
 * it loads). Lazy unless `priority` is set for the picture a page opens with.
 */
export function ResponsiveImage({
  picture,
  sizes,
  alt,
  priority = false,
  ...rest
}: ImgProps & { picture: ResponsivePicture; sizes: string; alt: string; priority?: boolean }) {
  return (
    <img
      src={picture.url}
      srcSet={srcSetOf(picture)}
      sizes={sizes}
      width={picture.width ?? undefined}
      height={picture.height ?? undefined}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      {...rest}
    />
  );
}
