import { expect } from 'vitest';
import type { App } from '../src/app';
import { sendForm } from './multipart';
import { addToCart, createAddress, placeOrder } from './shop-fixtures';
import type { TestUser } from './users';

/** A COD order of these lines, delivered to an address in `state`; returns its id. */
export async function orderFor(
  app: App,
  user: TestUser,
  lines: { variantId: string; quantity: number }[],
  state = 'Karnataka',
): Promise<string> {
  const addressId = await createAddress(app, user.id, { state });
  for (const line of lines) await addToCart(app, user, line.variantId, line.quantity);
  const res = await placeOrder(app, user, { addressId, paymentMethod: 'COD' });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().order.id;
}

/** An admin sets the order's delivery status. */
export function setStatus(app: App, admin: TestUser, orderId: string, deliveryStatus: string) {
  return app.inject({
    method: 'PUT',
    url: `/api/orders/${orderId}/status`,
    headers: admin.auth,
    payload: { deliveryStatus },
  });
}

/** GET /orders/{id}/invoice as this caller. */
export function fetchInvoice(app: App, user: TestUser, orderId: string) {
  return app.inject({ method: 'GET', url: `/api/orders/${orderId}/invoice`, headers: user.auth });
}

/** Ships the order (insisting it worked) and returns its invoice number. */
export async function ship(app: App, admin: TestUser, orderId: string): Promise<string> {
  const res = await setStatus(app, admin, orderId, 'SHIPPED');
  expect(res.statusCode, res.body).toBe(200);
  return res.json().order.invoiceNumber;
}

/** The taxable value of a tax-inclusive amount, worked out apart from the server: half up to the paisa. */
export function expectedTaxable(amountPaise: number, ratePercent: number): number {
  const basisPoints = BigInt(Math.round(ratePercent * 100));
  const numerator = BigInt(amountPaise) * 10_000n * 2n + (10_000n + basisPoints);
  return Number(numerator / ((10_000n + basisPoints) * 2n));
}

/**
 * The admin saves Company Details as the form does (multipart), with these GST fields: blank ones
 * clear the registration, left-out ones keep it.
 */
export async function putCompanyDetails(
  app: App,
  admin: TestUser,
  registration: { gstin?: string; state?: string },
): Promise<void> {
  const fields = {
    name: 'Vastra Fashions',
    email: 'hello@vastra.example',
    phone: '+91 80 1234 5678',
    address: '12 MG Road, Bengaluru',
    pincode: '560001',
    ...registration,
  };
  const res = await sendForm(app, 'PUT', '/api/company-details', Object.entries(fields), admin.auth);
  expect(res.statusCode, res.body).toBe(200);
}
