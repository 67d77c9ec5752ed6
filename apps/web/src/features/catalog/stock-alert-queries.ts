import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { StockAlertAdded, StockAlertsOfProduct } from '@vastra/contract/stock-alerts';
import { api } from '../../lib/api';
import { useAuthStore } from '../../lib/auth-store';

const alertsKey = (userId: string | undefined, productId: string) => [
  'stock-alerts',
  userId ?? null,
  productId,
];

/** The variants of this product the signed-in shopper waits for (GET /products/{id}/notify); none for a guest. */
export function useStockAlerts(productId: string) {
  const userId = useAuthStore((s) => s.user?.id);
  return useQuery({
    queryKey: alertsKey(userId, productId),
    queryFn: () => api<StockAlertsOfProduct>(`/products/${productId}/notify`),
    enabled: userId !== undefined,
  });
}

/** Asks to be told when the variant is back, or forgets that; the alerts are read again after either. */
export function useStockAlertChange(productId: string) {
  const userId = useAuthStore((s) => s.user?.id);
  const queryClient = useQueryClient();
  const url = `/products/${productId}/notify`;
  return useMutation({
    mutationFn: ({ variantId, wanted }: { variantId: string; wanted: boolean }) =>
      wanted
        ? api<StockAlertAdded>(url, { method: 'POST', body: { variantId } })
        : api(`${url}?${new URLSearchParams({ variantId })}`, { method: 'DELETE' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: alertsKey(userId, productId) }),
  });
}
