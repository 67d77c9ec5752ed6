import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app';
import { setStatus } from '../../../test/invoice-fixtures';
import { waitForMail } from '../../../test/outbox';
import {
  askedReturn,
  askReturn,
  deliveredOrder,
  movedReturn,
  moveReturn,
} from '../../../test/return-fixtures';
import {
  addToCart,
  answerSimulator,
  createAddress,
  createShopProduct,
  payAtSimulator,
  placeOrder,
} from '../../../test/shop-fixtures';
import { createTestUser, type TestUser } from '../../../test/users';
import { payments } from '../../db/schema/shopping';
import { storeCreditEntries } from '../../db/schema/store-credit';

const { app, config } = await createTestApp();
const admin = await createTestUser(app, 'ADMIN');

async function shirt(price: string) {
  const created = await createShopProduct(app, `Shirt ${price}`, [
    { color: 'Indigo', size: 'M', originalPrice: price, stock: 100 },
  ]);
  return created.variantIds[0] as string;
}

const storeCredit = (user: TestUser) =>
  app.inject({ method: 'GET', url: '/api/store-credit', headers: user.auth });

async function balanceOf(user: TestUser): Promise<string> {
  const res = await storeCredit(user);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().balance;
}

/** A delivered cash-on-delivery order of one shirt at `price`, returned and refunded as the shop defaults. */
async function refundedCodReturn(customer: TestUser, price: string) {
  const { orderId, lines } = await deliveredOrder(app, admin, customer, [
    { variantId: await shirt(price), quantity: 1 },
  ]);
  const request = await askedReturn(app, customer, orderId, [
    { orderItemId: lines[0]?.id as string, quantity: 1, type: 'RETURN' },
  ]);
  const refunded = await movedReturn(app, admin, request.id, ['APPROVED', 'RECEIVED', 'REFUNDED']);
  return { orderId, request, refunded };
}

/** A customer holding `credit` in store credit, from a returned COD order. */
async function customerWithCredit(credit: string) {
  const customer = await createTestUser(app);
  await refundedCodReturn(customer, credit);
  expect(await balanceOf(customer)).toBe(credit);
  return customer;
}

async function placeWithCredit(customer: TestUser, price: string, paymentMethod: 'COD' | 'ONLINE_PAYMENT') {
  await addToCart(app, customer, await shirt(price));
  return placeOrder(app, customer, {
    addressId: await createAddress(app, customer.id),
    paymentMethod,
    useStoreCredit: true,
  });
}

const cancel = (user: TestUser, orderId: string) =>
  app.inject({ method: 'PUT', url: `/api/orders/${orderId}/cancel`, headers: user.auth });

describe('GET /store-credit', () => {
  it('is for signed-in customers only: 401 signed out', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/store-credit' });
    expect(res.statusCode).toBe(401);
  });

  it('answers a balance of 0.00 and no entries to a customer who never had credit', async () => {
    const customer = await createTestUser(app);
    expect((await storeCredit(customer)).json()).toEqual({ balance: '0.00', entries: [] });
  });
});

