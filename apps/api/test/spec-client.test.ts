import { describe, expect, it } from 'vitest';
import { createTestApp } from './app';
import { type FormParts, pictureFile, sendForm } from './multipart';
import { waitForMail } from './outbox';
import { createTestUser } from './users';

/**
 * The product's first client, played call by call: it knows the calls, their payloads and the answers
 * the storefront and back office read, and nothing added since. It sends exactly those fields (no
 * recipient name or mobile on addresses, no GSTIN, no idempotency key, no offer code) and reads only
 * those answers, so anything added around them that changes what it sees fails here.
 */
const { app, config } = await createTestApp();
const picture = await pictureFile('slide.png');

type Auth = { authorization: string };
const bearer = (token: string): Auth => ({ authorization: `Bearer ${token}` });
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, auth?: Auth, payload?: object) =>
  app.inject({ method, url: `/api${url}`, headers: auth, ...(payload && { payload }) });
const form = (method: 'POST' | 'PUT', url: string, parts: FormParts, auth: Auth) =>
  sendForm(app, method, `/api${url}`, parts, auth);

/** The slug the client makes from a category name: lower case, spaces turned into hyphens. */
const clientSlug = (name: string) => name.toLowerCase().replace(/ /g, '-');

const adminUser = await createTestUser(app, 'ADMIN');
const shopper = {
  firstName: 'Meera',
  lastName: 'Iyer',
  username: 'meera.iyer',
  email: 'meera.iyer@example.in',
  password: 'first-pass',
};
const homeAddress = {
  addressLine1: '22 Brigade Road',
  addressLine2: 'Second floor',
  city: 'Bengaluru',
  state: 'karnataka',
  postalCode: '560025',
  isDefault: true,
};

let admin: Auth;
let customer: Auth;
let leafCategory: { id: string; name: string };
let product: { id: string; variants: Array<{ id: string; stock: number }> };
let addressId: string;
const orderIds: string[] = [];

async function placeFromCart(paymentMethod: 'COD' | 'ONLINE_PAYMENT', quantity = 1) {
  const added = await call('POST', '/cart/add', customer, {
    productVariantId: product.variants[0]?.id,
    quantity,
  });
  expect(added.statusCode, added.body).toBe(200);
  const placed = await call('POST', '/orders/place', customer, { addressId, paymentMethod });
  expect(placed.statusCode, placed.body).toBe(201);
  return placed.json();
}

async function setStatus(orderId: string, deliveryStatus: string) {
  const res = await call('PUT', `/orders/${orderId}/status`, admin, { deliveryStatus });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json().order).toMatchObject({ id: orderId, deliveryStatus });
}

