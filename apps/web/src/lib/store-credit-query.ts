import { useQuery } from '@tanstack/react-query';
import type { StoreCredit } from '@vastra/contract/store-credit';
import { api } from './api';

/** Checkout spends from the same answer the account's Store credit page shows, under this key. */
export const storeCreditQueryKey = ['store-credit'] as const;

/** The signed-in customer's store credit: the balance and every entry, newest first. */
export function useStoreCredit({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: storeCreditQueryKey,
    queryFn: () => api<StoreCredit>('/store-credit'),
    enabled,
  });
}