describe('refunding a return to store credit', () => {
  it('is where a cash on delivery return goes by default: no note, one ledger entry, a mail saying so', async () => {
    const customer = await createTestUser(app);
    const { request, refunded } = await refundedCodReturn(customer, '799.00');
    expect(request.refundTo).toBe('STORE_CREDIT');
    expect(refunded.refund).toMatchObject({ amount: '799.00', method: 'STORE_CREDIT', state: 'COMPLETED' });
    expect(refunded.creditNoteNumber).toEqual(expect.any(String));
    const credit = (await storeCredit(customer)).json();
    expect(credit).toEqual({
      balance: '799.00',
      entries: [
        {
          id: expect.any(String),
          amount: '799.00',
          reason: 'RETURN_REFUND',
          orderId: null,
          returnId: request.id,
          at: expect.any(String),
        },
      ],
    });
    const mail = await waitForMail(
      config.dataDir,
      customer.email,
      `Your refund for return #${request.id.slice(0, 8)}`,
    );
    expect(mail).toContain('It is in your store credit, ready to pay for your next order');
  });

  it('credits a return once when two admins refund it at the same moment', async () => {
    const customer = await createTestUser(app);
    const { orderId, lines } = await deliveredOrder(app, admin, customer, [
      { variantId: await shirt('650.00'), quantity: 1 },
    ]);
    const request = await askedReturn(app, customer, orderId, [
      { orderItemId: lines[0]?.id as string, quantity: 1, type: 'RETURN' },
    ]);
    await movedReturn(app, admin, request.id, ['APPROVED', 'RECEIVED']);
    const answers = await Promise.all([
      moveReturn(app, admin, request.id, 'REFUNDED'),
      moveReturn(app, admin, request.id, 'REFUNDED'),
    ]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    expect(await balanceOf(customer)).toBe('650.00');
    const entries = await app.db
      .select()
      .from(storeCreditEntries)
      .where(eq(storeCreditEntries.returnId, request.id));
    expect(entries).toHaveLength(1);
  });

  it('refuses a refundTo that is neither ORIGINAL nor STORE_CREDIT with a 400 naming it, asking nothing', async () => {
    const customer = await createTestUser(app);
    const { orderId, lines } = await deliveredOrder(app, admin, customer, [
      { variantId: await shirt('450.00'), quantity: 1 },
    ]);
    const item = { orderItemId: lines[0]?.id as string, quantity: 1, type: 'RETURN' as const };
    const res = await app.inject({
      method: 'POST',
      url: `/api/orders/${orderId}/returns`,
      headers: customer.auth,
      payload: { items: [{ ...item, reason: 'Too big' }], refundTo: 'BANK' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: 'Refund to must be ORIGINAL or STORE_CREDIT.',
      errors: { refundTo: 'Refund to must be ORIGINAL or STORE_CREDIT.' },
    });
    // Nothing was asked: the whole line can still be returned.
    expect((await askReturn(app, customer, orderId, [item], 'ORIGINAL')).statusCode).toBe(201);
  });

  it('keeps an order paid partly with store credit refunding to store credit: ORIGINAL is a 400', async () => {
    const customer = await customerWithCredit('100.00');
    const placed = await placeWithCredit(customer, '500.00', 'COD');
    expect(placed.statusCode, placed.body).toBe(201);
    const { order } = placed.json();
    expect((await setStatus(app, admin, order.id, 'DELIVERED')).statusCode).toBe(200);
    const item = { orderItemId: order.items[0].id, quantity: 1, type: 'RETURN' as const };
    const refused = await askReturn(app, customer, order.id, [item], 'ORIGINAL');
    expect(refused.statusCode).toBe(400);
    const sentence = 'This order was paid partly with store credit, so its refund goes to store credit.';
    expect(refused.json()).toEqual({ message: sentence, errors: { refundTo: sentence } });
    const asked = await askedReturn(app, customer, order.id, [item]);
    expect(asked.refundTo).toBe('STORE_CREDIT');
  });
});

describe('paying an order from store credit', () => {
  it('places as before without useStoreCredit: storeCreditUsed 0.00 and the balance untouched', async () => {
    const customer = await customerWithCredit('300.00');
    await addToCart(app, customer, await shirt('999.00'));
    const placed = await placeOrder(app, customer, {
      addressId: await createAddress(app, customer.id),
      paymentMethod: 'COD',
    });
    expect(placed.statusCode, placed.body).toBe(201);
    expect(placed.json().order).toMatchObject({ orderTotal: '999.00', storeCreditUsed: '0.00' });
    expect(await balanceOf(customer)).toBe('300.00');
  });

  it('pays part of a cash on delivery order: the total stays, the credit used is kept and leaves the ledger', async () => {
    const customer = await customerWithCredit('300.00');
    const placed = await placeWithCredit(customer, '999.00', 'COD');
    expect(placed.statusCode, placed.body).toBe(201);
    const { order } = placed.json();
    expect(order).toMatchObject({
      orderTotal: '999.00',
      storeCreditUsed: '300.00',
      paymentStatus: 'PENDING',
    });
    const credit = (await storeCredit(customer)).json();
    expect(credit.balance).toBe('0.00');
    expect(credit.entries[0]).toMatchObject({
      amount: '-300.00',
      reason: 'ORDER_PAYMENT',
      orderId: order.id,
    });
    const mine = (
      await app.inject({ method: 'GET', url: '/api/orders/my-orders', headers: customer.auth })
    ).json();
    expect(mine.orders[0]).toMatchObject({ id: order.id, storeCreditUsed: '300.00' });
  });

  it('charges online only what the credit leaves', async () => {
    const customer = await customerWithCredit('250.50');
    const placed = await placeWithCredit(customer, '1000.00', 'ONLINE_PAYMENT');
    expect(placed.statusCode, placed.body).toBe(201);
    const body = placed.json();
    expect(body.order).toMatchObject({ storeCreditUsed: '250.50', paymentStatus: 'PENDING' });
    expect(body.redirectUrl).toEqual(expect.any(String));
    const [payment] = await app.db
      .select({ amount: payments.amount })
      .from(payments)
      .where(eq(payments.orderId, body.order.id));
    expect(payment?.amount).toBe('749.50');
    await payAtSimulator(app, body.merchantTransactionId);
    const paid = (
      await app.inject({ method: 'GET', url: '/api/orders/my-orders', headers: customer.auth })
    ).json();
    expect(paid.orders[0].paymentStatus).toBe('COMPLETED');
  });

  it('pays a whole online order at once: no payment opened, the order paid and the cart emptied', async () => {
    const customer = await customerWithCredit('1200.00');
    const placed = await placeWithCredit(customer, '800.00', 'ONLINE_PAYMENT');
    expect(placed.statusCode, placed.body).toBe(201);
    const body = placed.json();
    expect(body.redirectUrl).toBeUndefined();
    expect(body.order).toMatchObject({
      orderTotal: '800.00',
      storeCreditUsed: '800.00',
      paymentStatus: 'COMPLETED',
      merchantTransactionId: null,
    });
    expect(await app.db.select().from(payments).where(eq(payments.orderId, body.order.id))).toEqual([]);
    const cart = (await app.inject({ method: 'GET', url: '/api/cart', headers: customer.auth })).json();
    expect(cart.items).toEqual([]);
    expect(await balanceOf(customer)).toBe('400.00');
  });

  it('spends only what exists when two orders race for the same balance', async () => {
    // Neither order is paid in full (which would empty the cart the other is placed from).
    const customer = await customerWithCredit('300.00');
    await addToCart(app, customer, await shirt('400.00'));
    const addressId = await createAddress(app, customer.id);
    const both = await Promise.all(
      ['first', 'second'].map((key) =>
        placeOrder(
          app,
          customer,
          { addressId, paymentMethod: 'ONLINE_PAYMENT', useStoreCredit: true },
          { 'idempotency-key': key },
        ),
      ),
    );
    for (const res of both) expect(res.statusCode, res.body).toBe(201);
    const used = both.map((res) => res.json().order.storeCreditUsed).sort();
    expect(used).toEqual(['0.00', '300.00']);
    expect(await balanceOf(customer)).toBe('0.00');
  });

  it('gives the credit back once when the shopper and the admin cancel at the same moment', async () => {
    const customer = await customerWithCredit('350.00');
    const placed = await placeWithCredit(customer, '600.00', 'COD');
    expect(placed.statusCode, placed.body).toBe(201);
    const orderId = placed.json().order.id;
    expect(await balanceOf(customer)).toBe('0.00');
    const answers = await Promise.all([
      cancel(customer, orderId),
      setStatus(app, admin, orderId, 'CANCELED'),
      cancel(customer, orderId),
    ]);
    expect(answers.some((res) => res.statusCode === 200)).toBe(true);
    expect(await balanceOf(customer)).toBe('350.00');
    const entries = (await storeCredit(customer)).json().entries;
    expect(entries.filter((entry: { reason: string }) => entry.reason === 'ORDER_CANCELED')).toEqual([
      expect.objectContaining({ amount: '350.00', orderId }),
    ]);
  });

  it('gives the credit back when the online payment for the rest is declined', async () => {
    const customer = await customerWithCredit('150.00');
    const placed = await placeWithCredit(customer, '900.00', 'ONLINE_PAYMENT');
    expect(placed.statusCode, placed.body).toBe(201);
    const declined = await answerSimulator(app, placed.json().merchantTransactionId, 'FAILURE');
    expect(declined.statusCode).toBe(303);
    const mine = (
      await app.inject({ method: 'GET', url: '/api/orders/my-orders', headers: customer.auth })
    ).json();
    expect(mine.orders[0]).toMatchObject({ deliveryStatus: 'CANCELED', storeCreditUsed: '150.00' });
    expect(await balanceOf(customer)).toBe('150.00');
  });

  it('keeps an order whose credit went back cancelled: reopening it is a 409', async () => {
    const customer = await customerWithCredit('200.00');
    const placed = await placeWithCredit(customer, '700.00', 'COD');
    const orderId = placed.json().order.id;
    expect((await cancel(customer, orderId)).statusCode).toBe(200);
    const reopened = await setStatus(app, admin, orderId, 'PENDING');
    expect(reopened.statusCode).toBe(409);
    expect(reopened.json().message).toBe(
      'This order was paid partly with store credit, which went back to the customer when it was cancelled, so it cannot be reopened.',
    );
    expect(await balanceOf(customer)).toBe('200.00');
  });

  it('refuses a useStoreCredit that is not true or false with a 400 naming it', async () => {
    const customer = await createTestUser(app);
    const res = await placeOrder(app, customer, {
      addressId: await createAddress(app, customer.id),
      paymentMethod: 'COD',
      useStoreCredit: 'yes',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ useStoreCredit: 'Use store credit must be true or false.' });
  });
});

describe('the ledger', () => {
  it('never goes below zero: the database refuses an entry spending more than the balance', async () => {
    const customer = await customerWithCredit('120.00');
    await addToCart(app, customer, await shirt('500.00'));
    const placed = await placeOrder(app, customer, {
      addressId: await createAddress(app, customer.id),
      paymentMethod: 'COD',
    });
    const orderId = placed.json().order.id;
    const spend = (amount: string) =>
      app.db.insert(storeCreditEntries).values({
        userId: customer.id,
        amount,
        reason: 'ORDER_PAYMENT',
        orderId,
      });
    await expect(spend('-120.01')).rejects.toThrow();
    expect(await balanceOf(customer)).toBe('120.00');
    await spend('-120.00');
    expect(await balanceOf(customer)).toBe('0.00');
  });
});
