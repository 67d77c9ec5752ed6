import { couponRefusals } from '@vastra/contract/messages';
import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { coupons } from '../../db/schema/coupons';
import { orders } from '../../db/schema/shopping';
import { badRequest, conflict } from '../../lib/errors';
import { fromPaise, toPaise } from '../../lib/money';
import { byId, COUPON_HOLD_MS, findCouponFacts } from './coupon-facts';
import { couponDiscount, couponRefusal, splitDiscount } from './coupon-rules';

/** What the coupon step reads of an order just written, and writes back into it. */
interface CouponedOrder {
  id: string;
  orderTotal: string;
  discount: string;
  /** The COD fee already in the total: the code takes nothing off it. */
  codFee: string;
  couponCode: string | null;
}
interface CouponedLine {
  id: string;
  priceAtPurchase: string;
  quantity: number;
  discount: string;
}
type PlacedOrder<O extends CouponedOrder, L extends CouponedLine> = { placed: true; order: O; lines: L[] };

/**
 * Order placement's coupon step, inside the order's transaction right after the order was written
 * at full prices: applies the cart's offer code again, or refuses the order with a 400 saying why
 * (the transaction then takes nothing). The coupon row is locked first, in its own statement, so
 * the uses counted next include every order committed before; shoppers racing for the last use
 * queue here and only the first gets it. (Every transaction that locks both takes stock before the
 * coupon, so two orders never wait on each other.) The discount is split over the lines to the
 * paisa and kept on each, and the total, the online payment's amount and the order show it. The code
 * leaves the cart with the order, so an unpaid order's hold on a use cannot be renewed at once.
 */
export async function applyOrderCoupon<O extends CouponedOrder, L extends CouponedLine>(
  tx: Tx,
  couponId: string,
  order: { userId: string; online: boolean; now: Date },
  written: PlacedOrder<O, L>,
): Promise<PlacedOrder<O, L>> {
  await tx.select({ id: coupons.id }).from(coupons).where(eq(coupons.id, couponId)).for('update');
  const facts = await findCouponFacts(tx, byId(couponId), order.userId, {
    now: order.now,
    excludeOrderId: written.order.id,
  });
  // Deleted while the shopper was checking out: the cart's code is gone with it.
  if (!facts) throw badRequest(couponRefusals.gone, { coupon: couponRefusals.gone });
  const amounts = written.lines.map((line) => toPaise(line.priceAtPurchase) * line.quantity);
  const subtotal = amounts.reduce((sum, amount) => sum + amount, 0);
  const reason = couponRefusal(facts, subtotal, order.now);
  if (reason) throw badRequest(reason, { coupon: reason });

  const discount = couponDiscount(facts.coupon, subtotal);
  const shares = splitDiscount(amounts, discount);
  const lines = written.lines.map((line, index) => ({
    ...line,
    discount: fromPaise(shares[index] as number),
  }));
  // The minimum order value and a percentage are judged on the goods alone; the fee is added after.
  const total = fromPaise(subtotal - discount + toPaise(written.order.codFee));
  const linesJson = JSON.stringify(lines.map((line) => ({ id: line.id, discount: line.discount })));
  await tx.execute(sql`
    with shares as (
      select * from jsonb_to_recordset(${linesJson}::jsonb) as s(id uuid, discount numeric)
    ), lines as (
      -- The order's own lines, found by its index: joined to the shares alone, the planner may read every line.
      update order_items set discount = shares.discount from shares
      where order_items.order_id = ${written.order.id}::uuid and order_items.id = shares.id
    ), payment as (
      update payments set amount = ${total}::numeric
      where order_id = ${written.order.id}::uuid and ${order.online}::boolean
    ), cart as (
      -- Online payment keeps the cart's lines until paid, but not the code.
      update carts set coupon_id = null where user_id = ${order.userId}::uuid
    )
    update orders set discount = ${fromPaise(discount)}::numeric, order_total = ${total}::numeric,
      coupon_id = ${couponId}::uuid, coupon_code = ${facts.coupon.code}
    where id = ${written.order.id}::uuid`);
  return {
    placed: true,
    order: {
      ...written.order,
      orderTotal: total,
      discount: fromPaise(discount),
      couponCode: facts.coupon.code,
    },
    lines,
  };
}

/**
 * An admin moving a cancelled order back into the shop's hands takes its coupon use back, inside that
 * transaction with the coupon row locked as placement does: a 409 when the code's uses, or the
 * customer's, ran out while the order was cancelled, so no limit is ever passed, or when the code is
 * for a first order only and the customer has another order by now. (The order is still
 * CANCELED here, so it does not count itself.)
 */
export async function retakeCouponUse(tx: Tx, orderId: string, now: Date): Promise<void> {
  const [order] = await tx
    .select({ couponId: orders.couponId, userId: orders.userId })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (!order?.couponId) return;
  await tx.select({ id: coupons.id }).from(coupons).where(eq(coupons.id, order.couponId)).for('update');
  const facts = await findCouponFacts(tx, byId(order.couponId), order.userId, { now });
  // A deleted coupon has no limit left to pass.
  if (!facts) return;
  const { code, usageLimit, perCustomerLimit, firstOrderOnly } = facts.coupon;
  const allUsed = usageLimit !== null && facts.timesUsed >= usageLimit;
  const customerUsed = perCustomerLimit !== null && facts.usedByCustomer >= perCustomerLimit;
  if (allUsed || customerUsed) {
    const limit = allUsed ? 'Total uses' : 'Uses per customer';
    throw conflict(
      `The offer code ${code} on this order was used up while the order was cancelled, so the order cannot be reopened: raise the code's ${limit} under Coupons, then try again.`,
    );
  }
  if (firstOrderOnly && facts.hasOrdered) {
    throw conflict(
      `The offer code ${code} on this order is for a first order only, and the customer has another order now, so this one cannot be reopened. Leave it cancelled.`,
    );
  }
}

/**
 * An online order's payment has come in, inside the settlement's transaction (which has locked the
 * order and read it): whether the order keeps its coupon use, which from now on counts for good. Paid
 * within its hold it always does: every order placed meanwhile counted its use. Paid after the hold,
 * when other shoppers may have been given the use, it keeps it only if the code still has one left,
 * counted with the coupon row locked as placement does; false when the code ran out meanwhile (the
 * caller then cancels the order, so the code's limit is never passed, and the money is due back).
 */
export async function keepCouponUse(
  tx: Tx,
  order: Pick<typeof orders.$inferSelect, 'couponId' | 'userId' | 'orderDate'>,
  now: Date,
): Promise<boolean> {
  if (!order.couponId || order.orderDate.getTime() > now.getTime() - COUPON_HOLD_MS) return true;
  await tx.select({ id: coupons.id }).from(coupons).where(eq(coupons.id, order.couponId)).for('update');
  // The order itself, unpaid and past its hold, is not among the uses counted.
  const facts = await findCouponFacts(tx, byId(order.couponId), order.userId, { now });
  return !facts || facts.coupon.usageLimit === null || facts.timesUsed < facts.coupon.usageLimit;
}
