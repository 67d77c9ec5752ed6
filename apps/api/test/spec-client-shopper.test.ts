import { describe, expect, it } from 'vitest';
import { createTestApp } from './app';
import { waitForMail } from './outbox';
import { type Auth, bearer, homeAddress, specClient } from './spec-client';
import { createTestUser } from './users';

/**
 * docs/product.md §7's shopper calls, played in the order the storefront first makes them, by a client that
 * knows nothing added since (see spec-client.ts): signing up, browsing, wishlist and cart, addresses,
 * ordering, cancelling, and the password.
 */
const { app, config } = await createTestApp();
const { call, buildCatalogue, placeFromCart, payAtProvider } = await specClient(app);
const { leaf: leafCategory, created } = await buildCatalogue((await createTestUser(app, 'ADMIN')).auth);
const product = created.product;

/** The slug the client makes from a category name: lower case, spaces turned into hyphens. */
const clientSlug = (name: string) => name.toLowerCase().replace(/ /g, '-');

const shopper = {
  firstName: 'Meera',
  lastName: 'Iyer',
  username: 'meera.iyer',
  email: 'meera.iyer@example.in',
  password: 'first-pass',
};

let customer: Auth;
let addressId: string;
const orderIds: string[] = [];

const place = (paymentMethod: 'COD' | 'ONLINE_PAYMENT', quantity?: number) =>
  placeFromCart(customer, { product, addressId, paymentMethod }, quantity);

