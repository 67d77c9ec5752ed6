import { eq, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { coupons } from '../../db/schema/coupons';
import { orders } from '../../db/schema/shopping';
import type { CouponFacts } from './coupon-rules';

/**
 * SQL for how many orders used the coupon of the row being selected and are not cancelled: what
 * timesUsed counts. (The coupon's id is named with its table: Drizzle writes a column of a
 * one-table select bare, which inside this subquery would be the order's own id.)
 */
export const timesUsedSql = sql<number>`(select count(*)::int from ${orders} o
    where o.coupon_id = ${coupons}.id and o.delivery_status <> 'CANCELED')`;

/**
 * The coupon matching `which` with its uses and the shopper's, in one query, or undefined.
 * `excludeOrderId` leaves out an order being placed in the caller's transaction, which must not
 * count as the shopper's earlier order.
 */
export async function findCouponFacts(
  db: Db | Tx,
  which: SQL,
  userId: string,
  excludeOrderId: string | null = null,
): Promise<CouponFacts | undefined> {
  const [row] = await db
    .select({
      coupon: coupons,
      timesUsed: timesUsedSql,
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
