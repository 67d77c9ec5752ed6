import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OrderResponse, ShipmentAttention } from '@vastra/contract/orders';
import type {
  BulkShipmentBody,
  BulkShipmentResults,
  DeliveryRules,
  Manifest,
  NdrBody,
  ShipmentBody,
  ShipmentEventBody,
} from '@vastra/contract/shipping';
import { api } from '../../../lib/api';

const shipmentsKey = ['admin', 'shipments'] as const;
const deliveryRulesKey = ['admin', 'delivery-rules'] as const;

/** Anything that moves a parcel changes the orders list, the dashboard and the shipping screens. */
function useAfterShipmentChange() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ['admin', 'orders'] }),
      queryClient.invalidateQueries({ queryKey: ['admin', 'dashboard'] }),
      queryClient.invalidateQueries({ queryKey: shipmentsKey }),
    ]);
}

/** A change to one order's parcel. */
function useShipmentChange<Body>(call: (orderId: string, body: Body) => Promise<unknown>) {
  const onSuccess = useAfterShipmentChange();
  return useMutation({
    mutationFn: ({ orderId, body }: { orderId: string; body: Body }) => call(orderId, body),
    onSuccess,
  });
}

/** POST /orders/{id}/shipment: books the parcel with the shop's provider and marks the order SHIPPED. */
export const useBookShipment = () =>
  useShipmentChange((orderId, body: ShipmentBody) =>
    api<OrderResponse>(`/orders/${orderId}/shipment`, { method: 'POST', body }),
  );

/** PUT /orders/{id}/shipment/ndr: after a failed attempt, try again or bring the parcel back. */
export const useFailedDeliveryAction = () =>
  useShipmentChange((orderId, body: NdrBody) =>
    api(`/orders/${orderId}/shipment/ndr`, { method: 'PUT', body }),
  );

/** POST /orders/{id}/shipment/events: what the shop that ships itself records by hand. */
export const useAddShipmentEvent = () =>
  useShipmentChange((orderId, body: ShipmentEventBody) =>
    api(`/orders/${orderId}/shipment/events`, { method: 'POST', body }),
  );

/** POST /admin/shipments: several orders booked at once, each with its own outcome. */
export function useBulkShipment() {
  const onSuccess = useAfterShipmentChange();
  return useMutation({
    mutationFn: (body: BulkShipmentBody) =>
      api<BulkShipmentResults>('/admin/shipments', { method: 'POST', body }),
    onSuccess,
  });
}

/** GET /admin/shipments/manifest?date=: the parcels booked that day, for the courier's pickup. */
export function useManifest(date: string) {
  return useQuery({
    queryKey: [...shipmentsKey, 'manifest', date],
    queryFn: () => api<Manifest>(`/admin/shipments/manifest?date=${date}`),
  });
}

/** GET /admin/shipments/attention: failed deliveries, and pending orders without a phone to call. */
export function useNeedsAttention() {
  return useQuery({
    queryKey: [...shipmentsKey, 'attention'],
    queryFn: () => api<ShipmentAttention>('/admin/shipments/attention'),
  });
}

/** GET /admin/delivery-rules: where the shop delivers, takes cash, and how many days it takes. */
export function useDeliveryRules() {
  return useQuery({ queryKey: deliveryRulesKey, queryFn: () => api<DeliveryRules>('/admin/delivery-rules') });
}

/** PUT /admin/delivery-rules; the saved rules replace the cached ones, and every pincode's answer. */
export function useSaveDeliveryRules() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DeliveryRules) => api<DeliveryRules>('/admin/delivery-rules', { method: 'PUT', body }),
    onSuccess: (saved) => {
      queryClient.setQueryData(deliveryRulesKey, saved);
      return queryClient.invalidateQueries({ queryKey: ['delivery-check'] });
    },
  });
}

/** The PDFs the back office opens to print. */
export const labelPath = (orderId: string) => `/orders/${orderId}/shipment/label`;
export const packingSlipPath = (orderId: string) => `/orders/${orderId}/shipment/packing-slip`;
export const manifestPdfPath = (date: string) => `/admin/shipments/manifest.pdf?date=${date}`;
