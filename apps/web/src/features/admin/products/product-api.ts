import { useInfiniteQuery } from '@tanstack/react-query';
import type { Product, ProductPage, ProductStatus } from '@vastra/contract/catalogue';
import { api } from '../../../lib/api';
import { uploadWithProgress } from '../../../lib/upload';

export const adminProductsQueryKey = ['admin', 'products'] as const;

const PRODUCTS_PER_PAGE = 100;

/**
 * The admin list, drafts included, newest first: page 1 with limit 100 (docs/product.md §7), then further
 * pages of 100 on request, so a catalogue larger than one page stays reachable. A search term is looked
 * up by the server across the whole catalogue (GET /admin/products?q=, best match first), never only in
 * the pages loaded; a status shows only drafts or only products on sale.
 */
export function useAdminProducts(term = '', status: ProductStatus | '' = '') {
  const search = `${term ? `&q=${encodeURIComponent(term)}` : ''}${status ? `&status=${status}` : ''}`;
  return useInfiniteQuery({
    queryKey: [...adminProductsQueryKey, term, status],
    queryFn: ({ pageParam }) =>
      api<ProductPage>(`/admin/products?page=${pageParam}&limit=${PRODUCTS_PER_PAGE}${search}`),
    initialPageParam: 1,
    getNextPageParam: ({ pagination }) =>
      pagination.page < pagination.totalPages ? pagination.page + 1 : undefined,
  });
}

/** POST /products to create, PUT /products/{id} to edit, reporting upload progress. */
export function saveProduct(
  form: FormData,
  productId: string | null,
  onProgress: (fraction: number) => void,
) {
  return productId
    ? uploadWithProgress<{ message: string; product: Product }>(
        'PUT',
        `/products/${productId}`,
        form,
        onProgress,
      )
    : uploadWithProgress<{ message: string; product: Product }>('POST', '/products', form, onProgress);
}

export function deleteProduct(productId: string) {
  return api<{ message: string }>(`/products/${productId}`, { method: 'DELETE' });
}
