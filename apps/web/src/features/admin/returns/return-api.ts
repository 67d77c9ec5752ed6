import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminOrderPage } from '@vastra/contract/orders';
import type {
  AdminReturnPage,
  ReturnRequest,
  ReturnStatus,
  ReturnStatusBody,
} from '@vastra/contract/returns';
import { api } from '../../../lib/api';

/** PUT /returns/{id}/status's body; an approval may book a reverse pickup with the courier. */
export type ReturnStatusChange = ReturnStatusBody & { pickup?: boolean };

const adminReturnsKey = ['admin', 'returns'] as const;
export const RETURNS_PER_PAGE = 20;

/** GET /returns: every customer's requests, newest first, 20 a page, optionally of one status. */
export function useAdminReturns(status: ReturnStatus | '', page: number) {
  return useQuery({
    queryKey: [...adminReturnsKey, status, page],
    queryFn: () => {
      const query = new URLSearchParams({ page: String(page), limit: String(RETURNS_PER_PAGE) });
      if (status) query.set('status', status);
      return api<AdminReturnPage>(`/returns?${query}`);
    },
    placeholderData: keepPreviousData,
  });
}

/** The order a request belongs to, found by its whole id through the admin order search. */
export function useOrderOfReturn(orderId: string) {
  return useQuery({
    queryKey: ['admin', 'orders', 'by-id', orderId],
    queryFn: async () => {
      const { orders } = await api<AdminOrderPage>(`/orders/all?q=${orderId}&limit=1`);
      return orders.find((order) => order.id === orderId) ?? null;
    },
  });
}

/** PUT /returns/{id}/status; the list is loaded again (the request moved, maybe out of the filter). */
export function useChangeReturnStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: ReturnStatusChange }) =>
      api<{ return: ReturnRequest }>(`/returns/${id}/status`, { method: 'PUT', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminReturnsKey }),
  });
}
