import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app';
import {
  addToCart,
  createAddress,
  createShopProduct,
  orderOfNewProduct,
  placeOrder,
  stockOf,
} from '../../../test/shop-fixtures';
import { createTestUser, type TestUser } from '../../../test/users';

const { app } = await createTestApp();

async function orderOf(stock = 10, quantity = 2) {
  const { user, variantId, res } = await orderOfNewProduct(
    app,
    'Denim Jacket',
    { color: 'Blue', size: 'M', stock },
    quantity,
    'COD',
  );
  expect(res.statusCode, res.body).toBe(201);
  return { user, variantId, order: res.json().order };
}

const cancel = (user: TestUser, orderId: string) =>
  app.inject({ method: 'PUT', url: `/api/orders/${orderId}/cancel`, headers: user.auth });

const setStatus = (admin: TestUser, orderId: string, deliveryStatus: string) =>
  app.inject({
    method: 'PUT',
    url: `/api/orders/${orderId}/status`,
    headers: admin.auth,
    payload: { deliveryStatus },
  });

describe("a shopper's orders", () => {
  it('lists only the caller’s orders, newest first', async () => {
    const { user, order: first } = await orderOf();
    const product = await createShopProduct(app, 'Linen Tee');
    await addToCart(app, user, product.variantIds[0] as string);
    const addressId = await createAddress(app, user.id, { addressLine1: '2 Park Street', city: 'Kolkata' });
    const second = (await placeOrder(app, user, { addressId, paymentMethod: 'COD' })).json().order;
    await orderOf();

    const res = await app.inject({ method: 'GET', url: '/api/orders/my-orders', headers: user.auth });
    expect(res.statusCode).toBe(200);
    expect(res.json().orders.map((o: { id: string }) => o.id)).toEqual([second.id, first.id]);
    expect(res.json().orders[0].address.city).toBe('Kolkata');
  });

  it('cancelling a pending order puts the stock back once; cancelling again is a 409', async () => {
    const { user, variantId, order } = await orderOf(10, 3);
    expect(await stockOf(app, variantId)).toBe(7);

    const first = await cancel(user, order.id);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      message: 'Order canceled successfully.',
      order: { id: order.id, deliveryStatus: 'CANCELED' },
    });
    expect(await stockOf(app, variantId)).toBe(10);

    const again = await cancel(user, order.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Only pending orders can be cancelled.');
    expect(await stockOf(app, variantId)).toBe(10);
  });

  it('two cancels at the same moment still put the stock back once', async () => {
    const { user, variantId, order } = await orderOf(10, 4);
    const results = await Promise.all([cancel(user, order.id), cancel(user, order.id)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await stockOf(app, variantId)).toBe(10);
  });

  it('cannot cancel an order that has shipped', async () => {
    const { user, order } = await orderOf();
    const admin = await createTestUser(app, 'ADMIN');
    expect((await setStatus(admin, order.id, 'SHIPPED')).statusCode).toBe(200);
    const res = await cancel(user, order.id);
    expect(res.statusCode).toBe(409);
  });

  it("another customer cannot cancel someone's order, nor see it: 404", async () => {
    const { variantId, order } = await orderOf();
    const stranger = await createTestUser(app);
    const res = await cancel(stranger, order.id);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Order not found.');
    expect(await stockOf(app, variantId)).toBe(8);
    const theirs = await app.inject({ method: 'GET', url: '/api/orders/my-orders', headers: stranger.auth });
    expect(theirs.json().orders).toEqual([]);
  });

  it('asks guests to log in', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/orders/my-orders' })).statusCode).toBe(401);
  });
});

