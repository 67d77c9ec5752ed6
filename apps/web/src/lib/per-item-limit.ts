import { useQuery } from '@tanstack/react-query';
import type { ShopperRules } from '@vastra/contract/settings';
import { api } from './api';

/**
 * The shop's per-item limit (units of one variant in one cart line), from GET /meta/shop-rules;
 * undefined until it has loaded or when it cannot be, and then the stock alone caps a quantity
 * (the server still refuses more, with its sentence).
 */
export function usePerItemLimit(): number | undefined {
  const { data } = useQuery({
    queryKey: ['shop-rules'],
    queryFn: () => api<ShopperRules>('/meta/shop-rules'),
    staleTime: 5 * 60_000,
  });
  return data?.maxQuantityPerLine;
}
