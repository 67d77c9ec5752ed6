import type { Image } from '@vastra/contract/catalogue';
import { openingPictureSizes } from '@vastra/contract/picture';
import { Shirt } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { ResponsiveImage } from '../../../components/ResponsiveImage';
import { scrollToSlide, shownSlide, spotOf, type ZoomSpot, zoomStyle } from './snap-track';

// Downloaded when a photo is first opened full screen, so the product page's first load stays light.
const GalleryViewer = lazy(async () => ({ default: (await import('./GalleryViewer')).GalleryViewer }));

/**
 * The chosen colour's photos: one large, swiped sideways on a touch screen (it snaps photo by photo,
 * with the count and dots), thumbnails to pick one (beside it on wide screens, under it on phones),
 * a magnifier under the mouse, and a tap or click opening them full screen. The first photo is the
 * page's opening picture, drawn by the server; the others load as they come near.
 */
export function ProductGallery({ images, name }: { images: Image[]; name: string }) {
  const track = useRef<HTMLDivElement>(null);
  const [selected, setSelected] = useState(0);
  const [magnified, setMagnified] = useState<ZoomSpot | null>(null);
  const [viewing, setViewing] = useState<number | null>(null);

  if (images.length === 0) {
    return (
      <div className="flex aspect-[4/5] items-center justify-center rounded-xl bg-cream text-accent/50">
        <Shirt className="size-24" strokeWidth={0.75} aria-hidden />
      </div>
    );
  }
  const show = (index: number, glide = true) => {
    setSelected(index);
    if (track.current) scrollToSlide(track.current, index, glide);
  };

  return (
    <div className="flex flex-col gap-3 lg:flex-row-reverse">
      <div className="relative flex-1">
        <div
          ref={track}
          onScroll={(event) => setSelected(shownSlide(event.currentTarget))}
          className="no-scrollbar flex aspect-[4/5] w-full snap-x snap-mandatory overflow-x-auto overscroll-x-contain rounded-xl bg-cream max-lg:max-h-[44vh]"
        >
          {images.map((image, index) => (
            <button
              key={image.id}
              type="button"
              aria-label={`Open photo ${index + 1} of ${images.length} full screen`}
              tabIndex={index === selected ? 0 : -1}
              onClick={() => setViewing(index)}
              onPointerMove={(event) => event.pointerType === 'mouse' && setMagnified(spotOf(event))}
              onPointerLeave={() => setMagnified(null)}
              className="relative size-full shrink-0 cursor-zoom-in snap-center overflow-hidden"
            >
              <ResponsiveImage
                picture={image}
                sizes={openingPictureSizes.productGallery}
                alt={index === 0 ? name : `${name}, photo ${index + 1}`}
                priority={index === 0}
                className="size-full object-cover"
                style={index === selected ? zoomStyle(magnified) : undefined}
              />
            </button>
          ))}
        </div>
        {images.length > 1 && (
          <>
            <p className="pointer-events-none absolute top-3 right-3 rounded-full bg-white/85 px-2.5 py-0.5 text-xs font-semibold text-neutral-900 tabular-nums">
              {selected + 1} / {images.length}
            </p>
            <div
              aria-hidden
              className="pointer-events-none absolute inset-x-0 bottom-3 flex justify-center gap-1.5 lg:hidden"
            >
              {images.map((image, index) => (
                <span
                  key={image.id}
                  className={`size-1.5 rounded-full ${index === selected ? 'bg-neutral-900' : 'bg-neutral-900/30'}`}
                />
              ))}
            </div>
          </>
        )}
      </div>
      {images.length > 1 && (
        <ul
          aria-label="Product photos"
          className="no-scrollbar -m-1 flex gap-2 overflow-x-auto p-1 lg:w-[5.5rem] lg:flex-col"
        >
          {images.map((image, index) => (
            <li key={image.id} className="shrink-0">
              <button
                type="button"
                aria-current={index === selected ? 'true' : undefined}
                onClick={() => show(index)}
                className={`block aspect-[4/5] w-16 overflow-hidden rounded-md bg-cream transition lg:w-20 ${index === selected ? 'ring-2 ring-neutral-900' : 'opacity-70 hover:opacity-100'}`}
              >
                <ResponsiveImage
                  picture={image}
                  sizes="80px"
                  alt={`${name}, photo ${index + 1} of ${images.length}`}
                  className="size-full object-cover"
                />
              </button>
            </li>
          ))}
        </ul>
      )}
      {viewing !== null && (
        <Suspense fallback={null}>
          <GalleryViewer
            images={images}
            name={name}
            start={viewing}
            onClose={(index) => {
              setViewing(null);
              show(index, false);
              // After the dialog gives focus back to the photo that opened it: the one now shown takes it.
              requestAnimationFrame(() => {
                const slide = track.current?.children[index];
                if (slide instanceof HTMLElement) slide.focus({ preventScroll: true });
              });
            }}
          />
        </Suspense>
      )}
    </div>
  );
}
