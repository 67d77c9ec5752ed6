import type { Order, ShipmentAttention } from '@vastra/contract/orders';
import type { TrackingResponse } from '@vastra/contract/shipping';
import { and, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { shipments } from '../../db/schema/shipping';
import { orders } from '../../db/schema/shopping';
import { type SessionUser, staffMayUse } from '../../lib/auth-guard';
import { notFound } from '../../lib/errors';
import { findOrder, findOrders } from '../orders';

/** GET /orders/{id}/tracking: the order's parcel for its customer or an admin; anyone else's is a 404. */
export async function trackingFor(db: Db, caller: SessionUser, orderId: string): Promise<TrackingResponse> {
  const theirs = staffMayUse(caller, 'orders') ? undefined : eq(orders.userId, caller.id);
  const order: Order | undefined = await findOrder(db, and(eq(orders.id, orderId), theirs) as SQL);
  if (!order) throw notFound('Order not found.');
  return { shipment: order.shipment };
}

/** The back office's "Needs attention": failed deliveries to act on, and orders the courier cannot call. */
export async function shipmentAttention(db: Db): Promise<ShipmentAttention> {
  const failed = db
    .select({ id: shipments.orderId })
    .from(shipments)
    .where(and(eq(shipments.kind, 'FORWARD'), eq(shipments.status, 'UNDELIVERED')));
  const [failedDeliveries, withoutPhone] = await Promise.all([
    findOrders(db, { where: inArray(orders.id, failed), withChangedBy: true }),
    findOrders(db, {
      where: and(eq(orders.deliveryStatus, 'PENDING'), isNull(orders.phone)),
      withChangedBy: true,
    }),
  ]);
  return { failedDeliveries, withoutPhone };
}
