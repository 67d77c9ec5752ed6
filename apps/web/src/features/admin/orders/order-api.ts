import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AdminOrderPage, DeliveryStatus, OrderResponse } from '@vastra/contract/orders';
import { api } from '../../../lib/api';

export const adminOrdersQueryKey = ['admin', 'orders'] as const;
export const ORDERS_PER_PAGE = 20;

/** GET /orders/all: every shopper's orders, newest first, 20 a page, optionally one status only. */
export function useAdminOrders(status: DeliveryStatus | '', page: number) {
  return useQuery({
    queryKey: [...adminOrdersQueryKey, status, page],
    queryFn: () => {
      const query = new URLSearchParams({ page: String(page), limit: String(ORDERS_PER_PAGE) });
      if (status) query.set('status', status);
      return api<AdminOrderPage>(`/orders/all?${query}`);
    },
    placeholderData: keepPreviousData,
  });
}

export function updateOrderStatus(orderId: string, deliveryStatus: DeliveryStatus) {
  return api<OrderResponse>(`/orders/${orderId}/status`, { method: 'PUT', body: { deliveryStatus } });
}
