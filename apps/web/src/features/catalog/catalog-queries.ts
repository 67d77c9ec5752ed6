import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { ProductPage } from '@vastra/contract/catalogue';
import { api } from '../../lib/api';
import { retryServerErrors } from '../../lib/product-query';

/** `params` with a page of `limit` products asked for. */
function pageOf(params: URLSearchParams, page: number, limit: number): string {
  const paged = new URLSearchParams(params);
  paged.set('page', String(page));
  paged.set('limit', String(limit));
  return paged.toString();
}

/**
 * A product list (a category's, or the search results) with its filters and sort, page by page.
 * While other filters load, the products already shown stay on screen.
 */
export function useProductListing<T extends ProductPage>(
  path: string,
  params: URLSearchParams,
  pageSize: number,
) {
  return useInfiniteQuery({
    queryKey: ['product-listing', path, params.toString()],
    queryFn: ({ pageParam, signal }) => api<T>(`${path}?${pageOf(params, pageParam, pageSize)}`, { signal }),
    initialPageParam: 1,
    getNextPageParam: ({ pagination }) =>
      pagination.page < pagination.totalPages ? pagination.page + 1 : undefined,
    placeholderData: keepPreviousData,
    retry: retryServerErrors,
  });
}

/** How many products (and which facets) a list would have with these filters, before applying them. */
export function useListingPreview(path: string, params: URLSearchParams, enabled: boolean) {
  return useQuery({
    queryKey: ['product-listing-preview', path, params.toString()],
    queryFn: ({ signal }) => api<ProductPage>(`${path}?${pageOf(params, 1, 1)}`, { signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}
