import { badRequest, unauthorized } from '../../../lib/errors';
import type { ShippingProvider } from '../shipping-provider';

export const MANUAL_PICKUP_REFUSED =
  'Reverse pickups are booked through a courier service: arrange the pickup with your courier yourself, then approve the return without a pickup.';

/**
 * The shop ships itself (SHIPPING_PROVIDER=manual, the default): the admin types the courier and the
 * AWB, the shop's own delivery rules answer serviceability, and tracking is recorded by hand.
 */
export function createManualProvider(): ShippingProvider {
  return {
    name: 'manual',
    booksParcels: false,
    pushesEvents: false,
    asksCourier: false,
    async serviceability() {
      return null;
    },
    async book(_parcel, typed) {
      const errors: Record<string, string> = {};
      if (!typed.courier) errors.courier = 'Courier is required.';
      if (!typed.awb) errors.awb = 'AWB is required.';
      if (!typed.courier || !typed.awb) {
        throw badRequest(Object.values(errors).join(' '), errors);
      }
      return { courier: typed.courier, awb: typed.awb, trackingUrl: null, providerRef: null };
    },
    async bookReturnPickup() {
      throw badRequest(MANUAL_PICKUP_REFUSED, { pickup: MANUAL_PICKUP_REFUSED });
    },
    async track() {
      return [];
    },
    // The shop speaks to its own courier: nothing to send anywhere.
    async resolveFailedDelivery() {},
    readWebhook() {
      throw unauthorized('Manual shipping takes no tracking webhooks.');
    },
  };
}
