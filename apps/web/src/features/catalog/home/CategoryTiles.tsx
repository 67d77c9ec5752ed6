import type { Category } from '@vastra/contract/catalogue';
import { Shirt } from 'lucide-react';
import { Link } from 'react-router';
import { ResponsiveImage } from '../../../components/ResponsiveImage';
import { coverImageOf } from '../../../lib/category-tree';

/** The tiles' picture widths: half a phone, a third of a tablet, at most a quarter of 1280 px. */
const TILE_SIZES = '(min-width: 1280px) 300px, (min-width: 768px) 25vw, 50vw';

/** 'Shop by category' on the home page: every top-level category as a picture and its name. */
export function CategoryTiles({ categories }: { categories: Category[] }) {
  if (categories.length === 0) return null;
  return (
    <section aria-labelledby="home-categories" className="pt-12">
      <h2 id="home-categories" className="mb-6 font-display text-3xl font-semibold">
        Shop by category
      </h2>
      <ul className="grid grid-cols-2 gap-3 sm:gap-5 md:grid-cols-4">
        {categories.map((category) => {
          const cover = coverImageOf(category);
          return (
            <li key={category.id}>
              <Link
                to={`/products/${category.slug}`}
                className="group relative block aspect-[4/5] overflow-hidden rounded-lg bg-cream"
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
                <span className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-black/75 to-transparent px-4 pt-12 pb-4 text-lg font-semibold tracking-wide text-white">
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
