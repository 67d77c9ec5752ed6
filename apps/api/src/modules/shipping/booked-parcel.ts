import type { ShippingProviderName } from '@vastra/contract/shipping';
import type { Tx } from '../../db/client';
import { shipmentEvents, shipments } from '../../db/schema/shipping';
import type { Booking, Parcel } from './shipping-provider';

/** Which parcel a booking is: an order's to the shopper, or a return's pickup back to the shop. */
export type ParcelOf =
  | { orderId: string; kind: 'FORWARD' }
  | { orderId: string; kind: 'RETURN'; returnId: string };

/**
 * Keeps a parcel the provider booked, with its first event (booked, with whom and under which AWB):
 * the same row and event for a forward parcel and a reverse pickup.
 */
export async function keepBookedParcel(
  tx: Tx,
  of: ParcelOf,
  provider: ShippingProviderName,
  booking: Booking,
  size: Pick<Parcel, 'weightGrams' | 'dimensionsCm'>,
  now: Date,
): Promise<void> {
  const [shipment] = await tx
    .insert(shipments)
    .values({
      ...of,
      provider,
      courier: booking.courier,
      awb: booking.awb,
      status: 'BOOKED',
      statusAt: now,
      providerRef: booking.providerRef,
      trackingUrl: booking.trackingUrl,
      weightGrams: size.weightGrams,
      lengthCm: size.dimensionsCm.length,
      breadthCm: size.dimensionsCm.breadth,
      heightCm: size.dimensionsCm.height,
      bookedAt: now,
    })
    .returning({ id: shipments.id });
  await tx.insert(shipmentEvents).values({
    shipmentId: shipment?.id as string,
    eventId: 'booked',
    at: now,
    status: 'BOOKED',
    location: null,
    description: `Booked${booking.courier ? ` with ${booking.courier}` : ''}, AWB ${booking.awb}.`,
  });
}
