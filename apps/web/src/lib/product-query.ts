import { useQuery } from '@tanstack/react-query';
import type { Product } from '@vastra/contract/catalogue';
import { ApiError, api } from './api';

/** An unknown id or slug stays unknown: only server and network failures are worth one more try. */
export function retryServerErrors(failureCount: number, error: Error): boolean {
  return failureCount < 1 && !(error instanceof ApiError && error.status < 500);
}

/** True when the API said the thing asked for does not exist (or the id cannot be one). */
export const isNotFound = (error: unknown) =>
  error instanceof ApiError && (error.status === 404 || error.status === 400);

/** One product with its images and variants, as it is sold now (the product page, an exchange's choices). */
export function useProduct(productId: string) {
  return useQuery({
    queryKey: ['product', productId],
    queryFn: ({ signal }) => api<Product>(`/products/${encodeURIComponent(productId)}`, { signal }),
    retry: retryServerErrors,
  });
}
