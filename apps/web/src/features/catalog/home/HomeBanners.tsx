import type { ShopBanner } from '@vastra/contract/banners';
import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { ResponsiveImage } from '../../../components/ResponsiveImage';

/**
 * The shop's own banners, as the admin set them under Banners: a picture with its title and
 * subtitle written over it as text (so no crop cuts them), linking to a page of the shop; the link is
 * named by them alone, its "Shop now" being only what it looks like. Two to a
 * row on wider screens; with an odd number the first takes a whole row.
 */
export function HomeBanners({ banners }: { banners: ShopBanner[] }) {
  if (banners.length === 0) return null;
  const oddCount = banners.length % 2 === 1;
  return (
    <section aria-label="Offers" className="pt-12">
      <ul className="grid gap-3 sm:grid-cols-2 sm:gap-5">
        {banners.map((banner, index) => {
          const wide = oddCount && index === 0;
          return (
            <li key={banner.id} className={wide ? 'sm:col-span-2' : undefined}>
              <Link
                to={banner.link}
                className={`group relative block overflow-hidden rounded-lg bg-neutral-900 ${wide ? 'aspect-[16/9] sm:aspect-[3/1]' : 'aspect-[16/9]'}`}
              >
                <ResponsiveImage
                  picture={banner.image}
                  sizes={
                    wide
                      ? '(min-width: 1280px) 1232px, 100vw'
                      : '(min-width: 1280px) 608px, (min-width: 640px) 50vw, 100vw'
                  }
                  alt=""
                  className="size-full object-cover object-[65%_center] transition duration-700 group-hover:scale-[1.03]"
                />
                <span className="absolute inset-0 flex flex-col justify-end bg-gradient-to-t from-black/80 via-black/35 to-transparent p-5 text-white sm:p-7">
                  <span className="font-display text-2xl leading-tight font-semibold break-words sm:text-3xl">
                    {banner.title}
                  </span>
                  {banner.subtitle && (
                    <span className="mt-1 line-clamp-2 text-sm text-white/90 sm:text-base">
                      {banner.subtitle}
                    </span>
                  )}
                  <span
                    aria-hidden
                    className="mt-3 inline-flex items-center gap-2 text-xs font-semibold tracking-wider uppercase"
                  >
                    Shop now{' '}
                    <ArrowRight className="size-4 transition group-hover:translate-x-1" aria-hidden />
                  </span>
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
