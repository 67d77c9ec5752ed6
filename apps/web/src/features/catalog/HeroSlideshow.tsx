import type { Upload } from '@vastra/contract/catalogue';
import { openingPictureSizes } from '@vastra/contract/picture';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { ResponsiveImage } from '../../components/ResponsiveImage';
import { slideOpacity, slidePosition } from './hero-scroll';

// Banners keep their clothes right of centre, and their words are text drawn over them: a phone's
// narrow crop leans right to keep the clothes in sight.
const mediaFit = 'size-full object-cover object-[65%_center] sm:object-center';

/** Below the shop header (4rem): the part of the stage the header covers. */
const HEADER_HEIGHT = 64;

/**
 * A full-screen stage that stays put while the page scrolls past it, one viewport height per
 * slide; each slide's opacity follows the scroll so neighbouring slides cross-fade. The opacity
 * is written straight to the elements on each animation frame: re-rendering React per scroll
 * event would stutter on phones. Each slide's headline and offer are text over its picture, never
 * part of it, so no crop cuts them. `onUnderHeader` says whether the stage still lies under the
 * shop header, which is transparent only while it does.
 */
export function HeroSlideshow({
  media,
  children,
  onUnderHeader,
}: {
  media: Upload[];
  children: ReactNode;
  onUnderHeader(underHeader: boolean): void;
}) {
  const track = useRef<HTMLDivElement>(null);
  const slides = useRef<(HTMLElement | null)[]>([]);
  const [current, setCurrent] = useState(0);

  useEffect(() => {
    let frame = 0;
    const paint = () => {
      frame = 0;
      const box = track.current?.getBoundingClientRect();
      if (!box) return;
      const position = slidePosition(box.top, box.height, window.innerHeight, media.length);
      slides.current.forEach((slide, index) => {
        if (slide) slide.style.opacity = String(slideOpacity(position, index));
      });
      setCurrent(Math.round(position));
      onUnderHeader(box.bottom > HEADER_HEIGHT);
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(paint);
    };
    paint();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
    };
  }, [media.length, onUnderHeader]);

  return (
    <div ref={track} className="relative bg-neutral-950" style={{ height: `${media.length * 100}vh` }}>
      <div className="sticky top-0 h-screen overflow-hidden">
        {media.map((item, index) => (
          <div
            key={item.id}
            ref={(element) => {
              slides.current[index] = element;
            }}
            className="absolute inset-0 will-change-[opacity]"
            style={{ opacity: index === 0 ? 1 : 0 }}
            aria-hidden={index !== current}
          >
            {item.fileType === 'VIDEO' ? (
              <video
                src={item.url}
                muted
                autoPlay
                loop
                playsInline
                preload={index === 0 ? 'auto' : 'metadata'}
                className={mediaFit}
              />
            ) : (
              <ResponsiveImage
                picture={item}
                sizes={openingPictureSizes.heroSlide}
                alt=""
                priority={index === 0}
                className={mediaFit}
              />
            )}
            {(item.headline || item.offer) && (
              <div className="absolute inset-x-0 top-0 bg-gradient-to-b from-black/60 via-black/25 to-transparent px-6 pt-24 pb-16 text-white sm:px-12 sm:pt-28 lg:px-16">
                <div className="mx-auto max-w-7xl [text-shadow:0_1px_12px_rgb(0_0_0/0.5)]">
                  {item.offer && (
                    <p className="inline-block rounded-full bg-white px-3 py-1 text-xs font-bold tracking-wide text-neutral-900 uppercase [text-shadow:none]">
                      {item.offer}
                    </p>
                  )}
                  {item.headline && (
                    <h2 className="mt-3 max-w-xl font-display text-3xl leading-tight font-semibold break-words sm:text-4xl">
                      {item.headline}
                    </h2>
                  )}
                </div>
              </div>
            )}
          </div>
        ))}
        {children}
        {media.length > 1 && (
          <ol
            aria-label="Slides"
            className="absolute top-1/2 right-4 flex -translate-y-1/2 flex-col gap-2 sm:right-8"
          >
            {media.map((item, index) => (
              <li
                key={item.id}
                aria-current={index === current}
                className={`w-0.5 rounded-full transition-all duration-300 ${index === current ? 'h-8 bg-white' : 'h-4 bg-white/40'}`}
              >
                <span className="sr-only">
                  Slide {index + 1} of {media.length}
                </span>
              </li>
            ))}
          </ol>
        )}
      </div>
    </div>
  );
}
