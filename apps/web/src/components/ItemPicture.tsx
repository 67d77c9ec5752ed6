import type { Image } from '@vastra/contract/catalogue';
import { Shirt } from 'lucide-react';
import { ResponsiveImage } from './ResponsiveImage';

/**
 * A product's picture in a 4:5 frame, or a garment icon when it has none: cart lines, checkout items
 * and past orders. `className` sizes and rounds the frame.
 */
export function ItemPicture({
  image,
  name,
  sizes,
  className = 'rounded-lg',
}: {
  image: Image | undefined;
  name: string;
  sizes: string;
  className?: string;
}) {
  return (
    <div className={`aspect-[4/5] overflow-hidden bg-cream ${className}`}>
      {image ? (
        <ResponsiveImage picture={image} sizes={sizes} alt={name} className="size-full object-cover" />
      ) : (
        <span className="flex size-full items-center justify-center text-accent/50">
          <Shirt className="size-1/3 max-h-8 max-w-8" strokeWidth={1} aria-hidden />
        </span>
      )}
    </div>
  );
}
