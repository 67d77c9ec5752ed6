import { couponRefusals } from '@vastra/contract/messages';
import type { coupons } from '../../db/schema/coupons';
import { formatRupees, fromPaise, type Paise, toPaise } from '../../lib/money';

export type CouponRow = typeof coupons.$inferSelect;

/** A coupon with what its rules need to know about its uses and the shopper at hand. */
export interface CouponFacts {
  coupon: CouponRow;
  /**
   * Uses its orders take: those not cancelled that are cash on delivery, paid, or unpaid online
   * orders still within their hold (COUPON_HOLD_MS).
   */
  timesUsed: number;
  /** The shopper's orders with it that are not cancelled, unpaid ones of any age included. */
  usedByCustomer: number;
  /** The shopper has another order that is not cancelled. */
  hasOrdered: boolean;
}

// Made once: a formatter costs more to build than to use.
const shopTime = new Intl.DateTimeFormat('en-IN', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Asia/Kolkata',
});

/**
 * Why the coupon does not apply to an order of `subtotal` by this shopper at `now`, as the sentence
 * the shopper reads; null when it applies. Rules the shopper cannot change come first, the minimum
 * order value (which adding to the cart fixes) last.
 */
export function couponRefusal(facts: CouponFacts, subtotal: Paise, now: Date): string | null {
  const { coupon } = facts;
  const { code } = coupon;
  if (!coupon.active) return couponRefusals.paused(code);
  if (coupon.startsAt && now < coupon.startsAt)
    return couponRefusals.notStarted(code, shopTime.format(coupon.startsAt));
  if (coupon.endsAt && now >= coupon.endsAt)
    return couponRefusals.expired(code, shopTime.format(coupon.endsAt));
  if (coupon.usageLimit !== null && facts.timesUsed >= coupon.usageLimit) return couponRefusals.usedUp(code);
  if (coupon.perCustomerLimit !== null && facts.usedByCustomer >= coupon.perCustomerLimit) {
    return couponRefusals.perCustomer(code, coupon.perCustomerLimit);
  }
  if (coupon.firstOrderOnly && facts.hasOrdered) return couponRefusals.firstOrderOnly(code);
  if (subtotal === 0) return couponRefusals.emptyCart;
  const minimum = coupon.minOrderValue === null ? 0 : toPaise(coupon.minOrderValue);
  if (subtotal < minimum) {
    return couponRefusals.belowMinimum(
      code,
      formatRupees(coupon.minOrderValue as string),
      formatRupees(fromPaise(minimum - subtotal)),
    );
  }
  return null;
}

/**
 * What the coupon takes off a subtotal, in paise: a percentage rounded to the nearest paisa (half
 * up) or the flat amount, never more than its maximum discount nor than the subtotal itself.
 */
export function couponDiscount(
  coupon: Pick<CouponRow, 'type' | 'value' | 'maxDiscount'>,
  subtotal: Paise,
): Paise {
  // A percentage is kept in hundredths of a percent ("12.50" is 1250): the product fits only in a bigint.
  let discount =
    coupon.type === 'FLAT'
      ? toPaise(coupon.value)
      : Number((BigInt(subtotal) * BigInt(toPaise(coupon.value)) + 5_000n) / 10_000n);
  if (coupon.maxDiscount !== null) discount = Math.min(discount, toPaise(coupon.maxDiscount));
  return Math.min(discount, subtotal);
}

/**
 * Shares a discount among an order's lines in proportion to their amounts, to the paisa: each line
 * gets the whole paise of its share, and the paise left over go one each to the lines with the
 * largest remainders (the earlier line first on a tie). The shares add up to the discount exactly,
 * and no line's share is more than its amount.
 */
export function splitDiscount(amounts: Paise[], discount: Paise): Paise[] {
  const total = BigInt(amounts.reduce((sum, amount) => sum + amount, 0));
  if (total === 0n || discount === 0) return amounts.map(() => 0);
  const shares = amounts.map((amount, index) => {
    const exact = BigInt(discount) * BigInt(amount);
    return { index, whole: Number(exact / total), remainder: exact % total };
  });
  let left = discount - shares.reduce((sum, share) => sum + share.whole, 0);
  const byRemainder = [...shares].sort((a, b) =>
    a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1,
  );
  for (const share of byRemainder) {
    if (left === 0) break;
    share.whole += 1;
    left -= 1;
  }
  return shares.map((share) => share.whole);
}
