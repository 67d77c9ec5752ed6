import { useQuery } from '@tanstack/react-query';
import type { StorePolicies } from '@vastra/contract/store-policies';
import { api } from '../../lib/api';

/** GET /store-policies: the shop's own facts the policy pages are written from. */
export function useStorePolicies() {
  return useQuery({
    queryKey: ['store-policies'],
    queryFn: ({ signal }) => api<StorePolicies>('/store-policies', { signal }),
  });
}
