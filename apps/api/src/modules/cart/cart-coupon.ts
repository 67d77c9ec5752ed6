import type { Cart } from '@vastra/contract/cart';
import { couponRefusals } from '@vastra/contract/messages';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { carts } from '../../db/schema/shopping';
import { fieldError } from '../../lib/errors';
import { toPaise } from '../../lib/money';
import { byCode, couponRefusal, findCouponFacts } from '../coupons';
import { ensureCart, getCart } from './service';

/**
 * Applies an offer code to the caller's cart, replacing any code it held. A code that does not
 * apply to the cart as it stands is a 400 saying why (on the `code` field), and the cart is left as
 * it was. An empty cart gets the same answer for every code, real or not, so that nobody can find
 * which codes exist without putting something in the cart first.
 */
export async function applyCartCoupon(db: Db, userId: string, code: string, now = new Date()): Promise<Cart> {
  const cart = await getCart(db, userId);
  if (toPaise(cart.subtotal) === 0) throw fieldError('code', couponRefusals.emptyCart);
  const facts = await findCouponFacts(db, byCode(code), userId, { now });
  if (!facts) throw fieldError('code', couponRefusals.unknown(code));
  const reason = couponRefusal(facts, toPaise(cart.subtotal), now);
  if (reason) throw fieldError('code', reason);
  await db.update(carts).set({ couponId: facts.coupon.id, updatedAt: now }).where(eq(carts.id, cart.id));
  return getCart(db, userId);
}

/** Takes the offer code off the caller's cart (nothing to do when it holds none). */
export async function removeCartCoupon(db: Db, userId: string): Promise<Cart> {
  const cartId = await ensureCart(db, userId);
  await db.update(carts).set({ couponId: null, updatedAt: new Date() }).where(eq(carts.id, cartId));
  return getCart(db, userId);
}
