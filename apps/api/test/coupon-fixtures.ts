import { expect } from 'vitest';
import type { App } from '../src/app';
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
