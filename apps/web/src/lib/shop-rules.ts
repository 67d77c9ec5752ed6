import { useQuery } from '@tanstack/react-query';
import type { ShopperRules } from '@vastra/contract/settings';
import { api } from './api';

/**
 * GET /meta/shop-rules: the units one cart line may hold and the COD fee, kept a few minutes. Checkout
 * asks `fresh`, so the fee it shows is the one the order will be placed with (the server adds the
 * fee as it stands when the order is written).
 */
export function useShopRules(options: { fresh?: boolean } = {}) {
  return useQuery({
    queryKey: ['shop-rules'],
    queryFn: () => api<ShopperRules>('/meta/shop-rules'),
    staleTime: options.fresh ? 0 : 5 * 60_000,
  });
}
