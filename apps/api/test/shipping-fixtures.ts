import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect } from 'vitest';
import type { App } from '../src/app';
import { addToCart, createAddress, createShopProduct, placeOrder } from './shop-fixtures';
import { createTestUser, type TestUser } from './users';

/** A pending order of `quantity` units of a new product (stock 10), paid `paymentMethod`. */
export async function pendingOrder(
  app: App,
  options: { quantity?: number; paymentMethod?: 'COD' | 'ONLINE_PAYMENT'; phone?: string | null } = {},
) {
  const product = await createShopProduct(app, 'Cotton Kurta', [
    { color: 'Indigo', size: 'L', originalPrice: '1299.00', stock: 10 },
  ]);
  const variantId = product.variantIds[0] as string;
  const customer = await createTestUser(app);
  const addressId = await createAddress(app, customer.id, {
    fullName: 'Meera Iyer',
    ...(options.phone !== undefined && { phone: options.phone }),
  });
  await addToCart(app, customer, variantId, options.quantity ?? 1);
  const res = await placeOrder(app, customer, { addressId, paymentMethod: options.paymentMethod ?? 'COD' });
  expect(res.statusCode, res.body).toBe(201);
  return { customer, orderId: res.json().order.id as string, variantId };
}

/** POST /orders/{id}/shipment as the admin; the answer as it was. */
export const bookShipment = (app: App, admin: TestUser, orderId: string, body: object = {}) =>
  app.inject({ method: 'POST', url: `/api/orders/${orderId}/shipment`, headers: admin.auth, payload: body });

/** Books the order (insisting it worked) and gives the order's answer. */
export async function shipped(app: App, admin: TestUser, orderId: string, body: object = {}) {
  const res = await bookShipment(app, admin, orderId, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().order;
}

/** What a barcode reader finds in a PDF's first page, rasterised at 300 dpi: one line a code. */
export function barcodesIn(pdf: Buffer): string[] {
  const folder = mkdtempSync(path.join(tmpdir(), 'vastra-label-'));
  try {
    const file = path.join(folder, 'label.pdf');
    writeFileSync(file, pdf);
    execFileSync('pdftoppm', ['-png', '-r', '300', '-f', '1', '-l', '1', file, path.join(folder, 'page')]);
    const [image] = readdirSync(folder).filter((name) => name.endsWith('.png'));
    const out = execFileSync('zbarimg', ['--raw', '-q', path.join(folder, image as string)], {
      encoding: 'utf8',
    });
    return out.split('\n').filter(Boolean);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
