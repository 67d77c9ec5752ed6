import type { Cart } from '@vastra/contract/cart';
import type { Db, Tx } from '../../db/client';
import { fromPaise, toPaise } from '../../lib/money';
import { byId, findCouponFacts } from './coupon-facts';
import { couponDiscount, couponRefusal } from './coupon-rules';

/** A cart as its lines make it, before its offer code is priced. */
export type CartBeforeCoupon = Omit<Cart, 'coupon' | 'couponNotApplied' | 'discount' | 'total'>;

/**
 * The cart with its offer code priced at the current prices: the code and its discount while it
 * applies; while it does not (the cart fell below the minimum, the code ran out or expired), no
 * discount and the reason, and the cart keeps the code so it applies again once the reason is gone.
 * One query with a code, none without.
 */
export async function priceCartCoupon(
  db: Db | Tx,
  userId: string,
  cart: CartBeforeCoupon,
  couponId: string | null,
  now = new Date(),
): Promise<Cart> {
  const facts = couponId ? await findCouponFacts(db, byId(couponId), userId, { now }) : undefined;
  if (!facts)
    return { ...cart, coupon: null, couponNotApplied: null, discount: '0.00', total: cart.subtotal };
  const subtotal = toPaise(cart.subtotal);
  const reason = couponRefusal(facts, subtotal, now);
  if (reason) {
    return {
      ...cart,
      coupon: null,
      couponNotApplied: { code: facts.coupon.code, reason },
      discount: '0.00',
      total: cart.subtotal,
    };
  }
  const discount = couponDiscount(facts.coupon, subtotal);
  return {
    ...cart,
    coupon: { code: facts.coupon.code, discount: fromPaise(discount) },
    couponNotApplied: null,
    discount: fromPaise(discount),
    total: fromPaise(subtotal - discount),
  };
}
