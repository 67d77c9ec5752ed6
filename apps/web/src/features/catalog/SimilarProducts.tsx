import { useQuery } from '@tanstack/react-query';
import type { Product } from '@vastra/contract/catalogue';
import { useId } from 'react';
import { api } from '../../lib/api';
import { useShopActions } from '../../lib/use-shop-actions';
import { ProductCard } from './ProductCard';

/**
 * "Similar products" under the product page's reviews, from GET /products/{id}/similar: a row that
 * swipes sideways on a phone and a grid of four on a wide screen. Nothing shows until there are some.
 */
export function SimilarProducts({ productId }: { productId: string }) {
  const headingId = useId();
  const similar = useQuery({
    queryKey: ['similar-products', productId],
    queryFn: () => api<Product[]>(`/products/${encodeURIComponent(productId)}/similar?limit=8`),
  });
  const { isInWishlist, toggleWishlist } = useShopActions();
  const products = similar.data ?? [];
  if (products.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="mt-14 border-t border-neutral-200 pt-10">
      <h2 id={headingId} className="mb-6 font-display text-3xl font-semibold">
        Similar products
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
