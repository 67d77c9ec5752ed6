import { randomUUID } from 'node:crypto';
import { COD_OFF_FOR_CUSTOMER } from '@vastra/contract/messages';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app';
import { saveCompanyDetails } from '../../../test/catalogue-fixtures';
import { setStatus } from '../../../test/invoice-fixtures';
import { askedReturn } from '../../../test/return-fixtures';
import { shipped } from '../../../test/shipping-fixtures';
import {
  addToCart,
  createAddress,
  createShopProduct,
  payAtSimulator,
  placeOrder,
  stockOf,
} from '../../../test/shop-fixtures';
import { createTestUser, type TestUser } from '../../../test/users';
import { users } from '../../db/schema/users';

const { app } = await createTestApp();
const owner = await createTestUser(app, 'ADMIN');
await saveCompanyDetails(app.db);
const kurta = await createShopProduct(app, 'Cotton Kurta', [
  { color: 'Indigo', size: 'L', originalPrice: '1000.00', stock: 200 },
]);
const variantId = kurta.variantIds[0] as string;

/** A customer with this name (and mobile), made `minutesAgo` before now so the list's order is known. */
async function customer(firstName: string, lastName: string, mobile: string | null = null, minutesAgo = 0) {
  const user = await createTestUser(app);
  await app.db
    .update(users)
    .set({ firstName, lastName, mobile, createdAt: new Date(Date.now() - minutesAgo * 60_000) })
    .where(eq(users.id, user.id));
  return { ...user, addressId: await createAddress(app, user.id) };
}

type Shopper = TestUser & { addressId: string };

/** The shopper orders `units` kurtas, paying `paymentMethod`; the new order's id. */
async function order(shopper: Shopper, units: number, paymentMethod: 'COD' | 'ONLINE_PAYMENT' = 'COD') {
  await addToCart(app, shopper, variantId, units);
  const res = await placeOrder(app, shopper, { addressId: shopper.addressId, paymentMethod });
  expect(res.statusCode, res.body).toBe(201);
  if (paymentMethod === 'ONLINE_PAYMENT') await payAtSimulator(app, res.json().merchantTransactionId);
  return res.json().order.id as string;
}

/** Books the order's parcel by hand, then records that the courier is bringing it back, or brought it. */
async function returnedToOrigin(orderId: string, status: 'RTO_INITIATED' | 'RTO_DELIVERED') {
  await shipped(app, owner, orderId, { courier: 'Delhivery', awb: `RTO-${randomUUID().slice(0, 8)}` });
  const res = await app.inject({
    method: 'POST',
    url: `/api/orders/${orderId}/shipment/events`,
    headers: owner.auth,
    payload: { status },
  });
  expect(res.statusCode, res.body).toBe(200);
}

const get = (url: string, user: TestUser = owner) => app.inject({ method: 'GET', url, headers: user.auth });
const setCod = (id: string, payload: Record<string, unknown>) =>
  app.inject({ method: 'PUT', url: `/api/admin/customers/${id}`, headers: owner.auth, payload });

