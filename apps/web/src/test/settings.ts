// The shop's rules as GET /admin/settings answers them on a new shop, for tests.
import type { ShopSettings } from '@vastra/contract/settings';

/** A new shop's settings, with what a test says in place of the defaults. */
export function shopSettings(facts: Partial<ShopSettings> = {}): ShopSettings {
  return {
    codMaxOpenOrders: 5,
    codMaxOpenValue: '50000.00',
    maxQuantityPerLine: 50,
    onlineMaxUnpaidOrders: 3,
    onlineMaxHeldUnits: 10,
    apparelThreshold: '2500.00',
    apparelRateUpTo: 5,
    apparelRateAbove: 18,
    returnWindowDays: 15,
    codFee: '0.00',
    ...facts,
  };
}
