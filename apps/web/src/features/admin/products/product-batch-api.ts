import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  ProductBatchBody,
  ProductBatchResponse,
  VariantStockResponse,
} from '@vastra/contract/product-batch';
import { api } from '../../../lib/api';
import { categoriesQueryKey } from '../../../lib/category-tree';
import { adminProductsQueryKey } from './product-api';

/** POST /admin/products/bulk; the list and the category counts are read again once it is done. */
export function useProductBatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProductBatchBody) =>
      api<ProductBatchResponse>('/admin/products/bulk', { method: 'POST', body }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminProductsQueryKey }),
        queryClient.invalidateQueries({ queryKey: categoriesQueryKey }),
      ]),
  });
}

/**
 * PUT /admin/variants/{id}/stock with the stock the admin saw; the list is read again either way,
 * so after a 409 it shows the stock the variant has now.
 */
export function useVariantStock(variantId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ stock, was }: { stock: number; was: number }) =>
      api<VariantStockResponse>(`/admin/variants/${variantId}/stock`, {
        method: 'PUT',
        body: { stock, was },
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminProductsQueryKey }),
  });
}
