import { randomUUID } from 'node:crypto';
import type { Order } from '@vastra/contract/orders';
import type { NdrBody, ShipmentEventBody } from '@vastra/contract/shipping';
import { and, eq } from 'drizzle-orm';
import { shipments } from '../../db/schema/shipping';
import { orders } from '../../db/schema/shopping';
import { conflict, notFound } from '../../lib/errors';
import { findOrder } from '../orders';
import type { ShippingContext } from './context';
import { applyTrackingNotice, describe } from './tracking';

const NO_SHIPMENT = 'This order has no shipment yet.';
export const NOT_FAILED = 'A failed delivery can be acted on only after the courier reports one.';
export const NOT_MANUAL =
  'Tracking for this parcel comes from its courier: only parcels shipped by hand are recorded here.';

async function forwardShipment(ctx: ShippingContext, orderId: string) {
  const [shipment] = await ctx.db
    .select()
    .from(shipments)
    .where(and(eq(shipments.orderId, orderId), eq(shipments.kind, 'FORWARD')));
  if (!shipment?.awb) {
    const [order] = await ctx.db.select({ id: orders.id }).from(orders).where(eq(orders.id, orderId));
    throw notFound(order ? NO_SHIPMENT : 'Order not found.');
  }
  return { ...shipment, awb: shipment.awb };
}

async function orderAnswer(ctx: ShippingContext, orderId: string): Promise<Order> {
  const order = await findOrder(ctx.db, eq(orders.id, orderId), { withChangedBy: true });
  if (!order) throw notFound('Order not found.');
  return order;
}

/**
 * POST /orders/{id}/shipment/events (admin): the shop that ships itself records where its parcel is,
 * with the same effects as a courier's webhook event. 409 for a parcel a courier tracks.
 */
export async function recordManualEvent(
  ctx: ShippingContext,
  orderId: string,
  body: ShipmentEventBody,
): Promise<Order> {
  const shipment = await forwardShipment(ctx, orderId);
  if (shipment.provider !== 'manual') throw conflict(NOT_MANUAL);
  await applyTrackingNotice(ctx, 'manual', {
    awb: shipment.awb,
    eventId: `manual-${randomUUID()}`,
    status: body.status,
    at: ctx.now(),
    location: body.location || null,
    description: body.description || describe(body.status),
  });
  return orderAnswer(ctx, orderId);
}

/**
 * PUT /orders/{id}/shipment/ndr (admin), after the courier's latest word is a failed attempt: tells
 * the courier, then records it. REATTEMPT puts the parcel back in transit for another try (an event
 * with the admin's note); RTO starts its way back to the shop (RTO_INITIATED). A courier that refuses
 * is a 502 and nothing is recorded.
 */
export async function resolveFailedDelivery(
  ctx: ShippingContext,
  orderId: string,
  body: NdrBody,
): Promise<Order> {
  const shipment = await forwardShipment(ctx, orderId);
  if (shipment.status !== 'UNDELIVERED') throw conflict(NOT_FAILED);
  await ctx.provider.resolveFailedDelivery(
    {
      courier: shipment.courier,
      awb: shipment.awb,
      trackingUrl: shipment.trackingUrl,
      providerRef: shipment.providerRef,
    },
    body.action,
    body.note,
  );
  const note = body.note ? ` Note: ${body.note}` : '';
  await applyTrackingNotice(ctx, shipment.provider, {
    awb: shipment.awb,
    eventId: `ndr-${randomUUID()}`,
    status: body.action === 'RTO' ? 'RTO_INITIATED' : 'IN_TRANSIT',
    // After the failed attempt it answers, whatever the courier's clock said.
    at: new Date(Math.max(ctx.now().getTime(), shipment.statusAt.getTime() + 1)),
    location: null,
    description:
      body.action === 'RTO'
        ? `The shop asked for the parcel to come back.${note}`
        : `The shop asked for another delivery attempt.${note}`,
  });
  return orderAnswer(ctx, orderId);
}
