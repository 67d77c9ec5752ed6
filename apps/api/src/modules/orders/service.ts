import { COD_AWAITING_CONFIRMATION } from '@vastra/contract/cod-confirmation';
import type { AdminOrderPage, AdminOrderQuery, DeliveryStatus, Order } from '@vastra/contract/orders';
import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { orders } from '../../db/schema/shopping';
import { users } from '../../db/schema/users';
import { conflict, notFound } from '../../lib/errors';
import { pageOffset, paginationOf } from '../../lib/pages';
import { retakeCouponUse } from '../coupons';
import { issueInvoice } from '../invoices';
import { cashOnDeliveryPayment } from '../payments';
import { storeCreditGivenBack } from '../store-credit';
import { adminOrderCondition } from './admin-filters';
import { markCanceled } from './cancellation';
import type { ShopContext } from './context';
import { hasLiveReturns, ORDER_HAS_RETURNS } from './live-returns';
import { findOrder, findOrders } from './order-view';
import { recordStatus } from './status-history';
import { mailStatusChange } from './status-mail';
import { retakeStock } from './stock';

export const STORE_CREDIT_GIVEN_BACK =
  'This order was paid partly with store credit, which went back to the customer when it was cancelled, so it cannot be reopened.';

/** The caller's orders, newest first. */
export async function listMyOrders(db: Db, userId: string): Promise<Order[]> {
  return findOrders(db, { where: eq(orders.userId, userId) });
}

/** A shopper cancels one of their own PENDING orders; the stock goes back exactly once. */
export async function cancelMyOrder(ctx: ShopContext, userId: string, orderId: string): Promise<Order> {
  await ctx.db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId, userId);
    if (order.deliveryStatus !== 'PENDING') throw conflict('Only pending orders can be cancelled.');
    await markCanceled(tx, orderId, userId);
  });
  mailStatusChange(ctx, orderId);
  const order = await findOrder(ctx.db, eq(orders.id, orderId));
  if (!order) throw notFound('Order not found.');
  return order;
}

/**
 * Every order for the back office, newest first, found by the list's filters (a delivery status,
 * words in the order number, customer or recipient).
 */
export async function listAllOrders(db: Db, query: AdminOrderQuery): Promise<AdminOrderPage> {
  const where = adminOrderCondition(query);
  const [counted] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(where);
  const total = counted?.total ?? 0;
  const found = await findOrders(db, {
    where,
    limit: query.limit,
    offset: pageOffset(query),
    withChangedBy: true,
  });
  return {
    orders: found,
    pagination: paginationOf(query, total),
  };
}

/**
 * An admin sets an order's delivery status (any of the four), recorded on its timeline as theirs,
 * and the shopper is mailed. CANCELED puts the stock back once; leaving CANCELED takes it again
 * with the same guarded update as placing an order (409 when it is no longer there), and its coupon
 * use (409 when used up); an order whose store credit went back when it was cancelled stays cancelled
 * (409). The first time an order ships (or is marked delivered straight away) it
 * gets its invoice in the same transaction: a tax invoice, or a bill of supply while the shop has no
 * GSTIN, so missing tax details never hold an order back. A delivered order with return requests
 * stays delivered (409): its returns settle its units and money. These two 409s, both protecting
 * data, are the only refusals of a known order, beside one the shop chose: with COD confirmation on,
 * an order still waiting for its shopper's answer does not ship (409).
 */
export async function changeDeliveryStatus(
  ctx: ShopContext,
  orderId: string,
  status: DeliveryStatus,
  adminId: string,
): Promise<Order> {
  return (await setDeliveryStatus(ctx, orderId, status, adminId)).order;
}

/** changeDeliveryStatus, also saying whether the status changed (false: the order already had it). */
export async function setDeliveryStatus(
  ctx: ShopContext,
  orderId: string,
  status: DeliveryStatus,
  adminId: string,
): Promise<{ order: Order; changed: boolean }> {
  const changed = await ctx.db.transaction((tx) =>
    applyDeliveryStatus(tx, orderId, status, adminId, new Date()),
  );
  if (changed) mailStatusChange(ctx, orderId);
  const order = await findOrder(ctx.db, eq(orders.id, orderId), { withChangedBy: true });
  if (!order) throw notFound('Order not found.');
  return { order, changed };
}

/**
 * changeDeliveryStatus's work inside the caller's transaction (booking a parcel ships the order with
 * it, a courier's DELIVERED delivers it): false when the order already had `status`. `changedBy` is
 * null when the shop's courier made the change. The caller mails the shopper once it commits.
 */
export async function applyDeliveryStatus(
  tx: Tx,
  orderId: string,
  status: DeliveryStatus,
  changedBy: string | null,
  now: Date,
): Promise<boolean> {
  const order = await lockOrder(tx, orderId);
  if (order.deliveryStatus === status) return false;
  if (order.deliveryStatus === 'DELIVERED' && (await hasLiveReturns(tx, orderId))) {
    throw conflict(ORDER_HAS_RETURNS);
  }
  if (status === 'CANCELED') {
    await markCanceled(tx, orderId, changedBy);
    return true;
  }
  if (order.deliveryStatus === 'CANCELED') {
    // Its credit went back to the customer, who may have spent it since: the order stays cancelled.
    if (await storeCreditGivenBack(tx, orderId)) throw conflict(STORE_CREDIT_GIVEN_BACK);
    await retakeStock(tx, orderId);
    await retakeCouponUse(tx, orderId, now);
  }
  if (status === 'SHIPPED' || status === 'DELIVERED') {
    // The shop asked the shopper first: it packs nothing they have not confirmed.
    if (order.codConfirmation === 'AWAITING') throw conflict(COD_AWAITING_CONFIRMATION);
    await issueInvoice(tx, orderId, now);
  }
  const paymentStatus = order.paymentMethod === 'COD' ? cashOnDeliveryPayment(status) : null;
  await tx
    .update(orders)
    .set({ deliveryStatus: status, ...(paymentStatus && { paymentStatus }), updatedAt: now })
    .where(eq(orders.id, orderId));
  await recordStatus(tx, orderId, status, changedBy, now);
  return true;
}

// With userId, someone else's order is answered exactly like a missing one.
async function lockOrder(tx: Tx, orderId: string, userId?: string) {
  const [order] = await tx
    .select({
      deliveryStatus: orders.deliveryStatus,
      paymentMethod: orders.paymentMethod,
      codConfirmation: orders.codConfirmation,
    })
    .from(orders)
    .where(and(eq(orders.id, orderId), userId ? eq(orders.userId, userId) : undefined))
    .for('update');
  if (!order) throw notFound('Order not found.');
  return order;
}
