import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { OrderBatchStatusResponse } from '@vastra/contract/order-batch';
import type { AdminOrderPage, DeliveryStatus, OrderResponse } from '@vastra/contract/orders';
import { api } from '../../../lib/api';

export const adminOrdersQueryKey = ['admin', 'orders'] as const;
export const ORDERS_PER_PAGE = 20;

/** The list's filters: a delivery status ('' for all) and words to find. */
export interface OrderFilters {
  status: DeliveryStatus | '';
  q: string;
}

/** The filters as query parameters, the same for the list and the CSV export. */
export function filterQuery({ status, q }: OrderFilters): URLSearchParams {
  const query = new URLSearchParams();
  if (status) query.set('status', status);
  if (q.trim()) query.set('q', q.trim());
  return query;
}

/**
 * GET /orders/all: every shopper's orders, newest first, 20 a page, optionally one status only and
 * those whose number, customer, email or phone has the words.
 */
export function useAdminOrders(filters: OrderFilters, page: number) {
  return useQuery({
    queryKey: [...adminOrdersQueryKey, filters.status, filters.q.trim(), page],
    queryFn: () => {
      const query = filterQuery(filters);
      query.set('page', String(page));
      query.set('limit', String(ORDERS_PER_PAGE));
      return api<AdminOrderPage>(`/orders/all?${query}`);
    },
    placeholderData: keepPreviousData,
  });
}

/** GET /orders/export.csv with the list's filters (downloaded as the file the server names). */
export const exportPath = (filters: OrderFilters) => `/orders/export.csv?${filterQuery(filters)}`;

export function updateOrderStatus(orderId: string, deliveryStatus: DeliveryStatus) {
  return api<OrderResponse>(`/orders/${orderId}/status`, { method: 'PUT', body: { deliveryStatus } });
}

/** POST /admin/orders/bulk-status: each order set as PUT /orders/{id}/status sets it; the results say how. */
export function updateOrderStatuses(orderIds: string[], deliveryStatus: DeliveryStatus) {
  return api<OrderBatchStatusResponse>('/admin/orders/bulk-status', {
    method: 'POST',
    body: { orderIds, deliveryStatus },
  });
}
