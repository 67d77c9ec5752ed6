import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { App } from '../src/app';
import { addresses } from '../src/db/schema/accounts';
import { productVariants } from '../src/db/schema/catalogue';
import {
  createCategory,
  createProduct,
  type ProductFixture,
  type VariantFixture,
} from './catalogue-fixtures';
import { createTestUser, type TestUser } from './users';

/** A saved address of the user, straight into the database. */
export async function createAddress(
  app: App,
  userId: string,
  values: Partial<typeof addresses.$inferInsert> = {},
): Promise<string> {
  const [row] = await app.db
    .insert(addresses)
    .values({
      userId,
      fullName: 'Asha Rao',
      phone: '9876543210',
      addressLine1: '14 Residency Road',
      addressLine2: 'Flat 3B',
      city: 'Bengaluru',
      state: 'Karnataka',
      postalCode: '560025',
      ...values,
    })
    .returning({ id: addresses.id });
  if (!row) throw new Error('address insert returned nothing');
  return row.id;
}

/** A product in a fresh leaf category; returns its id and its variant ids in the order given. */
export async function createShopProduct(
  app: App,
  name: string,
  variants: VariantFixture[] = [{ color: 'Blue', size: 'M', originalPrice: '1299.00', stock: 10 }],
  options: Pick<ProductFixture, 'archived' | 'images' | 'imageColours' | 'hsnCode' | 'gstRate'> = {},
) {
  const category = await createCategory(app.db, { name: `Jackets ${randomUUID().slice(0, 8)}` });
  return createProduct(app.db, { name, categoryId: category.id, variants, ...options });
}

/** Adds to the user's cart through the API and insists it worked. */
export async function addToCart(app: App, user: TestUser, productVariantId: string, quantity = 1) {
  const res = await tryAddToCart(app, user.auth, productVariantId, quantity);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

type Auth = { authorization: string };

/** POST /cart/add with these headers; the API's answer as it was (a quantity may be text, to be refused). */
export const tryAddToCart = (app: App, headers: Auth, productVariantId: string, quantity: number | string) =>
  app.inject({ method: 'POST', url: '/api/cart/add', headers, payload: { productVariantId, quantity } });

/** PUT /cart/update-quantity with these headers; the API's answer as it was (a quantity may be text). */
export const changeQuantity = (app: App, headers: Auth, cartItemId: string, newQuantity: number | string) =>
  app.inject({
    method: 'PUT',
    url: '/api/cart/update-quantity',
    headers,
    payload: { cartItemId, newQuantity },
  });

/** A variant's stock as the database holds it now. */
export async function stockOf(app: App, variantId: string): Promise<number> {
  const [row] = await app.db
    .select({ stock: productVariants.stock })
    .from(productVariants)
    .where(eq(productVariants.id, variantId));
  if (!row) throw new Error(`no variant ${variantId}`);
  return row.stock;
}

/** Places an order through the API. */
export function placeOrder(
  app: App,
  user: TestUser,
  body: Record<string, unknown>,
  headers: Record<string, string> = {},
) {
  return app.inject({
    method: 'POST',
    url: '/api/orders/place',
    headers: { ...user.auth, ...headers },
    payload: body,
  });
}

/** A new shopper with one saved address. */
export async function newShopper(app: App) {
  const user = await createTestUser(app);
  return { user, addressId: await createAddress(app, user.id) };
}

/**
 * A new shopper puts `quantity` units of a new one-variant product in the cart and places the order,
 * paying by `paymentMethod`; the API's answer comes back as it was, for the test to judge.
 */
export async function orderOfNewProduct(
  app: App,
  name: string,
  variant: VariantFixture,
  quantity: number,
  paymentMethod: 'COD' | 'ONLINE_PAYMENT',
) {
  const product = await createShopProduct(app, name, [variant]);
  const variantId = product.variantIds[0] as string;
  const { user, addressId } = await newShopper(app);
  await addToCart(app, user, variantId, quantity);
  const res = await placeOrder(app, user, { addressId, paymentMethod });
  return { user, variantId, res };
}

/** orderOfNewProduct paid online, insisting it was placed: the answer's body, the shopper and the variant. */
export async function onlineOrderOfNewProduct(
  app: App,
  name: string,
  variant: VariantFixture,
  quantity: number,
) {
  const { user, variantId, res } = await orderOfNewProduct(app, name, variant, quantity, 'ONLINE_PAYMENT');
  expect(res.statusCode, res.body).toBe(201);
  return { user, variantId, body: res.json() };
}

/** The cash on delivery rules a new shop starts with; PUT /admin/settings wants them every time. */
export const codDefaults = { codMaxOpenOrders: 5, codMaxOpenValue: '50000.00', maxQuantityPerLine: 50 };

/** PUT /admin/settings as the admin; the API's answer as it was. */
export const saveShopSettings = (app: App, admin: TestUser, settings: Record<string, unknown>) =>
  app.inject({ method: 'PUT', url: '/api/admin/settings', headers: admin.auth, payload: settings });

/** The shopper answers the payment simulator's page with `outcome`; the API's answer as it was. */
export const answerSimulator = (app: App, merchantTransactionId: string, outcome = 'SUCCESS') =>
  app.inject({
    method: 'POST',
    url: `/api/payments/simulator/${merchantTransactionId}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: `outcome=${outcome}`,
  });

/** The shopper pays at the simulator, which sends them back to the shop with a 303. */
export async function payAtSimulator(app: App, merchantTransactionId: string) {
  const paid = await answerSimulator(app, merchantTransactionId);
  expect(paid.statusCode).toBe(303);
}
