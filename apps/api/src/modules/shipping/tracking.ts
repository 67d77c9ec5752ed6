import type { ShipmentStatus, ShippingProviderName } from '@vastra/contract/shipping';
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { shipmentEvents, shipments } from '../../db/schema/shipping';
import { orders } from '../../db/schema/shopping';
import { applyDeliveryStatus, mailStatusChange, markCanceled } from '../orders';
import type { ShippingContext } from './context';
import { mailShipmentNews, TOLD_BY_SHIPMENT_MAIL } from './shipment-mail';
import type { TrackingNotice } from './shipping-provider';

/** Where a parcel's story ends: a later event (or a late one) never moves it from here. */
const FINAL: readonly ShipmentStatus[] = ['DELIVERED', 'RTO_DELIVERED'];

/** What the shopper is told once an event has committed. */
type AfterCommit =
  | { statusMail: string }
  | { shipmentMail: { orderId: string; status: ShipmentStatus } }
  | null;

/**
 * Records one tracking event of a parcel of `provider` (a webhook, polling, the simulator's page,
 * the admin by hand), in one transaction with the parcel's row locked, so events of one parcel are
 * applied one at a time however they arrive. The same event twice is one event (its id is unique per
 * parcel). The parcel's status is that of its latest event by the courier's time, and never leaves
 * DELIVERED or RTO_DELIVERED: a late IN_TRANSIT is kept in the events but moves nothing. A forward
 * parcel's DELIVERED delivers the order (as the courier, not an admin); its RTO_DELIVERED cancels it
 * and puts the stock back, once. False for an AWB the shop does not know or an event already kept.
 */
export async function applyTrackingNotice(
  ctx: ShippingContext,
  provider: ShippingProviderName,
  notice: TrackingNotice,
): Promise<boolean> {
  const outcome = await ctx.db.transaction(async (tx) => {
    const [shipment] = await tx
      .select()
      .from(shipments)
      .where(and(eq(shipments.provider, provider), eq(shipments.awb, notice.awb)))
      .for('update');
    if (!shipment) return { recorded: false, after: null };
    const [kept] = await tx
      .insert(shipmentEvents)
      .values({
        shipmentId: shipment.id,
        eventId: notice.eventId,
        at: notice.at,
        status: notice.status,
        location: notice.location,
        description: notice.description || describe(notice.status),
      })
      .onConflictDoNothing({ target: [shipmentEvents.shipmentId, shipmentEvents.eventId] })
      .returning({ id: shipmentEvents.id });
    if (!kept) return { recorded: false, after: null };
    const moves = !FINAL.includes(shipment.status) && notice.at.getTime() >= shipment.statusAt.getTime();
    if (!moves || shipment.status === notice.status) return { recorded: true, after: null };
    await tx
      .update(shipments)
      .set({ status: notice.status, statusAt: notice.at })
      .where(eq(shipments.id, shipment.id));
    const after =
      shipment.kind === 'FORWARD' ? await moveOrder(tx, shipment.orderId, notice.status, notice.at) : null;
    return { recorded: true, after };
  });
  const { after } = outcome;
  if (after && 'statusMail' in after) mailStatusChange(ctx, after.statusMail);
  if (after && 'shipmentMail' in after)
    mailShipmentNews(ctx, after.shipmentMail.orderId, after.shipmentMail.status);
  return outcome.recorded;
}

/**
 * What a forward parcel's new status does to its order, and which mail it sends. A delivery is dated
 * when the courier says it happened: the return window counts from then.
 */
async function moveOrder(tx: Tx, orderId: string, status: ShipmentStatus, at: Date): Promise<AfterCommit> {
  if (status === 'DELIVERED') {
    // The courier delivered it: no admin made the change (changedBy null), and the status mail tells the shopper.
    const changed = await applyDeliveryStatus(tx, orderId, 'DELIVERED', null, at);
    return changed ? { statusMail: orderId } : null;
  }
  if (status === 'RTO_DELIVERED') {
    const [order] = await tx
      .select({ deliveryStatus: orders.deliveryStatus })
      .from(orders)
      .where(eq(orders.id, orderId))
      .for('update');
    if (!order || order.deliveryStatus === 'CANCELED') return null;
    await markCanceled(tx, orderId, null);
    return { statusMail: orderId };
  }
  return TOLD_BY_SHIPMENT_MAIL.includes(status) ? { shipmentMail: { orderId, status } } : null;
}

const DESCRIPTIONS: Record<ShipmentStatus, string> = {
  BOOKED: 'Booked with the courier.',
  PICKED_UP: 'Picked up by the courier.',
  IN_TRANSIT: 'On its way.',
  OUT_FOR_DELIVERY: 'Out for delivery.',
  DELIVERED: 'Delivered.',
  UNDELIVERED: 'The courier could not deliver it.',
  RTO_INITIATED: 'On its way back to the shop.',
  RTO_DELIVERED: 'Returned to the shop.',
};

/** The sentence an event without one of its own shows. */
export const describe = (status: ShipmentStatus) => DESCRIPTIONS[status];

/** The parcels a polling job asks about: booked with this provider, their story not over. */
export function unfinishedShipments(provider: ShippingProviderName) {
  return and(
    eq(shipments.provider, provider),
    sql`${shipments.awb} is not null`,
    sql`${shipments.status} not in ('DELIVERED', 'RTO_DELIVERED')`,
  );
}
