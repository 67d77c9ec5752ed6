import type { Category } from '@vastra/contract/catalogue';
import { Shirt } from 'lucide-react';
import { Link } from 'react-router';
import { ResponsiveImage } from '../../../components/ResponsiveImage';
import { coverImageOf } from '../../../lib/category-tree';

/** The tiles' picture widths: at most half a phone, a third of a wider screen, 420 px at 1280. */
const TILE_SIZES = '(min-width: 1280px) 420px, (min-width: 768px) 33vw, 50vw';

/**
 * Columns for this many tiles, so no row is left with a gap: three in a row on a phone too (the
 * demo store's Men, Women and Kids), else two; on wider screens up to four.
 */
function gridColumns(count: number): string {
  const phone = count === 3 ? 'grid-cols-3' : 'grid-cols-2';
  const wide = count >= 4 ? 'md:grid-cols-4' : count === 3 ? 'md:grid-cols-3' : 'md:grid-cols-2';
  return `${phone} ${wide}`;
}

/** 'Shop by category' on the home page: every top-level category as a picture and its name. */
export function CategoryTiles({ categories }: { categories: Category[] }) {
  if (categories.length === 0) return null;
  const fewTiles = categories.length < 4;
  return (
    <section aria-labelledby="home-categories" className="pt-12">
      <h2 id="home-categories" className="mb-6 font-display text-3xl font-semibold">
        Shop by category
      </h2>
      <ul className={`grid gap-3 sm:gap-5 ${gridColumns(categories.length)}`}>
        {categories.map((category) => {
          const cover = coverImageOf(category);
          return (
            <li key={category.id}>
              <Link
                to={`/products/${category.slug}`}
                className={`group relative block aspect-[4/5] overflow-hidden rounded-lg bg-cream ${fewTiles ? 'md:aspect-[4/3]' : ''}`}
              >
                {cover ? (
                  <ResponsiveImage
                    picture={cover}
                    sizes={TILE_SIZES}
                    alt=""
                    className="size-full object-cover object-[65%_center] transition duration-700 group-hover:scale-[1.04]"
                  />
                ) : (
                  <span className="flex size-full items-center justify-center text-accent/50">
                    <Shirt className="size-14" strokeWidth={1} aria-hidden />
                  </span>
                )}
                <span className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-black/75 to-transparent px-3 pt-12 pb-3 text-sm font-semibold tracking-wide text-white sm:px-4 sm:pb-4 sm:text-lg">
                  {category.name}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
