import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { App } from '../src/app';
import { banners } from '../src/db/schema/banners';
import { coupons } from '../src/db/schema/coupons';
import { reviews } from '../src/db/schema/reviews';
import { orders } from '../src/db/schema/shopping';
import { users } from '../src/db/schema/users';
import { signToken } from '../src/lib/tokens';
import { createCategory, createProduct, saveCompanyDetails, saveLegalPage } from './catalogue-fixtures';
import { setDeliveryStatus } from './coupon-fixtures';
import { type FilePart, type FormParts, multipartBody, pictureFile } from './multipart';
import { addToCart, createAddress, placeOrder } from './shop-fixtures';
import { createTestUser, type TestUser } from './users';

/**
 * One small shop for the security suite (the authorisation matrix and the bad-input properties):
 * two customers with their own addresses, cart lines and orders, an admin, a catalogue, and
 * resources set aside for the calls that delete or change them.
 */

/** Who makes a call. `customer` owns the fixtures' addresses, cart lines and orders. */
export type Caller = 'guest' | 'customer' | 'otherCustomer' | 'admin';

/** Owner last, so that a call that deletes or changes the resource runs after the refusals. */
export const callOrder: Caller[] = ['guest', 'otherCustomer', 'admin', 'customer'];

export interface SecurityFixtures {
  users: Record<Exclude<Caller, 'guest'>, TestUser>;
  topCategory: { id: string; slug: string };
  leafCategory: { id: string; slug: string };
  /** An empty leaf for DELETE /categories/{id}, and one for PUT. */
  categoryToDelete: string;
  categoryToEdit: string;
  /** In carts and orders; its two variants have plenty of stock. */
  product: { id: string; variantIds: string[] };
  productToEdit: string;
  productToDelete: string;
  /** The customer's address used for orders, and one set aside for DELETE. */
  address: string;
  addressToDelete: string;
  /** The customer's cart lines: one to change, one to remove. */
  cartLine: string;
  cartLineToRemove: string;
  /** The customer's pending COD orders: one to cancel, one for the admin's status change. */
  orderToCancel: string;
  orderForStatus: string;
  /** The customer's order that has shipped, so it has a tax invoice. */
  shippedOrder: string;
  /** The customer's pending order for the admin to book a parcel for, and the shipped one's booked parcel. */
  orderToShip: string;
  bookedOrder: string;
  /** The booked parcel's AWB, for the shipping simulator's page. */
  bookedAwb: string;
  /** The customer's unpaid online payment. */
  payment: string;
  /** A third shopper's unpaid online payment, for the simulator's public form. */
  simulatorPayment: string;
  /** An offer code to apply and to edit, and one set aside for DELETE. */
  coupon: { id: string; code: string };
  couponToDelete: string;
  /** A home page banner to edit, one set aside for DELETE, and a picture for a new one. */
  banner: string;
  bannerToDelete: string;
  bannerPicture: FilePart;
  /** The customer's review, which the customer deletes, and the other customer's, which the admin deletes. */
  reviewToDelete: string;
  reviewForAdmin: string;
  /** The customer's delivered order, within its return window, and its one line (4 units). */
  returnableOrder: { id: string; lineId: string };
  /** The customer's return requests: one to read, one for the admin's status change, one refunded. */
  returnRequest: string;
  returnForStatus: string;
  refundedReturn: string;
  /** A member of staff for the owner to take off the staff. */
  staffToRemove: string;
  /** A variant with 40 in stock, for the inline stock edit (which sets 40 again). */
  variantToCount: string;
  /** A product with one sold-out variant, for asking to be told when it is back. */
  soldOut: { id: string; variantId: string };
}

