import { eq, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { coupons } from '../../db/schema/coupons';
import { orders } from '../../db/schema/shopping';
import type { CouponFacts } from './coupon-rules';

/**
 * How long an unpaid online order holds one of its code's uses for itself. Shoppers pay within a few
 * minutes; an order that stays unpaid (abandoned, or placed only to hold the code) must not keep the
 * last uses from shoppers who would pay. Paid later, it keeps its discount only if a use is still
 * left (keepCouponUse).
 */
export const COUPON_HOLD_MS = 10 * 60 * 1000;

/**
 * SQL for whether order `o` takes one of its code's uses at `now`: it is not cancelled, and it is
 * cash on delivery, paid, or an unpaid online order still within its hold.
 */
const takesAUse = (now: Date) => sql`o.delivery_status <> 'CANCELED'
    and (o.payment_method <> 'ONLINE_PAYMENT' or o.payment_status <> 'PENDING'
      or o.order_date > ${new Date(now.getTime() - COUPON_HOLD_MS).toISOString()}::timestamptz)`;

/**
 * SQL for how many uses of the coupon of the row being selected the orders take at `now`: what
 * timesUsed counts, and what its usage limit is held to. (The coupon's id is named with its table:
 * Drizzle writes a column of a one-table select bare, which inside this subquery would be the
 * order's own id.)
 */
export const timesUsedSql = (now: Date) => sql<number>`(select count(*)::int from ${orders} o
    where o.coupon_id = ${coupons}.id and ${takesAUse(now)})`;

/**
 * The coupon matching `which` with its uses and the shopper's, in one query, or undefined. The
 * shopper's own orders that are not cancelled all count against the per-customer limit, unpaid ones
 * too whatever their age: only the shopper is held back by them. `excludeOrderId` leaves out an
 * order being placed in the caller's transaction, which must not count as the shopper's earlier order.
 */
export async function findCouponFacts(
  db: Db | Tx,
  which: SQL,
  userId: string,
  { now = new Date(), excludeOrderId = null }: { now?: Date; excludeOrderId?: string | null } = {},
): Promise<CouponFacts | undefined> {
  const [row] = await db
    .select({
      coupon: coupons,
      timesUsed: timesUsedSql(now),
      usedByCustomer: sql<number>`(select count(*)::int from ${orders} o
        where o.coupon_id = ${coupons}.id and o.user_id = ${userId} and o.delivery_status <> 'CANCELED')`,
      hasOrdered: sql<boolean>`exists (select 1 from ${orders} o
        where o.user_id = ${userId} and o.delivery_status <> 'CANCELED'
          and o.id is distinct from ${excludeOrderId}::uuid)`,
    })
    .from(coupons)
    .where(which);
  return row;
}

/** `findCouponFacts` for a coupon by its id. */
export const byId = (couponId: string) => eq(coupons.id, couponId);
/** `findCouponFacts` for the coupon a shopper typed: codes match regardless of case. */
export const byCode = (code: string) => sql`lower(${coupons.code}) = lower(${code})`;
