import { useShopRules } from './shop-rules';

/**
 * The shop's per-item limit (units of one variant in one cart line), from GET /meta/shop-rules;
 * undefined until it has loaded or when it cannot be, and then the stock alone caps a quantity
 * (the server still refuses more, with its sentence).
 */
export function usePerItemLimit(): number | undefined {
  return useShopRules().data?.maxQuantityPerLine;
}
