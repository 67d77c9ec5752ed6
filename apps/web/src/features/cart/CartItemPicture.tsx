import type { Image } from '@vastra/contract/catalogue';
import { Shirt } from 'lucide-react';
import { ResponsiveImage } from '../../components/ResponsiveImage';

/** A cart line's product picture in a 4:5 frame, or a garment icon when the product has none. */
export function CartItemPicture({
  image,
  name,
  sizes,
}: {
  image: Image | undefined;
  name: string;
  sizes: string;
}) {
  return (
    <div className="aspect-[4/5] overflow-hidden rounded-lg bg-cream">
      {image ? (
        <ResponsiveImage picture={image} sizes={sizes} alt={name} className="size-full object-cover" />
      ) : (
        <span className="flex size-full items-center justify-center text-accent/50">
          <Shirt className="size-8" strokeWidth={1} aria-hidden />
        </span>
      )}
    </div>
  );
}
