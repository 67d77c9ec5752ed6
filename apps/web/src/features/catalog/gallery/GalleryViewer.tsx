import type { Image } from '@vastra/contract/catalogue';
import { ChevronLeft, ChevronRight, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { ModalDialog } from '../../../components/ModalDialog';
import { ResponsiveImage } from '../../../components/ResponsiveImage';
import { scrollToSlide, shownSlide, spotOf, type ZoomSpot, zoomStyle } from './snap-track';

const roundButton =
  'flex size-11 items-center justify-center rounded-full bg-black/55 text-white transition hover:bg-black/75 disabled:opacity-30';

/**
 * The colour's photos full screen: swipe (or the arrows, or the arrow keys) from one to the next, a
 * tap or click magnifies the photo where it landed, and moving over it looks around. Escape or the
 * close button ends it, telling the gallery which photo it was left on.
 */
export function GalleryViewer({
  images,
  name,
  start,
  onClose,
}: {
  images: Image[];
  name: string;
  start: number;
  onClose(index: number): void;
}) {
  const track = useRef<HTMLDivElement>(null);
  const [index, setIndex] = useState(start);
  const [zoom, setZoom] = useState<ZoomSpot | null>(null);
  const shown = useRef(start);
  shown.current = index;
  const close = () => onClose(shown.current);

  const go = (next: number) => {
    const to = Math.min(images.length - 1, Math.max(0, next));
    setZoom(null);
    setIndex(to);
    if (track.current) scrollToSlide(track.current, to);
  };
  const step = useRef(go);
  step.current = go;

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'ArrowRight') step.current(shown.current + 1);
      if (event.key === 'ArrowLeft') step.current(shown.current - 1);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  return (
    <ModalDialog
      label={`Photos of ${name}`}
      onClose={close}
      onShown={() => track.current && scrollToSlide(track.current, start, false)}
      className="m-0 h-dvh max-h-none w-screen max-w-none bg-neutral-950 p-0 text-white backdrop:bg-neutral-950"
    >
      <div className="relative size-full">
        <div
          ref={track}
          onScroll={(event) => {
            const slide = shownSlide(event.currentTarget);
            if (slide !== shown.current) {
              setZoom(null);
              setIndex(slide);
            }
          }}
          className={`no-scrollbar flex size-full snap-x snap-mandatory ${zoom ? 'overflow-hidden' : 'overflow-x-auto'}`}
        >
          {images.map((image, i) => (
            <div
              key={image.id}
              className="flex size-full shrink-0 snap-center items-center justify-center overflow-hidden"
            >
              <button
                type="button"
                aria-label={
                  i === index && zoom ? 'Zoom out' : `Zoom in on photo ${i + 1} of ${images.length}`
                }
                tabIndex={i === index ? 0 : -1}
                onClick={(event) => setZoom(zoom ? null : spotOf(event))}
                onPointerMove={(event) => zoom && setZoom(spotOf(event))}
                className={`size-full touch-pan-x ${zoom ? 'cursor-zoom-out touch-none' : 'cursor-zoom-in'}`}
              >
                <ResponsiveImage
                  picture={image}
                  sizes="100vw"
                  alt={`${name}, photo ${i + 1} of ${images.length}`}
                  className="size-full object-contain transition-transform duration-200"
                  style={i === index ? zoomStyle(zoom) : undefined}
                />
              </button>
            </div>
          ))}
        </div>
        <p className="absolute top-4 left-4 rounded-full bg-black/55 px-3 py-1 text-sm tabular-nums">
          {index + 1} / {images.length}
        </p>
        <button
          type="button"
          aria-label="Close photos"
          onClick={close}
          className={`${roundButton} absolute top-2 right-2`}
        >
          <X className="size-6" aria-hidden />
        </button>
        {images.length > 1 && (
          <>
            <button
              type="button"
              aria-label="Previous photo"
              disabled={index === 0}
              onClick={() => go(index - 1)}
              className={`${roundButton} absolute top-1/2 left-2 -translate-y-1/2`}
            >
              <ChevronLeft className="size-6" aria-hidden />
            </button>
            <button
              type="button"
              aria-label="Next photo"
              disabled={index === images.length - 1}
              onClick={() => go(index + 1)}
              className={`${roundButton} absolute top-1/2 right-2 -translate-y-1/2`}
            >
              <ChevronRight className="size-6" aria-hidden />
            </button>
          </>
        )}
      </div>
    </ModalDialog>
  );
}
