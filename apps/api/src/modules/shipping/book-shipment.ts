import type { Order } from '@vastra/contract/orders';
import type { BulkShipmentBody, BulkShipmentResults, ShipmentBody } from '@vastra/contract/shipping';
import { eq } from 'drizzle-orm';
import { orders } from '../../db/schema/shopping';
import { conflict, HttpError, notFound } from '../../lib/errors';
import { postgresCode } from '../../lib/postgres-code';
import { applyDeliveryStatus, findOrder, mailStatusChange } from '../orders';
import { keepBookedParcel } from './booked-parcel';
import type { ShippingContext } from './context';
import { loadOrderParcel, type OrderParcelFacts, toParcel } from './order-parcel';

export const ALREADY_SHIPPED = 'This order already has a shipment.';
const CANCELED = 'A cancelled order cannot be shipped.';
const DELIVERED = 'This order has already been delivered.';
const NO_PICKUP =
  'Save the shop’s company details first: the courier picks parcels up from its address and pincode.';

/** Why the order cannot be booked as it stands, or null. */
function shippingRefusal(
  deliveryStatus: OrderParcelFacts['order']['deliveryStatus'],
  hasShipment: boolean,
): HttpError | null {
  if (deliveryStatus === 'CANCELED') return conflict(CANCELED);
  if (deliveryStatus === 'DELIVERED') return conflict(DELIVERED);
  if (hasShipment) return conflict(ALREADY_SHIPPED);
  return null;
}

/**
 * POST /orders/{id}/shipment: books the parcel with the provider (manual: records what the admin
 * typed), then in one transaction keeps the shipment with its BOOKED event and sets the order
 * SHIPPED exactly as PUT /orders/{id}/status does (invoice, timeline, the shopper's mail). A
 * provider that refuses leaves nothing written; an order cancelled or booked by someone else
 * meanwhile is a 409 (its row is locked before anything is written).
 */
export async function shipOrder(
  ctx: ShippingContext,
  orderId: string,
  body: ShipmentBody,
  adminId: string,
): Promise<Order> {
  const facts = await loadOrderParcel(ctx.db, orderId);
  const refusal = shippingRefusal(facts.order.deliveryStatus, facts.shipment !== null);
  if (refusal) throw refusal;
  if (ctx.provider.booksParcels && !facts.shop) throw conflict(NO_PICKUP);
  const parcel = toParcel(facts, body);
  const booking = await ctx.provider.book(parcel, { courier: body.courier, awb: body.awb });
  const now = ctx.now();
  let changed: boolean;
  try {
    changed = await ctx.db.transaction(async (tx) => {
      const [locked] = await tx
        .select({ deliveryStatus: orders.deliveryStatus })
        .from(orders)
        .where(eq(orders.id, orderId))
        .for('update');
      if (!locked) throw notFound('Order not found.');
      const lateRefusal = shippingRefusal(locked.deliveryStatus, false);
      if (lateRefusal) throw lateRefusal;
      await keepBookedParcel(tx, { orderId, kind: 'FORWARD' }, ctx.provider.name, booking, parcel, now);
      return applyDeliveryStatus(tx, orderId, 'SHIPPED', adminId, now);
    });
  } catch (error) {
    throw bookingConflict(error, booking.awb) ?? error;
  }
  if (changed) mailStatusChange(ctx, orderId);
  const order = await findOrder(ctx.db, eq(orders.id, orderId), { withChangedBy: true });
  if (!order) throw notFound('Order not found.');
  return order;
}

/** A unique violation of a booking raced by another as the 409 that says what happened. */
function bookingConflict(error: unknown, awb: string): HttpError | null {
  if (postgresCode(error) !== '23505') return null;
  const text = String((error as { cause?: unknown }).cause ?? error);
  if (text.includes('shipments_provider_awb_key')) {
    const message = `AWB ${awb} is already on another order.`;
    return conflict(message, { awb: message });
  }
  return conflict(ALREADY_SHIPPED);
}

/**
 * POST /admin/shipments: each order booked on its own, one after another, so one that cannot be
 * shipped (its sentence in the results) never holds the others back.
 */
export async function shipOrders(
  ctx: ShippingContext,
  body: BulkShipmentBody,
  adminId: string,
): Promise<BulkShipmentResults> {
  const results: BulkShipmentResults['results'] = [];
  for (const { orderId, courier, awb } of body.orders) {
    try {
      const order = await shipOrder(
        ctx,
        orderId,
        { courier, awb, weightGrams: body.weightGrams, dimensionsCm: body.dimensionsCm },
        adminId,
      );
      results.push({ orderId, shipped: true, awb: order.shipment?.awb ?? null, message: null });
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      results.push({ orderId, shipped: false, awb: null, message: error.message });
    }
  }
  return { results };
}
