import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ShopSettings, ShopSettingsBody } from '@vastra/contract/settings';
import { api } from '../../../lib/api';

const settingsQueryKey = ['admin', 'settings'] as const;

/** GET /admin/settings: the shop's order rules. */
export function useShopSettings() {
  return useQuery({ queryKey: settingsQueryKey, queryFn: () => api<ShopSettings>('/admin/settings') });
}

/** PUT /admin/settings; the saved rules replace the cached ones. */
export function useSaveShopSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ShopSettingsBody) => api<ShopSettings>('/admin/settings', { method: 'PUT', body }),
    onSuccess: (saved) => queryClient.setQueryData(settingsQueryKey, saved),
  });
}
