import type { ReturnRequest } from '@vastra/contract/returns';
import { eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { App } from '../src/app';
import { orderStatusHistory } from '../src/db/schema/shopping';
import { orderFor, setStatus } from './invoice-fixtures';
import { addToCart, createAddress, payAtSimulator, placeOrder } from './shop-fixtures';
import type { TestUser } from './users';

export interface OrderedLine {
  id: string;
  quantity: number;
  priceAtPurchase: string;
  discount: string;
  product: { id: string; variant: { id: string; color: string; size: string } };
}

/** An admin marks the order delivered (insisting it worked) and returns it as the admin sees it. */
export async function deliver(app: App, admin: TestUser, orderId: string) {
  const res = await setStatus(app, admin, orderId, 'DELIVERED');
  expect(res.statusCode, res.body).toBe(200);
  return res.json().order as { id: string; items: OrderedLine[]; returnableUntil: string | null };
}

/** A delivered cash-on-delivery order of these lines; its id and lines. */
export async function deliveredOrder(
  app: App,
  admin: TestUser,
  customer: TestUser,
  lines: { variantId: string; quantity: number }[],
  state = 'Karnataka',
) {
  const orderId = await orderFor(app, customer, lines, state);
  const order = await deliver(app, admin, orderId);
  return { orderId, lines: order.items };
}

/** A delivered order paid online through the simulator (its Pay button); its id and lines. */
export async function paidOnlineDeliveredOrder(
  app: App,
  admin: TestUser,
  customer: TestUser,
  lines: { variantId: string; quantity: number }[],
) {
  for (const line of lines) await addToCart(app, customer, line.variantId, line.quantity);
  const placed = await placeOrder(app, customer, {
    addressId: await createAddress(app, customer.id),
    paymentMethod: 'ONLINE_PAYMENT',
  });
  expect(placed.statusCode, placed.body).toBe(201);
  const { order, merchantTransactionId } = placed.json();
  await payAtSimulator(app, merchantTransactionId);
  const delivered = await deliver(app, admin, order.id);
  return { orderId: order.id as string, lines: delivered.items, merchantTransactionId };
}

/** Moves the order's timeline back by `days` (and `extraMs`), as if that long had passed since delivery. */
export async function deliveredDaysAgo(app: App, orderId: string, days: number, extraMs = 0) {
  await app.db
    .update(orderStatusHistory)
    .set({
      at: sql`${orderStatusHistory.at} - make_interval(days => ${days}) - make_interval(secs => ${extraMs / 1000})`,
    })
    .where(eq(orderStatusHistory.orderId, orderId));
}

export interface ItemRequest {
  orderItemId: string;
  quantity: number;
  type: 'RETURN' | 'EXCHANGE';
  reason?: string;
  exchangeVariantId?: string | null;
}

/**
 * POST /orders/{id}/returns as this shopper (a reason filled in when none is given), with where the
 * refund goes when `refundTo` is given.
 */
export function askReturn(
  app: App,
  user: TestUser,
  orderId: string,
  items: ItemRequest[],
  refundTo?: 'ORIGINAL' | 'STORE_CREDIT',
) {
  return app.inject({
    method: 'POST',
    url: `/api/orders/${orderId}/returns`,
    headers: user.auth,
    payload: { items: items.map((item) => ({ reason: 'Size too small', ...item })), refundTo },
  });
}

/** Asks and insists it worked; returns the new request. */
export async function askedReturn(
  app: App,
  user: TestUser,
  orderId: string,
  items: ItemRequest[],
  refundTo?: 'ORIGINAL' | 'STORE_CREDIT',
) {
  const res = await askReturn(app, user, orderId, items, refundTo);
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

/** PUT /returns/{id}/status as this caller. */
export function moveReturn(app: App, user: TestUser, returnId: string, status: string, note?: string) {
  return app.inject({
    method: 'PUT',
    url: `/api/returns/${returnId}/status`,
    headers: user.auth,
    payload: note === undefined ? { status } : { status, note },
  });
}

/** Moves a request through these statuses, insisting each worked; returns the last answer's request. */
export async function movedReturn(
  app: App,
  admin: TestUser,
  returnId: string,
  steps: (string | [string, string])[],
) {
  let last: unknown;
  for (const step of steps) {
    const [status, note] = typeof step === 'string' ? [step, undefined] : step;
    const res = await moveReturn(app, admin, returnId, status, note);
    expect(res.statusCode, `${status}: ${res.body}`).toBe(200);
    last = res.json().return;
  }
  return last as ReturnRequest;
}
