import type { Image } from '@vastra/contract/catalogue';
import { openingPictureSizes } from '@vastra/contract/picture';
import { Shirt } from 'lucide-react';
import { useState } from 'react';
import { ResponsiveImage } from '../../components/ResponsiveImage';

/** The product's pictures: one large, with thumbnails to switch (beside it on wide screens, under it on phones). */
export function ProductGallery({ images, name }: { images: Image[]; name: string }) {
  const [selected, setSelected] = useState(0);
  // The opening picture is the page's largest paint and shows at once; one the shopper picks fades in.
  const [picked, setPicked] = useState(false);
  const main = images[selected] ?? images[0];

  if (!main) {
    return (
      <div className="flex aspect-[4/5] items-center justify-center rounded-xl bg-cream text-accent/50">
        <Shirt className="size-24" strokeWidth={0.75} aria-hidden />
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-3 lg:flex-row-reverse">
      <div className="relative aspect-[4/5] flex-1 overflow-hidden rounded-xl bg-cream max-lg:max-h-[44vh]">
        <ResponsiveImage
          key={main.id}
          picture={main}
          sizes={openingPictureSizes.productGallery}
          alt={name}
          priority
          className={`size-full object-cover ${picked ? 'animate-fade' : ''}`}
        />
      </div>
      {images.length > 1 && (
        <ul
          aria-label="Product images"
          className="no-scrollbar -m-1 flex gap-2 overflow-x-auto p-1 lg:w-[5.5rem] lg:flex-col"
        >
          {images.map((image, index) => (
            <li key={image.id} className="shrink-0">
              <button
                type="button"
                aria-label={`Show image ${index + 1} of ${images.length}`}
                aria-current={index === selected}
                onClick={() => {
                  setSelected(index);
                  setPicked(true);
                }}
                className={`block aspect-[4/5] w-16 overflow-hidden rounded-md bg-cream transition lg:w-20 ${index === selected ? 'ring-2 ring-neutral-900' : 'opacity-70 hover:opacity-100'}`}
              >
                <ResponsiveImage picture={image} sizes="80px" alt="" className="size-full object-cover" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
