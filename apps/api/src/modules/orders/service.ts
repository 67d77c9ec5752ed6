import type { AdminOrderPage, DeliveryStatus, Order } from '@vastra/contract/orders';
import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { orders } from '../../db/schema/shopping';
import { conflict, notFound } from '../../lib/errors';
import { markCanceled } from './cancellation';
import { findOrder, findOrders } from './order-view';
import { retakeStock } from './stock';

/** The caller's orders, newest first. */
export async function listMyOrders(db: Db, userId: string): Promise<Order[]> {
  return findOrders(db, { where: eq(orders.userId, userId) });
}

/** A shopper cancels one of their own PENDING orders; the stock goes back exactly once. */
export async function cancelMyOrder(db: Db, userId: string, orderId: string): Promise<Order> {
  await db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId, userId);
    if (order.deliveryStatus !== 'PENDING') throw conflict('Only pending orders can be cancelled.');
    await markCanceled(tx, orderId);
  });
  return readOrder(db, orderId);
}

/** Every order for the back office, newest first, optionally of one delivery status. */
export async function listAllOrders(
  db: Db,
  query: { status?: DeliveryStatus; page: number; limit: number },
): Promise<AdminOrderPage> {
  const where = query.status ? eq(orders.deliveryStatus, query.status) : undefined;
  const [counted] = await db.select({ total: sql<number>`count(*)::int` }).from(orders).where(where);
  const total = counted?.total ?? 0;
  const found = await findOrders(db, { where, limit: query.limit, offset: (query.page - 1) * query.limit });
  return {
    orders: found,
    pagination: { page: query.page, limit: query.limit, total, totalPages: Math.ceil(total / query.limit) },
  };
}

/**
 * An admin sets an order's delivery status. CANCELED puts the stock back once; leaving CANCELED
 * takes it again with the same guarded update as placing an order (409 when it is no longer there).
 */
export async function changeDeliveryStatus(db: Db, orderId: string, status: DeliveryStatus): Promise<Order> {
  await db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (order.deliveryStatus === status) return;
    if (status === 'CANCELED') {
      await markCanceled(tx, orderId);
      return;
    }
    if (order.deliveryStatus === 'CANCELED') await retakeStock(tx, orderId);
    await tx
      .update(orders)
      .set({ deliveryStatus: status, updatedAt: new Date() })
      .where(eq(orders.id, orderId));
  });
  return readOrder(db, orderId);
}

// With userId, someone else's order is answered exactly like a missing one.
async function lockOrder(tx: Tx, orderId: string, userId?: string) {
  const [order] = await tx
    .select({ deliveryStatus: orders.deliveryStatus })
    .from(orders)
    .where(and(eq(orders.id, orderId), userId ? eq(orders.userId, userId) : undefined))
    .for('update');
  if (!order) throw notFound('Order not found.');
  return order;
}

async function readOrder(db: Db, orderId: string): Promise<Order> {
  const order = await findOrder(db, eq(orders.id, orderId));
  if (!order) throw notFound('Order not found.');
  return order;
}
