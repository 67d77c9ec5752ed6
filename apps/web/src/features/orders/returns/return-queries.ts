import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MyReturns, ReturnBody, ReturnRequest } from '@vastra/contract/returns';
import { api } from '../../../lib/api';
import { useAuthStore } from '../../../lib/auth-store';

/** GET /returns/mine: the signed-in shopper's return and exchange requests, newest first. */
export function useMyReturns() {
  const userId = useAuthStore((s) => s.user?.id);
  return useQuery({
    queryKey: ['returns', 'mine', userId ?? null],
    queryFn: async () => (await api<MyReturns>('/returns/mine')).returns,
    enabled: userId !== undefined,
  });
}

/**
 * POST /orders/{id}/returns. The shopper's requests and orders are loaded again, without waiting:
 * the page that sent the request moves on at once, before the fresh list says nothing is left.
 */
export function useRequestReturn(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReturnBody) =>
      api<ReturnRequest>(`/orders/${orderId}/returns`, { method: 'POST', body }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['returns', 'mine'] });
      void queryClient.invalidateQueries({ queryKey: ['orders', 'mine'] });
    },
  });
}
