import type { Upload } from '@vastra/contract/catalogue';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { ResponsiveImage } from '../../components/ResponsiveImage';
import { slideOpacity, slidePosition } from './hero-scroll';

// Wide banners tend to keep their words on the left and the clothes on the right: a phone's narrow
// crop leans right so it shows the clothes rather than half a headline.
const mediaFit = 'size-full object-cover object-[65%_center] sm:object-center';

/**
 * A full-screen stage that stays put while the page scrolls past it, one viewport height per
 * slide; each slide's opacity follows the scroll so neighbouring slides cross-fade. The opacity
 * is written straight to the elements on each animation frame: re-rendering React per scroll
 * event would stutter on phones.
 */
export function HeroSlideshow({ media, children }: { media: Upload[]; children: ReactNode }) {
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
  }, [media.length]);

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
                sizes="100vw"
                alt=""
                priority={index === 0}
                className={mediaFit}
              />
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
