import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OrderCanceled, OrderList } from '@vastra/contract/orders';
import toast from 'react-hot-toast';
import { api, errorMessage } from '../../lib/api';
import { useAuthStore } from '../../lib/auth-store';

const myOrdersKey = (userId: string | undefined) => ['orders', 'mine', userId ?? null] as const;

/** GET /orders/my-orders: the signed-in shopper's orders, newest first. */
export function useMyOrders() {
  const userId = useAuthStore((s) => s.user?.id);
  return useQuery({
    queryKey: myOrdersKey(userId),
    queryFn: async () => (await api<OrderList>('/orders/my-orders')).orders,
    enabled: userId !== undefined,
  });
}

/** PUT /orders/{id}/cancel, then the list is loaded again (stock and status changed on the server). */
export function useCancelOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (orderId: string) => api<OrderCanceled>(`/orders/${orderId}/cancel`, { method: 'PUT' }),
    onSuccess: () => toast.success('Order canceled successfully.'),
    onError: (error) => toast.error(errorMessage(error, 'Failed to cancel order.')),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['orders', 'mine'] }),
  });
}