describe('orders in the back office', () => {
  it('lists every order for admins only, newest first, filtered by status and paged', async () => {
    const admin = await createTestUser(app, 'ADMIN');
    const { user, order: shipped } = await orderOf();
    const { order: newest } = await orderOf();
    await setStatus(admin, shipped.id, 'SHIPPED');

    const forbidden = await app.inject({ method: 'GET', url: '/api/orders/all', headers: user.auth });
    expect(forbidden.statusCode).toBe(403);

    const all = await app.inject({ method: 'GET', url: '/api/orders/all', headers: admin.auth });
    expect(all.statusCode).toBe(200);
    const body = all.json();
    expect(body.orders[0].id).toBe(newest.id);
    expect(body.pagination).toMatchObject({ page: 1, limit: 20, total: body.orders.length });
    expect(body.orders[0].user).toEqual({
      id: expect.any(String),
      firstName: 'Ravi',
      lastName: 'Tester',
      email: expect.stringContaining('@'),
    });

    const onlyShipped = await app.inject({
      method: 'GET',
      url: '/api/orders/all?status=SHIPPED&limit=100',
      headers: admin.auth,
    });
    const shippedOrders = onlyShipped.json().orders;
    expect(shippedOrders.map((o: { id: string }) => o.id)).toContain(shipped.id);
    expect(new Set(shippedOrders.map((o: { deliveryStatus: string }) => o.deliveryStatus))).toEqual(
      new Set(['SHIPPED']),
    );

    const firstPage = await app.inject({
      method: 'GET',
      url: '/api/orders/all?page=1&limit=1',
      headers: admin.auth,
    });
    const secondPage = await app.inject({
      method: 'GET',
      url: '/api/orders/all?page=2&limit=1',
      headers: admin.auth,
    });
    expect(firstPage.json().orders.map((o: { id: string }) => o.id)).toEqual([newest.id]);
    expect(secondPage.json().orders.map((o: { id: string }) => o.id)).toEqual([shipped.id]);
    expect(firstPage.json().pagination).toEqual({
      page: 1,
      limit: 1,
      total: body.pagination.total,
      totalPages: body.pagination.total,
    });

    const badStatus = await app.inject({
      method: 'GET',
      url: '/api/orders/all?status=LOST',
      headers: admin.auth,
    });
    expect(badStatus.statusCode).toBe(400);
  });

  it('CANCELED puts the stock back once, and back to PENDING takes it again', async () => {
    const admin = await createTestUser(app, 'ADMIN');
    const { variantId, order } = await orderOf(10, 3);

    const canceled = await setStatus(admin, order.id, 'CANCELED');
    expect(canceled.statusCode).toBe(200);
    expect(canceled.json().order.deliveryStatus).toBe('CANCELED');
    expect(await stockOf(app, variantId)).toBe(10);
    await setStatus(admin, order.id, 'CANCELED');
    expect(await stockOf(app, variantId)).toBe(10);

    const pending = await setStatus(admin, order.id, 'PENDING');
    expect(pending.statusCode).toBe(200);
    expect(pending.json().order.deliveryStatus).toBe('PENDING');
    expect(await stockOf(app, variantId)).toBe(7);

    await setStatus(admin, order.id, 'SHIPPED');
    await setStatus(admin, order.id, 'DELIVERED');
    expect(await stockOf(app, variantId)).toBe(7);
    await setStatus(admin, order.id, 'CANCELED');
    expect(await stockOf(app, variantId)).toBe(10);
  });

  it('leaving CANCELED when the stock has gone is a 409 that changes nothing', async () => {
    const admin = await createTestUser(app, 'ADMIN');
    const { variantId, order } = await orderOf(3, 3);
    await setStatus(admin, order.id, 'CANCELED');
    const rival = await createTestUser(app);
    await addToCart(app, rival, variantId, 2);
    await placeOrder(app, rival, { addressId: await createAddress(app, rival.id), paymentMethod: 'COD' });

    const res = await setStatus(admin, order.id, 'SHIPPED');
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      'This order cannot be reopened: its units went back on sale when it was cancelled, and there is only 1 of Denim Jacket (Blue, M) left for the 3 it needs. Add stock to the product, then try again.',
    );
    expect(await stockOf(app, variantId)).toBe(1);
    const list = await app.inject({
      method: 'GET',
      url: '/api/orders/all?status=CANCELED',
      headers: admin.auth,
    });
    expect(list.json().orders.map((o: { id: string }) => o.id)).toContain(order.id);
  });

  it('answers 404 for an unknown order, 400 for an unknown status, and 403 for shoppers', async () => {
    const admin = await createTestUser(app, 'ADMIN');
    const { user, order } = await orderOf();
    expect((await setStatus(admin, '00000000-0000-4000-8000-000000000000', 'SHIPPED')).statusCode).toBe(404);
    expect((await setStatus(admin, order.id, 'LOST')).statusCode).toBe(400);
    expect((await setStatus(user, order.id, 'DELIVERED')).statusCode).toBe(403);
  });
});

describe("an ordered item's photos", () => {
  it('lead with the colour ordered, in the answer to placing it and in the order history', async () => {
    const admin = await createTestUser(app, 'ADMIN');
    const user = await createTestUser(app);
    const saree = await createShopProduct(
      app,
      'Bandhani Saree',
      [
        { color: 'Green', size: 'Free Size' },
        { color: 'Yellow', size: 'Free Size' },
      ],
      { images: 3, imageColours: ['Green', 'Yellow', null] },
    );
    const [green, yellow, anyColour] = saree.imageIds;
    await addToCart(app, user, saree.variantIds[1] as string);
    const placed = await placeOrder(app, user, {
      addressId: await createAddress(app, user.id),
      paymentMethod: 'COD',
    });
    expect(placed.statusCode, placed.body).toBe(201);

    const mine = await app.inject({ method: 'GET', url: '/api/orders/my-orders', headers: user.auth });
    const backOffice = await app.inject({ method: 'GET', url: '/api/orders/all', headers: admin.auth });
    const shopOrder = backOffice.json().orders.find((o: { id: string }) => o.id === placed.json().order.id);
    for (const order of [placed.json().order, mine.json().orders[0], shopOrder]) {
      expect(order.items[0].product.images.map((image: { id: string }) => image.id)).toEqual([
        yellow,
        anyColour,
        green,
      ]);
    }
  });
});
