import type { Offer } from '@vastra/contract/coupons';
import { and, desc, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { coupons } from '../../db/schema/coupons';
import { exactRupees, exactRupeesOrNull, formatRupees, toPaise } from '../../lib/money';
import { timesUsedSql } from './coupon-facts';
import type { CouponRow } from './coupon-rules';

/** The most offers the cart lists: a shop's few deals for everyone, never a catalogue of codes. */
const MOST_OFFERS = 20;

/**
 * The coupons the shop shows in the cart that anyone may use at `now`, newest first, in one query:
 * active, started, not ended and not used up, by the same rules as applying a code (couponRefusal).
 * Rules about the shopper (first order, uses per customer) and the cart (minimum order value) are
 * told in the description and judged when the code is applied.
 */
export async function listPublicOffers(db: Db, now: Date): Promise<Offer[]> {
  const rows = await db
    .select()
    .from(coupons)
    .where(
      and(
        eq(coupons.showInCart, true),
        eq(coupons.active, true),
        or(isNull(coupons.startsAt), lte(coupons.startsAt, now)),
        or(isNull(coupons.endsAt), gt(coupons.endsAt, now)),
        // The uses are counted only for a coupon with a limit: OR stops at its first true arm.
        sql`(${coupons.usageLimit} is null or ${timesUsedSql(now)} < ${coupons.usageLimit})`,
      ),
    )
    .orderBy(desc(coupons.createdAt), desc(coupons.id))
    .limit(MOST_OFFERS);
  return rows.map(toOffer);
}

function toOffer(coupon: CouponRow): Offer {
  return {
    code: coupon.code,
    type: coupon.type,
    value: exactRupees(coupon.value),
    minOrderValue: exactRupeesOrNull(coupon.minOrderValue),
    maxDiscount: exactRupeesOrNull(coupon.maxDiscount),
    endsAt: coupon.endsAt?.toISOString() ?? null,
    firstOrderOnly: coupon.firstOrderOnly,
    description: offerDescription(coupon),
  };
}

/**
 * What an offer takes off and on which orders, in the storefront's money: "10% off your first
 * order, up to Rs. 500.00", "Rs. 200.00 off orders of Rs. 1,999.00 or more", "Rs. 100.00 off".
 */
function offerDescription(coupon: CouponRow): string {
  const amount = coupon.type === 'PERCENT' ? `${Number(coupon.value)}%` : formatRupees(coupon.value);
  const minimum =
    coupon.minOrderValue !== null && toPaise(coupon.minOrderValue) > 0
      ? ` of ${formatRupees(coupon.minOrderValue)} or more`
      : '';
  const orders = coupon.firstOrderOnly ? ' your first order' : minimum ? ' orders' : '';
  const cap = coupon.maxDiscount === null ? '' : `, up to ${formatRupees(coupon.maxDiscount)}`;
  return `${amount} off${orders}${minimum}${cap}`;
}
