import { useQuery } from '@tanstack/react-query';
import type { Product } from '@vastra/contract/catalogue';
import { api } from '../../lib/api';
import { useNearScreen } from '../../lib/use-near-screen';
import { ProductRail } from './ProductRail';

/**
 * "Similar products" under the product page's reviews, from GET /products/{id}/similar, asked for
 * once the shopper scrolls near them: the page the server drew comes alive asking for nothing.
 */
export function SimilarProducts({ productId }: { productId: string }) {
  const [near, nearRef] = useNearScreen();
  const similar = useQuery({
    queryKey: ['similar-products', productId],
    queryFn: () => api<Product[]>(`/products/${encodeURIComponent(productId)}/similar?limit=8`),
    enabled: near,
  });
  const products = similar.data ?? [];
  if (products.length === 0) return <div ref={nearRef} aria-hidden />;
  return <ProductRail title="Similar products" products={products} />;
}