describe("the first client's shopper calls", () => {
  it('registers a customer with only the required fields and signs them in', async () => {
    const registered = await call('POST', '/auth/register', undefined, shopper);
    expect(registered.statusCode, registered.body).toBe(201);
    expect(registered.json()).toMatchObject({
      message: expect.any(String),
      user: {
        username: shopper.username,
        email: shopper.email,
        mobile: null,
        dob: null,
        userType: 'CUSTOMER',
      },
    });
    const again = await call('POST', '/auth/register', undefined, shopper);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual(expect.objectContaining({ message: expect.any(String) }));
    const login = await call('POST', '/auth/login', undefined, {
      identifier: shopper.email,
      password: shopper.password,
    });
    expect(login.statusCode).toBe(200);
    customer = bearer(login.json().token);
    const me = await call('GET', '/auth/me', customer);
    expect(me.json().user).toMatchObject({ firstName: 'Meera', lastName: 'Iyer', mobile: null });

    const profile = await call('PUT', '/users/profile', customer, {
      firstName: 'Meera',
      lastName: 'Iyer-Rao',
    });
    expect(profile.statusCode, profile.body).toBe(200);
    expect(profile.json()).toMatchObject({ message: expect.any(String), user: { lastName: 'Iyer-Rao' } });
  });

  it('browses: pages of products, a product, the category by the slug it makes, and search', async () => {
    const page = await call('GET', '/products?page=1&limit=10');
    expect(page.statusCode).toBe(200);
    expect(page.json().data.map((p: { id: string }) => p.id)).toEqual([product.id]);
    expect(page.json().pagination).toEqual({ page: 1, limit: 10, total: 1, totalPages: 1 });

    const detail = await call('GET', `/products/${product.id}`);
    expect(detail.json()).toMatchObject({
      id: product.id,
      name: 'Slim Fit Oxford Shirt',
      category: { name: "Men's Shirts" },
      variants: [{ color: 'Blue', size: 'M', originalPrice: '1499.00', discountPrice: '1199.00', stock: 12 }],
    });

    const slug = clientSlug(leafCategory.name);
    expect(slug).toBe("men's-shirts");
    const listed = await call('GET', `/products/category/${encodeURIComponent(slug)}?page=1&limit=20`);
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json().data.map((p: { id: string }) => p.id)).toEqual([product.id]);
    expect(listed.json()).toMatchObject({
      category: { id: leafCategory.id, name: "Men's Shirts" },
      breadcrumb: [{ name: 'Men' }, { id: leafCategory.id, name: "Men's Shirts" }],
    });

    const found = await call('GET', `/products/search?q=${encodeURIComponent('oxford')}`);
    expect(found.json()).toEqual([
      expect.objectContaining({ id: product.id, name: 'Slim Fit Oxford Shirt' }),
    ]);
  });

  it('keeps a wishlist and a cart', async () => {
    const wished = await call('POST', `/wishlist/${product.id}`, customer);
    expect(wished.statusCode).toBe(201);
    expect(wished.json()).toMatchObject({ message: expect.any(String), item: { productId: product.id } });
    expect((await call('POST', `/wishlist/${product.id}`, customer)).statusCode).toBe(201);
    const wishlist = await call('GET', '/wishlist', customer);
    expect(wishlist.json().items).toEqual([expect.objectContaining({ productId: product.id })]);
    const unwished = await call('DELETE', `/wishlist/${product.id}`, customer);
    expect(unwished.statusCode).toBe(200);
    expect(unwished.json()).toEqual({ message: expect.any(String) });
    expect((await call('GET', '/wishlist', customer)).json().items).toEqual([]);

    const variantId = product.variants[0]?.id;
    const added = await call('POST', '/cart/add', customer, { productVariantId: variantId, quantity: 2 });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json()).toMatchObject({ count: 2, subtotal: '2398.00' });
    const [line] = added.json().items;
    expect(line).toMatchObject({
      quantity: 2,
      product: { name: 'Slim Fit Oxford Shirt', variant: { color: 'Blue', size: 'M', stock: 12 } },
    });
    const tooMany = await call('POST', '/cart/add', customer, { productVariantId: variantId, quantity: 11 });
    expect(tooMany.statusCode).toBe(409);
    const changed = await call('PUT', '/cart/update-quantity', customer, {
      cartItemId: line.id,
      newQuantity: 3,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ count: 3, items: [{ id: line.id, quantity: 3 }] });
    expect((await call('GET', '/cart', customer)).json().items[0].quantity).toBe(3);
    const removed = await call('DELETE', `/cart/remove/${line.id}`, customer);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toMatchObject({ items: [], count: 0 });
    expect((await call('GET', '/cart', customer)).json().items).toEqual([]);
  });

  it('saves, lists, changes and deletes addresses with exactly the address fields', async () => {
    const saved = await call('POST', '/addresses', customer, homeAddress);
    expect(saved.statusCode, saved.body).toBe(201);
    expect(saved.json().address).toMatchObject({
      ...homeAddress,
      state: 'Karnataka',
      id: expect.any(String),
    });
    addressId = saved.json().address.id;

    const updated = await call('PUT', `/addresses/${addressId}`, customer, {
      ...homeAddress,
      addressLine2: '',
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json().address).toMatchObject({ addressLine2: null, isDefault: true });

    const spare = await call('POST', '/addresses', customer, { ...homeAddress, isDefault: false });
    expect(spare.statusCode, spare.body).toBe(201);
    const listed = await call('GET', '/addresses', customer);
    expect(listed.json().addresses.map((a: { id: string }) => a.id)).toEqual([
      addressId,
      spare.json().address.id,
    ]);
    const deleted = await call('DELETE', `/addresses/${spare.json().address.id}`, customer);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ message: 'Address deleted.' });
  });

  it('places a cash-on-delivery order with the saved address', async () => {
    const emptyCart = await call('POST', '/orders/place', customer, { addressId, paymentMethod: 'COD' });
    expect(emptyCart.statusCode).toBe(400);
    const { order, redirectUrl } = await place('COD', 2);
    expect(redirectUrl).toBeUndefined();
    expect(order).toMatchObject({
      orderTotal: '2398.00',
      deliveryStatus: 'PENDING',
      paymentMethod: 'COD',
      user: { firstName: 'Meera', lastName: 'Iyer-Rao', email: shopper.email },
      address: {
        addressLine1: '22 Brigade Road',
        city: 'Bengaluru',
        state: 'Karnataka',
        postalCode: '560025',
      },
      items: [{ quantity: 2, priceAtPurchase: '1199.00', product: { name: 'Slim Fit Oxford Shirt' } }],
    });
    expect((await call('GET', '/cart', customer)).json().items).toEqual([]);
    orderIds.push(order.id);
  });

  it('pays for an online order at the provider and verifies it', async () => {
    const placed = await place('ONLINE_PAYMENT');
    expect(placed.redirectUrl).toEqual(expect.any(String));
    const merchantTransactionId = placed.order.merchantTransactionId;
    expect(placed.merchantTransactionId).toBe(merchantTransactionId);
    await payAtProvider(merchantTransactionId);
    const verified = await call(
      'GET',
      `/orders/payment/verify-and-update/${merchantTransactionId}`,
      customer,
    );
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toEqual({
      status: 'COMPLETED',
      order: expect.objectContaining({ id: placed.order.id }),
    });
    expect((await call('GET', '/cart', customer)).json().items).toEqual([]);
    orderIds.push(placed.order.id);
  });

  it('cancels a pending order and gets the stock back', async () => {
    const { order } = await place('COD', 4);
    const before = (await call('GET', `/products/${product.id}`)).json().variants[0].stock;
    const cancelled = await call('PUT', `/orders/${order.id}/cancel`, customer);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({
      message: 'Order canceled successfully.',
      order: { deliveryStatus: 'CANCELED' },
    });
    expect((await call('GET', `/products/${product.id}`)).json().variants[0].stock).toBe(before + 4);
    expect((await call('PUT', `/orders/${order.id}/cancel`, customer)).statusCode).toBe(409);

    const history = await call('GET', '/orders/my-orders', customer);
    expect(history.json().orders.map((o: { id: string }) => o.id)).toEqual([
      order.id,
      ...[...orderIds].reverse(),
    ]);
  });

  it('changes the password and keeps the session that changed it', async () => {
    const changed = await call('PUT', '/users/change-password', customer, {
      currentPassword: shopper.password,
      newPassword: 'second-pass',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ message: expect.any(String) });
    expect((await call('GET', '/auth/me', customer)).statusCode).toBe(200);
    const old = await call('POST', '/auth/login', undefined, {
      identifier: shopper.username,
      password: 'first-pass',
    });
    expect(old.statusCode).toBe(401);
    expect(old.json()).toEqual({ message: 'Invalid credentials.' });
  });

  it('resets a forgotten password with the emailed code', async () => {
    const requested = await call('POST', '/auth/forgot-password/request-otp', undefined, {
      email: shopper.email,
    });
    expect(requested.statusCode).toBe(200);
    expect(requested.json()).toEqual({ message: expect.any(String) });
    const mail = await waitForMail(config.dataDir, shopper.email, 'Your Vastra password reset code');
    const otp = mail.match(/\b(\d{6})\b/)?.[1];
    const wrong = await call('POST', '/auth/forgot-password/reset', undefined, {
      email: shopper.email,
      otp: otp === '000000' ? '111111' : '000000',
      newPassword: 'third-pass',
    });
    expect(wrong.statusCode).toBe(400);
    const reset = await call('POST', '/auth/forgot-password/reset', undefined, {
      email: shopper.email,
      otp,
      newPassword: 'third-pass',
    });
    expect(reset.statusCode, reset.body).toBe(200);
    expect(reset.json()).toEqual({ message: expect.any(String) });
    const login = await call('POST', '/auth/login', undefined, {
      identifier: shopper.username,
      password: 'third-pass',
    });
    expect(login.statusCode).toBe(200);
  });
});
