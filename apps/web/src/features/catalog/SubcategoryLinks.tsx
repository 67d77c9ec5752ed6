import type { Category } from '@vastra/contract/catalogue';
import { Link } from 'react-router';
import { ResponsiveImage } from '../../components/ResponsiveImage';
import { coverImageOf } from '../../lib/category-tree';

/**
 * 'Shop by Category': the subcategories in a row that scrolls sideways, as round pictures when
 * they have pictures, as chips when none does.
 */
export function SubcategoryLinks({ subCategories }: { subCategories: Category[] }) {
  const pictured = subCategories.some((sub) => coverImageOf(sub));
  return (
    <section aria-labelledby="shop-by-category" className="mb-10">
      <h2
        id="shop-by-category"
        className="mb-4 text-xs font-semibold tracking-[0.2em] text-neutral-500 uppercase"
      >
        Shop by Category
      </h2>
      <ul className="no-scrollbar -mx-4 flex gap-3 overflow-x-auto px-4 sm:mx-0 sm:flex-wrap sm:px-0">
        {subCategories.map((sub) => (
          <li key={sub.id} className="shrink-0">
            {pictured ? <PictureLink category={sub} /> : <ChipLink category={sub} />}
          </li>
        ))}
      </ul>
    </section>
  );
}

function ChipLink({ category }: { category: Category }) {
  return (
    <Link
      to={`/products/${category.slug}`}
      className="inline-flex h-10 items-center rounded-full border border-neutral-300 bg-white px-5 text-sm font-medium whitespace-nowrap transition hover:border-neutral-900 hover:bg-neutral-900 hover:text-white"
    >
      {category.name}
    </Link>
  );
}

function PictureLink({ category }: { category: Category }) {
  const cover = coverImageOf(category);
  return (
    <Link to={`/products/${category.slug}`} className="group flex w-20 flex-col items-center gap-2 sm:w-24">
      <span className="flex size-20 items-center justify-center overflow-hidden rounded-full bg-cream ring-1 ring-neutral-200 transition group-hover:ring-2 group-hover:ring-accent sm:size-24">
        {cover ? (
          <ResponsiveImage picture={cover} sizes="96px" alt="" className="size-full object-cover" />
        ) : (
          <span className="font-display text-3xl text-accent" aria-hidden>
            {category.name.charAt(0)}
          </span>
        )}
      </span>
      <span className="text-center text-xs leading-tight font-medium">{category.name}</span>
    </Link>
  );
}
