import { Shirt } from 'lucide-react';
import { Link } from 'react-router';
import { coverImageOf, useCategories } from '../lib/category-tree';
import { slugify } from '../lib/format';
import { ResponsiveImage } from './ResponsiveImage';

/**
 * 'Popular Categories': the top-level categories with a picture (or a placeholder) each. A search
 * that found nothing (the overlay's and the search page's) offers them under a title of its own.
 * `onPick` runs as one is chosen (the overlay closes).
 */
export function PopularCategories({
  onPick,
  title = 'Popular Categories',
}: {
  onPick?(): void;
  title?: string;
}) {
  const { data: categories = [] } = useCategories();
  return (
    <section aria-labelledby="popular-categories-title">
      <h2
        id="popular-categories-title"
        className="mb-4 text-xs font-semibold tracking-[0.2em] text-neutral-500 uppercase"
      >
        {title}
      </h2>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        {categories.map((category) => {
          const cover = coverImageOf(category);
          return (
            <li key={category.id}>
              <Link
                to={`/products/${slugify(category.name)}`}
                onClick={onPick}
                className="group relative block aspect-[4/5] overflow-hidden rounded-xl bg-cream"
              >
                {cover ? (
                  <ResponsiveImage
                    picture={cover}
                    sizes="(min-width: 640px) 240px, 50vw"
                    alt=""
                    className="size-full object-cover object-[70%_center] transition duration-500 group-hover:scale-105"
                  />
                ) : (
                  <span className="flex size-full items-center justify-center text-accent/60">
                    <Shirt className="size-12" strokeWidth={1} aria-hidden />
                  </span>
                )}
                <span className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-black/70 to-transparent p-3 pt-10 font-display text-xl font-semibold text-white">
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
