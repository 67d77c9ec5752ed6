import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { CategoryProductPage, Product } from '@vastra/contract/catalogue';
import { ApiError, api } from '../../lib/api';

/** SPEC.md §9: category lists come 20 products a page. */
export const CATEGORY_PAGE_SIZE = 20;

/** An unknown id or slug stays unknown: only server and network failures are worth one more try. */
function retryServerErrors(failureCount: number, error: Error): boolean {
  return failureCount < 1 && !(error instanceof ApiError && error.status < 500);
}

/** True when the API said the thing asked for does not exist (or the id cannot be one). */
export const isNotFound = (error: unknown) =>
  error instanceof ApiError && (error.status === 404 || error.status === 400);

/** A category's products page by page, with the category itself and its breadcrumb. */
export function useCategoryProducts(slug: string) {
  return useInfiniteQuery({
    queryKey: ['category-products', slug],
    queryFn: ({ pageParam, signal }) =>
      api<CategoryProductPage>(
        `/products/category/${encodeURIComponent(slug)}?page=${pageParam}&limit=${CATEGORY_PAGE_SIZE}`,
        { signal },
      ),
    initialPageParam: 1,
    getNextPageParam: ({ pagination }) =>
      pagination.page < pagination.totalPages ? pagination.page + 1 : undefined,
    retry: retryServerErrors,
  });
}

/** One product with its images and variants. */
export function useProduct(productId: string) {
  return useQuery({
    queryKey: ['product', productId],
    queryFn: ({ signal }) => api<Product>(`/products/${encodeURIComponent(productId)}`, { signal }),
    retry: retryServerErrors,
  });
}
