import type { ShopSettings } from '@vastra/contract/settings';
import { conflict, type HttpError } from '../../lib/errors';
import { formatRupees } from '../../lib/money';

/**
 * A shop with no COD orders allowed is a 409. Otherwise the order's call (`place_order`, see
 * write-order.ts) locks the customer and checks their allowance of open cash-on-delivery orders.
 */
export function checkCodOffered(settings: ShopSettings): void {
  if (settings.codMaxOpenOrders === 0) {
    throw conflict('Cash on delivery is not available at the moment. Please pay online.');
  }
}

/**
 * When a COD order placed `now` is cancelled unless its shopper confirms it: null while the shop does
 * not ask for confirmation (off by default, when COD orders go on as SPEC.md says).
 */
export function codConfirmBy(settings: ShopSettings, now: Date): Date | null {
  if (settings.codConfirmation !== 'ON') return null;
  return new Date(now.getTime() + (settings.codConfirmationHours ?? 24) * 3_600_000);
}

/**
 * The 409 that says why the order statement refused one more cash-on-delivery order: the customer's
 * open COD orders are as many as the shop allows, or else their value with this cart's passed it.
 */
export function codRefusal(openOrders: number, settings: ShopSettings): HttpError {
  if (openOrders >= settings.codMaxOpenOrders) {
    const orderWord = openOrders === 1 ? 'order' : 'orders';
    return conflict(
      `You already have ${openOrders} cash on delivery ${orderWord} on the way. Please pay online for this one, or wait until one is delivered.`,
    );
  }
  return conflict(
    `Cash on delivery is available for up to ${formatRupees(settings.codMaxOpenValue)} in open orders. Please pay online for this order.`,
  );
}