async function found(q: string): Promise<string[]> {
  const res = await get(`/api/admin/customers?q=${encodeURIComponent(q)}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().customers.map((c: { id: string }) => c.id);
}

// Meera has shopped in every way the figures count; Kabir has never ordered.
const meera = await customer('Meera', 'Iyer', '9845011111');
const kabir = await customer('Kabir', 'Malhotra', '7012333333');
const delivered = await order(meera, 2);
expect((await setStatus(app, owner, delivered, 'DELIVERED')).statusCode).toBe(200);
const broughtBack = await order(meera, 1);
await returnedToOrigin(broughtBack, 'RTO_DELIVERED');
const comingBack = await order(meera, 1);
await returnedToOrigin(comingBack, 'RTO_INITIATED');
const paidOnline = await order(meera, 1, 'ONLINE_PAYMENT');
await returnedToOrigin(paidOnline, 'RTO_INITIATED');
const cancelled = await order(meera, 3);
expect(
  (await app.inject({ method: 'PUT', url: `/api/orders/${cancelled}/cancel`, headers: meera.auth }))
    .statusCode,
).toBe(200);
const [deliveredLine] = (await get(`/api/orders/my-orders`, meera))
  .json()
  .orders.find((o: { id: string }) => o.id === delivered).items;
const request = await askedReturn(app, meera, delivered, [
  { orderItemId: deliveredLine.id, quantity: 1, type: 'RETURN' },
]);
const review = await app.inject({
  method: 'POST',
  url: `/api/products/${kurta.id}/reviews`,
  headers: meera.auth,
  payload: { rating: 4, title: 'Soft cotton', text: 'Fits well.' },
});
expect(review.statusCode, review.body).toBe(201);

describe('the customers list', () => {
  it('finds customers by words in their name, their email or their mobile number', async () => {
    expect(await found('iyer')).toEqual([meera.id]);
    expect(await found('KABIR MAL')).toEqual([kabir.id]);
    expect(await found(meera.email.toUpperCase())).toEqual([meera.id]);
    expect(await found('+91 98450 11111')).toEqual([meera.id]);
    expect(await found('33333')).toEqual([kabir.id]);
    expect(await found('nobody-at-all')).toEqual([]);
    // Were _ a wildcard, it would stand for the e in Meera.
    expect(await found('m_era')).toEqual([]);
  });

  it('lists customers only, never the staff', async () => {
    const staff = await createTestUser(app, 'ADMIN', 'SUPPORT');
    await app.db.update(users).set({ firstName: 'Meera', lastName: 'Iyer' }).where(eq(users.id, staff.id));
    expect(await found('meera iyer')).toEqual([meera.id]);
  });

  it('shows each customer’s orders, amount spent, returns, COD parcels returned to origin and last order', async () => {
    const res = await get(`/api/admin/customers?q=${encodeURIComponent(meera.email)}`);
    const [row] = res.json().customers;
    const lastOrder = (await get('/api/orders/my-orders', meera)).json().orders[0];
    expect(lastOrder.id).toBe(cancelled);
    expect(row).toEqual({
      id: meera.id,
      firstName: 'Meera',
      lastName: 'Iyer',
      email: meera.email,
      mobile: '9845011111',
      // Five orders; the cancelled one and the one the courier brought back were not spent.
      orders: 5,
      amountSpent: '4000.00',
      returns: 1,
      // The online order on its way back is not a cash-on-delivery parcel.
      codReturnedToOrigin: 2,
      lastOrderAt: lastOrder.orderDate,
      codBlocked: false,
      createdAt: expect.any(String),
    });
    const [none] = (await get(`/api/admin/customers?q=${encodeURIComponent(kabir.email)}`)).json().customers;
    expect(none).toMatchObject({
      orders: 0,
      amountSpent: '0.00',
      returns: 0,
      codReturnedToOrigin: 0,
      lastOrderAt: null,
    });
  });

  it('pages newest customers first, counting only those the words find', async () => {
    const oldest = await customer('Anil', 'Pagewala', null, 30);
    const middle = await customer('Bina', 'Pagewala', null, 20);
    const newest = await customer('Chetan', 'Pagewala', null, 10);
    const first = (await get('/api/admin/customers?q=pagewala&page=1&limit=2')).json();
    expect(first.customers.map((c: { id: string }) => c.id)).toEqual([newest.id, middle.id]);
    expect(first.pagination).toEqual({ page: 1, limit: 2, total: 3, totalPages: 2 });
    const second = (await get('/api/admin/customers?q=pagewala&page=2&limit=2')).json();
    expect(second.customers.map((c: { id: string }) => c.id)).toEqual([oldest.id]);
    // Without words, every customer and no member of staff, twenty a page.
    const all = (await get('/api/admin/customers')).json();
    const [customers] = await app.db
      .select({ count: sql<number>`count(*)::int` })
      .from(users)
      .where(eq(users.userType, 'CUSTOMER'));
    expect(all.pagination).toMatchObject({ page: 1, limit: 20, total: customers?.count });
  });

  it('refuses a bad page, limit or search with 400', async () => {
    for (const query of ['page=0', 'limit=0', 'limit=101', 'page=x', `q=${'a'.repeat(101)}`]) {
      const res = await get(`/api/admin/customers?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message, query).toEqual(expect.any(String));
    }
  });
});

