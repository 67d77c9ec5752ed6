import { describe, expect, it, vi } from 'vitest';
import { createCountingTestApp, notTransactionControl } from '../../../test/app';
import { saveCompanyDetails } from '../../../test/catalogue-fixtures';
import { MAIL_WAIT, mailsTo } from '../../../test/outbox';
import { askedReturn, deliveredOrder, movedReturn } from '../../../test/return-fixtures';
import { createShopProduct } from '../../../test/shop-fixtures';
import { createTestUser, type TestUser } from '../../../test/users';

const { app, config, counter } = await createCountingTestApp(notTransactionControl);

const admin = await createTestUser(app, 'ADMIN');
await saveCompanyDetails(app.db);
const shirt = await createShopProduct(app, 'Denim Shirt', [
  { color: 'Blue', size: 'M', originalPrice: '1599.00', stock: 500 },
  { color: 'Blue', size: 'L', originalPrice: '1599.00', stock: 500 },
]);
const [blueM, blueL] = shirt.variantIds as [string, string];

/**
 * Waits until the customer's mail is all written: each mail reads its order or request in the
 * background after the answer, and those queries must not be counted as a later request's.
 */
async function mailSent(customer: TestUser, count: number) {
  await vi.waitFor(() => expect(mailsTo(config.dataDir, customer.email, '')).toHaveLength(count), MAIL_WAIT);
}

/** A customer with a delivered order of `units` shirts and one request per unit, oldest first. */
async function customerWithRequests(units: number) {
  const customer = await createTestUser(app);
  const { orderId, lines } = await deliveredOrder(app, admin, customer, [
    { variantId: blueM, quantity: units },
  ]);
  const ids: string[] = [];
  for (let i = 0; i < units; i++) {
    const request = await askedReturn(app, customer, orderId, [
      i % 2 === 0
        ? { orderItemId: lines[0]?.id as string, quantity: 1, type: 'RETURN' }
        : { orderItemId: lines[0]?.id as string, quantity: 1, type: 'EXCHANGE', exchangeVariantId: blueL },
    ]);
    ids.push(request.id);
  }
  // The order's confirmation and delivery, and each request's receipt.
  await mailSent(customer, 2 + units);
  return { customer, orderId, ids };
}

async function get(user: TestUser, url: string) {
  counter.statements = 0;
  const res = await app.inject({ method: 'GET', url, headers: user.auth });
  expect(res.statusCode, res.body).toBe(200);
  return { body: res.json(), queries: counter.statements };
}

describe('reading requests', () => {
  it('a customer lists their own, newest first, without who made each change', async () => {
    const { customer, ids } = await customerWithRequests(3);
    await customerWithRequests(1);
    await movedReturn(app, admin, ids[0] as string, ['APPROVED']);
    const { body } = await get(customer, '/api/returns/mine');
    expect(body.returns.map((request: { id: string }) => request.id)).toEqual([...ids].reverse());
    expect(body.returns[2].history).toEqual([
      { status: 'REQUESTED', at: expect.any(String), note: null },
      { status: 'APPROVED', at: expect.any(String), note: null },
    ]);
  });

  it('an admin lists everyone’s, newest first, by status and page, with who moved them', async () => {
    const { ids } = await customerWithRequests(2);
    await movedReturn(app, admin, ids[1] as string, [['REJECTED', 'Worn.']]);
    const rejected = await get(admin, '/api/returns?status=REJECTED');
    expect(rejected.body.returns.map((request: { id: string }) => request.id)).toEqual([ids[1]]);
    expect(rejected.body.returns[0].history.at(-1)).toEqual({
      status: 'REJECTED',
      at: expect.any(String),
      note: 'Worn.',
      changedBy: 'Asha Tester',
    });
    expect(rejected.body.returns[0].customer).toMatchObject({ firstName: 'Ravi', lastName: 'Tester' });
    const page = await get(admin, '/api/returns?page=2&limit=2');
    expect(page.body.pagination).toMatchObject({ page: 2, limit: 2 });
    expect(page.body.pagination.total).toBeGreaterThanOrEqual(6);
    const all = await get(admin, '/api/returns?limit=100');
    const created = all.body.returns.map((request: { createdAt: string }) => Date.parse(request.createdAt));
    expect([...created].sort((a, b) => b - a)).toEqual(created);
    const bad = await app.inject({ method: 'GET', url: '/api/returns?status=LOST', headers: admin.auth });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors)).toEqual(['status']);
  });

  it('one request is for its customer and admins: 404 for anyone else, 403 for a customer’s admin list', async () => {
    const { customer, ids } = await customerWithRequests(1);
    const stranger = await createTestUser(app);
    const url = `/api/returns/${ids[0]}`;
    expect((await get(customer, url)).body.return.id).toBe(ids[0]);
    expect((await get(admin, url)).body.return.history[0].changedBy).toBeNull();
    const theirs = await app.inject({ method: 'GET', url, headers: stranger.auth });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual({ message: 'Return request not found.' });
    expect((await app.inject({ method: 'GET', url })).statusCode).toBe(401);
    expect(
      (await app.inject({ method: 'GET', url: '/api/returns', headers: customer.auth })).statusCode,
    ).toBe(403);
    expect((await app.inject({ method: 'GET', url: '/api/returns/mine' })).statusCode).toBe(401);
  });

  it('lists cost the same few queries for one request as for many', async () => {
    const one = await customerWithRequests(1);
    const many = await customerWithRequests(6);
    await movedReturn(app, admin, many.ids[0] as string, ['APPROVED', 'RECEIVED', ['REFUNDED', 'Cash.']]);
    await mailSent(many.customer, 2 + 6 + 3);
    const mineOne = await get(one.customer, '/api/returns/mine');
    const mineMany = await get(many.customer, '/api/returns/mine');
    expect(mineMany.body.returns).toHaveLength(6);
    expect(mineMany.queries).toBe(mineOne.queries);
    // The caller check, then the requests, their items, histories and the products' images.
    expect(mineOne.queries).toBe(5);
    const pageOne = await get(admin, '/api/returns?limit=1');
    const pageMany = await get(admin, '/api/returns?limit=50');
    expect(pageMany.body.returns.length).toBeGreaterThan(6);
    expect(pageMany.queries).toBe(pageOne.queries);
  });

  it('an order’s answer carries its return window in the same queries', async () => {
    const customer = await createTestUser(app);
    const delivered = await deliveredOrder(app, admin, customer, [{ variantId: blueM, quantity: 1 }]);
    await mailSent(customer, 2);
    const { body, queries: count } = await get(customer, '/api/orders/my-orders');
    const order = body.orders.find((o: { id: string }) => o.id === delivered.orderId);
    expect(order.returnableUntil).toBe(
      new Date(Date.parse(order.history.at(-1).at) + 15 * 86_400_000).toISOString(),
    );
    for (let i = 0; i < 3; i++)
      await deliveredOrder(app, admin, customer, [{ variantId: blueM, quantity: 1 }]);
    await mailSent(customer, 8);
    expect((await get(customer, '/api/orders/my-orders')).queries).toBe(count);
  });
});
