import { useQuery } from '@tanstack/react-query';
import type { Product } from '@vastra/contract/catalogue';
import { api } from '../../lib/api';
import { ProductRail } from './ProductRail';

/** "Similar products" under the product page's reviews, from GET /products/{id}/similar. */
export function SimilarProducts({ productId }: { productId: string }) {
  const similar = useQuery({
    queryKey: ['similar-products', productId],
    queryFn: () => api<Product[]>(`/products/${encodeURIComponent(productId)}/similar?limit=8`),
  });
  return <ProductRail title="Similar products" products={similar.data ?? []} />;
}
