import { type ResponsivePicture, srcSetOf } from '@vastra/contract/picture';
import type { ImgHTMLAttributes } from 'react';

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
