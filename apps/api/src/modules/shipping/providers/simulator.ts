import { createHmac, timingSafeEqual } from 'node:crypto';
import { shipmentStatus } from '@vastra/contract/shipping';
import { z } from 'zod';
import { unauthorized } from '../../../lib/errors';
import type { ShippingProvider, TrackingNotice } from '../shipping-provider';

export const SIMULATED_COURIER = 'Simulated Courier';
export const SIMULATOR_SIGNATURE_HEADER = 'x-simulator-signature';

/** The simulator's webhook key, made from the app's JWT secret so that no setting of its own is needed. */
function webhookKey(jwtSecret: string): Buffer {
  return createHmac('sha256', jwtSecret).update('shipping-simulator-webhook').digest();
}

/** HMAC-SHA256 of a webhook's raw body, hex: what `x-simulator-signature` must carry. */
export function simulatorSignature(jwtSecret: string, rawBody: Buffer | string): string {
  return createHmac('sha256', webhookKey(jwtSecret)).update(rawBody).digest('hex');
}

const webhookBody = z.object({
  events: z
    .array(
      z.object({
        awb: z.string().min(1),
        eventId: z.string().min(1).max(200),
        status: shipmentStatus,
        at: z.iso.datetime({ offset: true }),
        location: z.string().max(200).nullable().default(null),
        description: z.string().max(500).default(''),
      }),
    )
    .min(1)
    .max(100),
});

/** An AWB of the simulator's: SIM (R for a reverse pickup) and the first 12 hex digits of our id. */
const simulatedAwb = (prefix: string, id: string) =>
  `${prefix}${id.replaceAll('-', '').slice(0, 12).toUpperCase()}`;

/**
 * A stand-in courier for demos and tests (SHIPPING_PROVIDER=simulator): it books every parcel with
 * an AWB made from the order's id (booking an order twice is one AWB), and its page under
 * /shipping/simulator/{awb} pushes any tracking event. Its webhook takes JSON events signed with
 * HMAC-SHA256 over the raw body (docs/api.md "Delivery").
 */
export function createShippingSimulator(publicUrl: string, jwtSecret: string): ShippingProvider {
  const trackingUrl = (awb: string) => `${publicUrl}/api/shipping/simulator/${awb}`;
  return {
    name: 'simulator',
    booksParcels: true,
    pushesEvents: true,
    asksCourier: false,
    async serviceability() {
      return null;
    },
    async book(parcel) {
      const awb = simulatedAwb('SIM', parcel.orderId);
      return { courier: SIMULATED_COURIER, awb, trackingUrl: trackingUrl(awb), providerRef: null };
    },
    async bookReturnPickup(parcel) {
      const awb = simulatedAwb('SIMR', parcel.returnId);
      return { courier: SIMULATED_COURIER, awb, trackingUrl: trackingUrl(awb), providerRef: null };
    },
    async track() {
      return [];
    },
    async resolveFailedDelivery() {},
    readWebhook(headers, rawBody) {
      const sent = headers[SIMULATOR_SIGNATURE_HEADER];
      const expected = Buffer.from(simulatorSignature(jwtSecret, rawBody));
      if (typeof sent !== 'string' || sent.length !== expected.length)
        throw unauthorized('Invalid signature.');
      if (!timingSafeEqual(Buffer.from(sent), expected)) throw unauthorized('Invalid signature.');
      let parsed: unknown;
      try {
        parsed = JSON.parse(rawBody.toString('utf8'));
      } catch {
        throw unauthorized('The webhook body is not JSON.');
      }
      const body = webhookBody.safeParse(parsed);
      if (!body.success) throw unauthorized('The webhook body is not a list of tracking events.');
      return body.data.events.map((event): TrackingNotice => ({ ...event, at: new Date(event.at) }));
    },
  };
}
