import { expect } from 'vitest';
import type { App } from '../src/app';
import { addToCart, newShopper } from './shop-fixtures';
import type { TestUser } from './users';

/** Adds a coupon through the admin API and insists it worked; returns the Coupon. */
export async function createCoupon(app: App, admin: TestUser, body: Record<string, unknown>) {
  const res = await app.inject({ method: 'POST', url: '/api/coupons', headers: admin.auth, payload: body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().coupon;
}

/** POST /cart/coupon as the shopper. */
export function applyCode(app: App, user: TestUser, code: string) {
  return app.inject({ method: 'POST', url: '/api/cart/coupon', headers: user.auth, payload: { code } });
}

/** An admin moves an order to a delivery status and insists it worked. */
export async function setDeliveryStatus(app: App, admin: TestUser, orderId: string, deliveryStatus: string) {
  const res = await app.inject({
    method: 'PUT',
    url: `/api/orders/${orderId}/status`,
    headers: admin.auth,
    payload: { deliveryStatus },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().order;
}

let codes = 0;
/** A coupon code no other test in the file has used: `prefix` and a running number. */
export const newCode = (prefix: string) => `${prefix}${++codes}`;

/** A new shopper with an address and `quantity` units of the variant in the cart, `code` applied. */
export async function shopperWithCode(app: App, variantId: string, code: string, quantity = 1) {
  const shopper = await newShopper(app);
  await addToCart(app, shopper.user, variantId, quantity);
  const applied = await applyCode(app, shopper.user, code);
  expect(applied.statusCode, applied.body).toBe(200);
  return shopper;
}