export async function createSecurityFixtures(app: App): Promise<SecurityFixtures> {
  const [customer, otherCustomer, admin, payer] = [
    await createTestUser(app, 'CUSTOMER'),
    await createTestUser(app, 'CUSTOMER'),
    await createTestUser(app, 'ADMIN'),
    await createTestUser(app, 'CUSTOMER'),
  ];
  const top = await createCategory(app.db, { name: 'Men', media: 5 });
  const leaf = await createCategory(app.db, { name: 'Shirts', parentId: top.id });
  const toDelete = await createCategory(app.db, { name: 'Ties', parentId: top.id });
  const toEdit = await createCategory(app.db, { name: 'Belts', parentId: top.id });
  const stocked = { originalPrice: '1299.00', stock: 100_000 };
  const product = await createProduct(app.db, {
    name: 'Oxford Shirt',
    categoryId: leaf.id,
    variants: [
      { color: 'Blue', size: 'M', ...stocked },
      { color: 'White', size: 'L', ...stocked },
    ],
  });
  const productToEdit = await createProduct(app.db, { name: 'Linen Shirt', categoryId: leaf.id });
  const productToDelete = await createProduct(app.db, { name: 'Old Shirt', categoryId: leaf.id });
  const counted = await createProduct(app.db, {
    name: 'Cotton Vest',
    categoryId: leaf.id,
    variants: [{ color: 'White', size: 'M', stock: 40 }],
  });
  const soldOut = await createProduct(app.db, {
    name: 'Linen Kurta',
    categoryId: leaf.id,
    variants: [{ color: 'White', size: 'S', stock: 0 }],
  });
  await saveCompanyDetails(app.db);
  await saveLegalPage(app.db, { slug: 'privacy-policy', title: 'Privacy Policy', content: '<p>Hi</p>' });

  const [blue, white] = product.variantIds as [string, string];
  const address = await createAddress(app, customer.id);
  const order = async (
    user: TestUser,
    addressId: string,
    paymentMethod: 'COD' | 'ONLINE_PAYMENT',
    quantity = 1,
  ) => {
    await addToCart(app, user, blue, quantity);
    const res = await placeOrder(app, user, { addressId, paymentMethod });
    expect(res.statusCode, res.body).toBe(201);
    return res.json();
  };
  const orderToCancel = (await order(customer, address, 'COD')).order.id;
  const orderForStatus = (await order(customer, address, 'COD')).order.id;
  // A delivered order: the customer may review the product.
  const delivered = (await order(customer, address, 'COD')).order.id;
  await app.db.update(orders).set({ deliveryStatus: 'DELIVERED' }).where(eq(orders.id, delivered));
  const [reviewToDelete, reviewForAdmin] = await app.db
    .insert(reviews)
    .values([
      { productId: productToEdit.id, userId: customer.id, rating: 4, title: 'Fits well' },
      { productId: productToEdit.id, userId: otherCustomer.id, rating: 5, text: 'Soft linen.' },
    ])
    .returning({ id: reviews.id });
  const [coupon, couponToDelete] = await app.db
    .insert(coupons)
    .values([
      { code: 'MATRIX10', type: 'PERCENT', value: '10' },
      { code: 'MATRIX20', type: 'FLAT', value: '20' },
    ])
    .returning({ id: coupons.id, code: coupons.code });
  const bannerColumns = { link: '/products/men', filename: 'matrix-banner.png', width: 1200, height: 500 };
  const [banner, bannerToDelete] = await app.db
    .insert(banners)
    .values([
      { title: 'Matrix Sale', position: 0, ...bannerColumns },
      { title: 'Matrix Ends', position: 1, ...bannerColumns },
    ])
    .returning({ id: banners.id });
  if (!reviewToDelete || !reviewForAdmin || !coupon || !couponToDelete || !banner || !bannerToDelete)
    throw new Error('fixture insert failed');
  const setStatus = (orderId: string, deliveryStatus: string) =>
    setDeliveryStatus(app, admin, orderId, deliveryStatus);
  const shippedOrder = (await order(customer, address, 'COD')).order.id;
  await setStatus(shippedOrder, 'SHIPPED');
  // Marked shipped before couriers were booked: its parcel is booked now, for the label and tracking.
  const bookedOrder = shippedOrder;
  const booked = await app.inject({
    method: 'POST',
    url: `/api/orders/${bookedOrder}/shipment`,
    headers: admin.auth,
    payload: { courier: 'Delhivery', awb: 'MATRIX-BOOKED' },
  });
  expect(booked.statusCode, booked.body).toBe(200);
  const bookedAwb = booked.json().order.shipment.awb as string;
  // Delivered through the API, so its timeline dates the delivery and its window is open.
  const returnable = await setStatus((await order(customer, address, 'COD', 4)).order.id, 'DELIVERED');
  const returnableOrder = { id: returnable.id as string, lineId: returnable.items[0].id as string };
  const orderToShip = (await order(customer, address, 'COD')).order.id;
  const askReturn = async () => {
    const res = await app.inject({
      method: 'POST',
      url: `/api/orders/${returnableOrder.id}/returns`,
      headers: customer.auth,
      payload: {
        items: [
          { orderItemId: returnableOrder.lineId, quantity: 1, type: 'RETURN', reason: 'Size too large' },
        ],
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id as string;
  };
  const moveReturn = async (returnId: string, status: string, note?: string) => {
    const res = await app.inject({
      method: 'PUT',
      url: `/api/returns/${returnId}/status`,
      headers: admin.auth,
      payload: { status, note },
    });
    expect(res.statusCode, res.body).toBe(200);
  };
  const returnRequest = await askReturn();
  const returnForStatus = await askReturn();
  const refundedReturn = await askReturn();
  await moveReturn(refundedReturn, 'APPROVED');
  await moveReturn(refundedReturn, 'RECEIVED');
  await moveReturn(refundedReturn, 'REFUNDED', 'Paid back in cash at the shop.');
  // Online payment keeps the cart: its line is the one the matrix changes.
  const payment = (await order(customer, address, 'ONLINE_PAYMENT')).merchantTransactionId;
  const simulatorPayment = (await order(payer, await createAddress(app, payer.id), 'ONLINE_PAYMENT'))
    .merchantTransactionId;
  const cart = await addToCart(app, customer, white);
  const lineOf = (variantId: string): string =>
    cart.items.find((item: { productVariantId: string }) => item.productVariantId === variantId).id;
  // The others' carts are not empty, so placing an order with the customer's address gets to the address check.
  await createAddress(app, otherCustomer.id);
  await addToCart(app, otherCustomer, blue);
  await addToCart(app, admin, blue);

  const staffToRemove = (await createTestUser(app, 'ADMIN', 'SUPPORT')).id;

  return {
    users: { customer, otherCustomer, admin },
    staffToRemove,
    variantToCount: counted.variantIds[0] as string,
    soldOut: { id: soldOut.id, variantId: soldOut.variantIds[0] as string },
    topCategory: { id: top.id, slug: top.slug },
    leafCategory: { id: leaf.id, slug: leaf.slug },
    categoryToDelete: toDelete.id,
    categoryToEdit: toEdit.id,
    product: { id: product.id, variantIds: product.variantIds },
    productToEdit: productToEdit.id,
    productToDelete: productToDelete.id,
    address,
    addressToDelete: await createAddress(app, customer.id, { addressLine1: '7 Brigade Road' }),
    cartLine: lineOf(blue),
    cartLineToRemove: lineOf(white),
    orderToCancel,
    orderForStatus,
    shippedOrder,
    orderToShip,
    bookedOrder,
    bookedAwb,
    payment,
    simulatorPayment,
    coupon,
    couponToDelete: couponToDelete.id,
    banner: banner.id,
    bannerToDelete: bannerToDelete.id,
    bannerPicture: await pictureFile('banner.png', { width: 1200, height: 500 }),
    reviewToDelete: reviewToDelete.id,
    reviewForAdmin: reviewForAdmin.id,
    returnableOrder,
    returnRequest,
    returnForStatus,
    refundedReturn,
  };
}

/**
 * An app that takes payments through PhonePe: it registers PhonePe's callback instead of the
 * simulator. PhonePe's own API is unreachable here, so only the callback can be called.
 */
export const phonePeEnv = {
  PAYMENT_PROVIDER: 'phonepe',
  PHONEPE_CLIENT_ID: 'VASTRA_UAT',
  PHONEPE_CLIENT_SECRET: 'client-secret',
  PHONEPE_CLIENT_VERSION: '1',
  PHONEPE_BASE_URL: 'http://127.0.0.1:9/pg',
  PHONEPE_AUTH_URL: 'http://127.0.0.1:9/identity',
  PHONEPE_CALLBACK_USERNAME: 'vastra-hooks',
  PHONEPE_CALLBACK_PASSWORD: 'hook-pass-42',
};

/** The Authorization header PhonePe sends with its callbacks: SHA256(username:password). */
export const phonePeCallbackAuth = createHash('sha256')
  .update(`${phonePeEnv.PHONEPE_CALLBACK_USERNAME}:${phonePeEnv.PHONEPE_CALLBACK_PASSWORD}`)
  .digest('hex');

/** One HTTP call: a JSON body, a multipart form, or an HTML form's url-encoded text. */
export interface Call {
  method: string;
  url: string;
  json?: unknown;
  form?: FormParts;
  urlencoded?: string;
  /** Sent with a session of its own (a new token for the caller), for calls that end the session. */
  ownSession?: true;
}

/** Sends a call as the caller (a guest sends no Authorization header). */
export async function sendCall(app: App, fixtures: SecurityFixtures, call: Call, caller: Caller) {
  const auth =
    caller === 'guest'
      ? {}
      : call.ownSession
        ? await newSession(app, fixtures.users[caller])
        : fixtures.users[caller].auth;
  const method = call.method as 'GET';
  if (call.form) {
    const { headers, payload } = await multipartBody(call.form);
    return app.inject({ method, url: call.url, headers: { ...headers, ...auth }, payload });
  }
  if (call.urlencoded !== undefined) {
    return app.inject({
      method,
      url: call.url,
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...auth },
      payload: call.urlencoded,
    });
  }
  return app.inject({ method, url: call.url, headers: auth, payload: call.json as object | undefined });
}

/** A second session of the user, as signing in again would give. */
async function newSession(app: App, user: TestUser) {
  const [row] = await app.db
    .select({ tokenVersion: users.tokenVersion })
    .from(users)
    .where(eq(users.id, user.id));
  const token = await signToken(app.config.jwtSecret, {
    userId: user.id,
    tokenVersion: row?.tokenVersion ?? 0,
  });
  return { authorization: `Bearer ${token}` };
}
