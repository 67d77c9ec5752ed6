import { ArrowRight } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { NotFoundPage } from '../../components/NotFoundPage';
import { PageSpinner } from '../../components/Spinner';
import { findCategoryBySlug, useCategories } from '../../lib/category-tree';
import { useShopHeader } from '../../lib/shop-header';
import { usePageTitle } from '../../lib/use-page-title';
import { HeroSlideshow } from './HeroSlideshow';
import { HomeSections } from './home/HomeSections';

/**
 * /{categorySlug}: the category's landing view, a full-screen slideshow of its images and videos
 * that cross-fade as the shopper scrolls, with a way into the category's products; below it, what
 * the shop sells (home/HomeSections.tsx).
 */
export function CategoryHeroPage({ slug: defaultSlug = 'clothing' }: { slug?: string }) {
  const slug = useParams().categorySlug ?? defaultSlug;
  const { data: categories, isPending, isError } = useCategories();
  const category = categories && findCategoryBySlug(categories, slug);
  const media = category?.uploads ?? [];
  const setOverHero = useShopHeader((s) => s.setOverHero);
  usePageTitle(category?.name);

  // Transparent while the slideshow lies under the header; solid again over what follows it.
  const [heroUnderHeader, setHeroUnderHeader] = useState(true);
  const showingMedia = media.length > 0;
  useEffect(() => {
    setOverHero(showingMedia && heroUnderHeader);
    return () => setOverHero(false);
  }, [showingMedia, heroUnderHeader, setOverHero]);

  if (isPending) {
    // A screen tall, so the footer is out of sight until the slideshow takes this place.
    return (
      <main className="min-h-screen pt-16">
        <PageSpinner />
      </main>
    );
  }
  if (isError) {
    return (
      <main className="flex min-h-[60vh] items-center justify-center px-4 pt-24">
        <p className="text-neutral-600">Failed to load categories.</p>
      </main>
    );
  }
  if (!category) return <NotFoundPage />;

  if (!showingMedia) {
    return (
      <main>
        <div className="mx-auto flex min-h-[70vh] max-w-3xl flex-col items-center justify-center gap-5 px-4 pt-24 text-center">
          <p className="text-xs font-semibold tracking-[0.3em] text-amber-700 uppercase">{category.name}</p>
          <h1 className="font-display text-4xl font-semibold sm:text-5xl">Explore Our Collection</h1>
          <p className="text-neutral-600">No media for this category yet.</p>
          <Link
            to={`/products/${slug}`}
            className="inline-flex items-center gap-2 rounded-full bg-neutral-900 px-7 py-3.5 text-sm font-semibold tracking-wider text-white uppercase"
          >
            Shop Now <ArrowRight className="size-4" aria-hidden />
          </Link>
        </div>
        <HomeSections categories={categories} />
      </main>
    );
  }

  return (
    <main>
      <HeroSlideshow key={category.id} media={media} onUnderHeader={setHeroUnderHeader}>
        {/* Along the bottom edge, so it leaves the middle of the picture (and any text in it) clear. */}
        <div className="pointer-events-none absolute inset-x-0 bottom-0 bg-gradient-to-t from-black/75 via-black/35 to-transparent px-6 pt-24 pb-28 sm:px-12 sm:pb-32 lg:px-16">
          <div className="mx-auto flex max-w-7xl flex-col gap-5 text-white [text-shadow:0_1px_12px_rgb(0_0_0/0.45)] md:flex-row md:items-end md:justify-between md:gap-10">
            <div className="min-w-0">
              <p className="text-xs font-semibold tracking-[0.35em] text-white/75 uppercase">
                {category.name}
              </p>
              <h1 className="mt-2 font-display text-4xl leading-tight font-semibold sm:text-5xl lg:text-6xl">
                Explore Our Collection
              </h1>
            </div>
            <div className="flex flex-col items-start gap-5 md:max-w-sm md:items-end md:text-right">
              {category.description && (
                <p className="line-clamp-2 text-sm text-white/80 sm:text-base">{category.description}</p>
              )}
              <Link
                to={`/products/${slug}`}
                className="pointer-events-auto inline-flex shrink-0 items-center gap-2 rounded-full bg-white px-7 py-3.5 [text-shadow:none] text-sm font-semibold tracking-wider text-neutral-900 uppercase shadow-lg transition hover:gap-3 hover:bg-cream"
              >
                Shop Now <ArrowRight className="size-4" aria-hidden />
              </Link>
            </div>
          </div>
        </div>
      </HeroSlideshow>
      <HomeSections categories={categories} />
    </main>
  );
}