describe('a client that knows only the first contract', () => {
  it('signs the admin in with a username and the password', async () => {
    const res = await call('POST', '/auth/login', undefined, {
      identifier: adminUser.username,
      password: adminUser.password,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ token: expect.any(String), user: { userType: 'ADMIN' } });
    admin = bearer(res.json().token);
  });

  it('builds a category tree with a punctuated leaf, and a product in it', async () => {
    const top = await form(
      'POST',
      '/categories',
      [
        ['name', 'Men'],
        ['description', 'For him'],
        ['parentId', ''],
        ...Array.from({ length: 5 }, (): [string, typeof picture] => ['media', picture]),
      ],
      admin,
    );
    expect(top.statusCode, top.body).toBe(201);
    const leaf = await form(
      'POST',
      '/categories',
      [
        ['name', "Men's Shirts"],
        ['description', ''],
        ['parentId', top.json().id],
      ],
      admin,
    );
    expect(leaf.statusCode, leaf.body).toBe(201);
    leafCategory = leaf.json();

    const tree = await call('GET', '/categories');
    expect(tree.statusCode).toBe(200);
    expect(tree.json()).toEqual([
      expect.objectContaining({
        name: 'Men',
        _count: { subCategories: 1, products: 0 },
        subCategories: [expect.objectContaining({ name: "Men's Shirts", parentId: top.json().id })],
      }),
    ]);

    const created = await form(
      'POST',
      '/products',
      [
        ['productName', 'Slim Fit Oxford Shirt'],
        ['description', 'Cotton oxford weave.'],
        ['categoryId', leafCategory.id],
        [
          'productVariants',
          JSON.stringify([
            {
              color: 'Blue',
              colorHexCode: '#1e3a8a',
              size: 'M',
              originalPrice: 1499,
              discountPrice: 1199,
              stock: 12,
            },
          ]),
        ],
        ['images', picture],
      ],
      admin,
    );
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().message).toBe('Product created successfully!');
    product = created.json().product;
  });

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

    const found = await call('GET', `/products/search?q=${encodeURIComponent('oxford')}`);
    expect(found.json()).toEqual([
      expect.objectContaining({ id: product.id, name: 'Slim Fit Oxford Shirt' }),
    ]);
  });

  it('keeps a wishlist and a cart', async () => {
    expect((await call('POST', `/wishlist/${product.id}`, customer)).statusCode).toBe(201);
    const wishlist = await call('GET', '/wishlist', customer);
    expect(wishlist.json().items).toEqual([expect.objectContaining({ productId: product.id })]);
    expect((await call('DELETE', `/wishlist/${product.id}`, customer)).statusCode).toBe(200);
    expect((await call('GET', '/wishlist', customer)).json().items).toEqual([]);

    const variantId = product.variants[0]?.id;
    const added = await call('POST', '/cart/add', customer, { productVariantId: variantId, quantity: 2 });
    expect(added.statusCode, added.body).toBe(200);
    const [line] = added.json().items;
    expect(line).toMatchObject({
      quantity: 2,
      product: { name: 'Slim Fit Oxford Shirt', variant: { color: 'Blue', size: 'M', stock: 12 } },
    });
    const changed = await call('PUT', '/cart/update-quantity', customer, {
      cartItemId: line.id,
      newQuantity: 3,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await call('GET', '/cart', customer)).json().items[0].quantity).toBe(3);
    expect((await call('DELETE', `/cart/remove/${line.id}`, customer)).statusCode).toBe(200);
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
    const { order, redirectUrl } = await placeFromCart('COD', 2);
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
    const placed = await placeFromCart('ONLINE_PAYMENT');
    expect(placed.redirectUrl).toEqual(expect.any(String));
    const merchantTransactionId = placed.order.merchantTransactionId;
    const paid = await app.inject({
      method: 'POST',
      url: `/api/payments/simulator/${merchantTransactionId}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'outcome=SUCCESS',
    });
    expect(paid.statusCode).toBe(303);
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
    const { order } = await placeFromCart('COD', 4);
    const before = (await call('GET', `/products/${product.id}`)).json().variants[0].stock;
    const cancelled = await call('PUT', `/orders/${order.id}/cancel`, customer);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({
      message: 'Order canceled successfully.',
      order: { deliveryStatus: 'CANCELED' },
    });
    expect((await call('GET', `/products/${product.id}`)).json().variants[0].stock).toBe(before + 4);

    const history = await call('GET', '/orders/my-orders', customer);
    expect(history.json().orders.map((o: { id: string }) => o.id)).toEqual([
      order.id,
      ...[...orderIds].reverse(),
    ]);
  });

  it('lets the admin set each of the four statuses on a shop without a GSTIN', async () => {
    const all = await call('GET', '/orders/all', admin);
    expect(all.statusCode).toBe(200);
    expect(all.json().orders).toHaveLength(3);
    const [orderId] = orderIds;
    for (const status of ['SHIPPED', 'DELIVERED', 'PENDING', 'CANCELED', 'PENDING']) {
      await setStatus(orderId as string, status);
    }
    const invoice = await call('GET', `/orders/${orderId}/invoice`, customer);
    expect(invoice.statusCode).toBe(200);
    expect(invoice.headers['content-type']).toBe('application/pdf');
  });

  it('saves company details as the first form sends them, then ships on a shop with a GSTIN', async () => {
    expect((await call('GET', '/company-details')).statusCode).toBe(404);
    const parts: FormParts = [
      ['name', 'Vastra Fashions'],
      ['email', 'hello@vastra.example'],
      ['phone', '+91 80 1234 5678'],
      ['address', '12 MG Road, Bengaluru'],
      ['pincode', '560001'],
    ];
    const saved = await form('PUT', '/company-details', parts, admin);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ name: 'Vastra Fashions', pincode: '560001', logoUrl: null });
    const registered = await form(
      'PUT',
      '/company-details',
      [...parts, ['gstin', '29AAGCB7383J1Z4'], ['state', 'Karnataka']],
      admin,
    );
    expect(registered.statusCode, registered.body).toBe(200);

    const orderId = orderIds[1] as string;
    for (const status of ['SHIPPED', 'DELIVERED', 'PENDING', 'SHIPPED', 'CANCELED']) {
      await setStatus(orderId, status);
    }
    const again = await form('PUT', '/company-details', parts, admin);
    expect(again.statusCode).toBe(200);
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
    const reset = await call('POST', '/auth/forgot-password/reset', undefined, {
      email: shopper.email,
      otp,
      newPassword: 'third-pass',
    });
    expect(reset.statusCode, reset.body).toBe(200);
    const login = await call('POST', '/auth/login', undefined, {
      identifier: shopper.username,
      password: 'third-pass',
    });
    expect(login.statusCode).toBe(200);
    customer = bearer(login.json().token);
  });

  it('keeps the legal pages', async () => {
    const saved = await call('POST', '/legal-pages', admin, {
      title: 'Privacy Policy',
      slug: 'privacy-policy',
      content: '<p>We keep your data safe.</p>',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ slug: 'privacy-policy', title: 'Privacy Policy' });
    const pages = await call('GET', '/legal-pages');
    expect(pages.json()).toEqual([
      expect.objectContaining({ slug: 'privacy-policy', content: '<p>We keep your data safe.</p>' }),
    ]);
    expect((await call('GET', '/legal-pages/slug/privacy-policy')).json()).toMatchObject({
      title: 'Privacy Policy',
    });
    expect((await call('GET', '/legal-pages/slug/terms-conditions')).statusCode).toBe(404);
  });

  it('archives an ordered product on delete and keeps the orders whole', async () => {
    expect((await call('DELETE', `/categories/${leafCategory.id}`, admin)).statusCode).toBe(409);
    const deleted = await call('DELETE', `/products/${product.id}`, admin);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ message: expect.any(String) });
    expect((await call('GET', `/products/${product.id}`)).statusCode).toBe(404);
    const history = await call('GET', '/orders/my-orders', customer);
    expect(history.json().orders).toHaveLength(3);
    expect(history.json().orders[0].items[0].product.name).toBe('Slim Fit Oxford Shirt');
  });
});
