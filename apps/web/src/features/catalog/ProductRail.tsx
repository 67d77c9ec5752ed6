import type { Product } from '@vastra/contract/catalogue';
import { useId } from 'react';
import { useShopActions } from '../../lib/use-shop-actions';
import { ProductCard } from './ProductCard';

/**
 * A titled row of product cards at the end of a page: it swipes sideways on a phone and becomes a grid
 * of three, then four, on wider screens. Nothing shows for no products.
 */
export function ProductRail({ title, products }: { title: string; products: Product[] }) {
  const headingId = useId();
  const { isInWishlist, toggleWishlist } = useShopActions();
  if (products.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="mt-14 border-t border-neutral-200 pt-10">
      <h2 id={headingId} className="mb-6 font-display text-3xl font-semibold">
        {title}
      </h2>
      <ul className="-mx-4 flex snap-x snap-mandatory scroll-px-4 gap-3 overflow-x-auto px-4 pb-2 sm:mx-0 sm:grid sm:grid-cols-3 sm:gap-5 sm:overflow-visible sm:px-0 lg:grid-cols-4">
        {products.map((product) => (
          <li key={product.id} className="w-[44%] shrink-0 snap-start sm:w-auto">
            <ProductCard
              product={product}
              wishlisted={isInWishlist(product.id)}
              onToggleWishlist={toggleWishlist}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