describe('a customer’s page', () => {
  it('shows their addresses and their orders, returns and reviews, newest first', async () => {
    const res = await get(`/api/admin/customers/${meera.id}`);
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json();
    expect(page.customer).toMatchObject({ id: meera.id, orders: 5, amountSpent: '4000.00' });
    expect(page.addresses).toEqual([
      expect.objectContaining({ id: meera.addressId, city: 'Bengaluru', postalCode: '560025' }),
    ]);
    expect(
      page.orders.map(
        (o: { id: string; deliveryStatus: string; units: number; parcelStatus: string | null }) => [
          o.id,
          o.deliveryStatus,
          o.units,
          o.parcelStatus,
        ],
      ),
    ).toEqual([
      [cancelled, 'CANCELED', 3, null],
      [paidOnline, 'SHIPPED', 1, 'RTO_INITIATED'],
      [comingBack, 'SHIPPED', 1, 'RTO_INITIATED'],
      [broughtBack, 'CANCELED', 1, 'RTO_DELIVERED'],
      [delivered, 'DELIVERED', 2, null],
    ]);
    expect(page.orders[1]).toMatchObject({
      orderTotal: '1000.00',
      paymentMethod: 'ONLINE_PAYMENT',
      paymentStatus: 'COMPLETED',
    });
    expect(page.returns).toEqual([
      { id: request.id, orderId: delivered, status: 'REQUESTED', units: 1, createdAt: expect.any(String) },
    ]);
    expect(page.reviews).toEqual([
      {
        id: review.json().review.id,
        productId: kurta.id,
        productName: 'Cotton Kurta',
        rating: 4,
        title: 'Soft cotton',
        text: 'Fits well.',
        createdAt: expect.any(String),
      },
    ]);
  });

  it('is empty for a customer who has not shopped', async () => {
    const page = (await get(`/api/admin/customers/${kabir.id}`)).json();
    expect(page).toMatchObject({ orders: [], returns: [], reviews: [] });
    expect(page.addresses).toHaveLength(1);
  });

  it('answers 404 for an unknown id and for a member of staff, and 400 for an id that is not one', async () => {
    for (const id of [randomUUID(), owner.id]) {
      const res = await get(`/api/admin/customers/${id}`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Customer not found.' });
    }
    expect((await get('/api/admin/customers/not-an-id')).statusCode).toBe(400);
  });
});

describe('cash on delivery for one customer', () => {
  async function shopperWithCart() {
    const shopper = await customer('Ravi', 'Codwala');
    await addToCart(app, shopper, variantId, 1);
    return shopper;
  }

  it('once turned off, refuses their COD orders under paymentMethod, taking nothing, and takes online ones', async () => {
    const shopper = await shopperWithCart();
    const off = await setCod(shopper.id, { codBlocked: true });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toEqual({
      customer: expect.objectContaining({ id: shopper.id, codBlocked: true }),
      message: 'Cash on delivery is off for Ravi Codwala.',
    });
    // Their own account says so, for the checkout to offer online payment only.
    expect((await get('/api/auth/me', shopper)).json().user.codBlocked).toBe(true);

    const stock = await stockOf(app, variantId);
    const cod = await placeOrder(app, shopper, { addressId: shopper.addressId, paymentMethod: 'COD' });
    expect(cod.statusCode).toBe(400);
    expect(cod.json()).toEqual({
      message: COD_OFF_FOR_CUSTOMER,
      errors: { paymentMethod: COD_OFF_FOR_CUSTOMER },
    });
    expect(await stockOf(app, variantId)).toBe(stock);
    expect((await get('/api/cart', shopper)).json().count).toBe(1);

    const online = await placeOrder(app, shopper, {
      addressId: shopper.addressId,
      paymentMethod: 'ONLINE_PAYMENT',
    });
    expect(online.statusCode, online.body).toBe(201);
  });

  it('turned on again, takes their COD orders as before', async () => {
    const shopper = await shopperWithCart();
    expect((await setCod(shopper.id, { codBlocked: true })).statusCode).toBe(200);
    const on = await setCod(shopper.id, { codBlocked: false });
    expect(on.json().message).toBe('Cash on delivery is on for Ravi Codwala.');
    expect((await get('/api/auth/me', shopper)).json().user).not.toHaveProperty('codBlocked');
    const cod = await placeOrder(app, shopper, { addressId: shopper.addressId, paymentMethod: 'COD' });
    expect(cod.statusCode, cod.body).toBe(201);
  });

  it('leaves every other customer’s cash on delivery as it was', async () => {
    const blocked = await shopperWithCart();
    const other = await shopperWithCart();
    await setCod(blocked.id, { codBlocked: true });
    const cod = await placeOrder(app, other, { addressId: other.addressId, paymentMethod: 'COD' });
    expect(cod.statusCode, cod.body).toBe(201);
    expect((await get('/api/auth/me', other)).json().user).not.toHaveProperty('codBlocked');
  });

  it('refuses a body without a true or false with 400, and a staff member or unknown id with 404', async () => {
    const shopper = await shopperWithCart();
    for (const payload of [{}, { codBlocked: 'yes' }, { codBlocked: null }]) {
      const res = await setCod(shopper.id, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual({ codBlocked: 'codBlocked must be true or false.' });
    }
    for (const id of [randomUUID(), owner.id]) {
      const res = await setCod(id, { codBlocked: true });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Customer not found.');
    }
    const [staff] = await app.db
      .select({ codBlocked: users.codBlocked })
      .from(users)
      .where(eq(users.id, owner.id));
    expect(staff?.codBlocked).toBe(false);
    expect((await get(`/api/admin/customers/${shopper.id}`)).json().customer.codBlocked).toBe(false);
  });
});

describe('who may use the customers screen', () => {
  it('lets support and accounts in, and keeps the orders role and customers out', async () => {
    for (const [user, status] of [
      [await createTestUser(app, 'ADMIN', 'SUPPORT'), 200],
      [await createTestUser(app, 'ADMIN', 'ACCOUNTS'), 200],
      [await createTestUser(app, 'ADMIN', 'ORDERS'), 403],
      [meera, 403],
    ] as const) {
      expect((await get('/api/admin/customers', user)).statusCode).toBe(status);
      expect((await get(`/api/admin/customers/${kabir.id}`, user)).statusCode).toBe(status);
    }
  });
});
