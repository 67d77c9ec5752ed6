import type { Category } from '@vastra/contract/catalogue';
import { ProductRail } from '../ProductRail';
import { CategoryTiles } from './CategoryTiles';
import { HomeBanners } from './HomeBanners';
import { useHomeBanners, useHomeRail } from './home-queries';

/**
 * What the landing view shows below its slideshow, so the home page sells: every top-level
 * category, the newest products in stock, the shop's banners and the largest discounts in stock.
 * Drawn with the page on the server, so nothing is asked for again once it comes alive.
 */
export function HomeSections({ categories }: { categories: Category[] }) {
  const newArrivals = useHomeRail('newArrivals');
  const deals = useHomeRail('deals');
  const banners = useHomeBanners();
  return (
    <div className="mx-auto max-w-7xl px-4 pb-28 sm:px-6">
      <CategoryTiles categories={categories} />
      <ProductRail title="New arrivals" products={newArrivals.data ?? []} />
      <HomeBanners banners={banners.data ?? []} />
      <ProductRail title="Deals" products={deals.data ?? []} />
    </div>
  );
}
