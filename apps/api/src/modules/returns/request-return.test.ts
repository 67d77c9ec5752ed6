import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app';
import { saveCompanyDetails } from '../../../test/catalogue-fixtures';
import { applyCode, createCoupon } from '../../../test/coupon-fixtures';
import { orderFor, setStatus } from '../../../test/invoice-fixtures';
import {
  askedReturn,
  askReturn,
  deliveredDaysAgo,
  deliveredOrder,
  moveReturn,
} from '../../../test/return-fixtures';
import {
  addToCart,
  codDefaults,
  createShopProduct,
  saveShopSettings,
  stockOf,
} from '../../../test/shop-fixtures';
import { createTestUser, type TestUser } from '../../../test/users';

const { app } = await createTestApp();
const admin = await createTestUser(app, 'ADMIN');
await saveCompanyDetails(app.db);

/** A kurta in Blue M (ordered), Blue L and Red M (to exchange for), and a tee of another product. */
async function shop(stock = { blueL: 5, redM: 5 }) {
  const kurta = await createShopProduct(app, 'Cotton Kurta', [
    { color: 'Blue', size: 'M', originalPrice: '899.00', stock: 50 },
    { color: 'Blue', size: 'L', originalPrice: '899.00', stock: stock.blueL },
    { color: 'Red', size: 'M', originalPrice: '899.00', stock: stock.redM },
  ]);
  const tee = await createShopProduct(app, 'Basic Tee', [
    { color: 'White', size: 'M', originalPrice: '333.33', stock: 50 },
  ]);
  const [blueM, blueL, redM] = kurta.variantIds as [string, string, string];
  return { blueM, blueL, redM, tee: tee.variantIds[0] as string };
}

async function delivered(customer: TestUser, lines: { variantId: string; quantity: number }[]) {
  return deliveredOrder(app, admin, customer, lines);
}

const myOrder = async (user: TestUser, orderId: string) =>
  (await app.inject({ method: 'GET', url: '/api/orders/my-orders', headers: user.auth }))
    .json()
    .orders.find((order: { id: string }) => order.id === orderId);

describe('asking to return or exchange', () => {
  it('answers 201 with the request: its items as ordered, the exchange’s variant, the refund to the paisa', async () => {
    const v = await shop();
    const customer = await createTestUser(app);
    const { orderId, lines } = await delivered(customer, [
      { variantId: v.blueM, quantity: 2 },
      { variantId: v.tee, quantity: 3 },
    ]);
    const kurta = lines.find((line) => line.product.variant.id === v.blueM);
    const tee = lines.find((line) => line.product.variant.id === v.tee);
    if (!kurta || !tee) throw new Error('order lines missing');
    const res = await askReturn(app, customer, orderId, [
      { orderItemId: kurta.id, quantity: 1, type: 'EXCHANGE', exchangeVariantId: v.blueL },
      { orderItemId: tee.id, quantity: 2, type: 'RETURN', reason: 'Quality not as expected' },
    ]);
    expect(res.statusCode, res.body).toBe(201);
    const request = res.json();
    expect(request).toMatchObject({
      orderId,
      status: 'REQUESTED',
      refundTotal: '666.66',
      refund: null,
      creditNoteNumber: null,
      customer: { id: customer.id, email: customer.email },
      history: [{ status: 'REQUESTED', note: null }],
    });
    expect(request.items).toEqual([
      expect.objectContaining({
        orderItemId: tee.id,
        type: 'RETURN',
        quantity: 2,
        reason: 'Quality not as expected',
        exchangeVariant: null,
        refundAmount: '666.66',
        product: expect.objectContaining({
          name: 'Basic Tee',
          variant: { id: v.tee, color: 'White', size: 'M' },
        }),
      }),
      expect.objectContaining({
        orderItemId: kurta.id,
        type: 'EXCHANGE',
        quantity: 1,
        exchangeVariant: { id: v.blueL, color: 'Blue', size: 'L' },
        refundAmount: null,
      }),
    ]);
    // Asking changes no stock: an exchange's unit is set aside when the request is approved.
    expect(await stockOf(app, v.blueL)).toBe(5);
  });

  it('is only for a delivered order: 409 before, with nothing written', async () => {
    const v = await shop();
    const customer = await createTestUser(app);
    const orderId = await orderFor(app, customer, [{ variantId: v.blueM, quantity: 1 }]);
    const order = await myOrder(customer, orderId);
    expect(order.returnableUntil).toBeNull();
    const res = await askReturn(app, customer, orderId, [
      { orderItemId: order.items[0].id, quantity: 1, type: 'RETURN' },
    ]);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: 'Only a delivered order can be returned or exchanged.' });
    const mine = await app.inject({ method: 'GET', url: '/api/returns/mine', headers: customer.auth });
    expect(mine.json()).toEqual({ returns: [] });
  });

  it('is open for the shop’s window after delivery, then a 409 naming the day it closed', async () => {
    const v = await shop();
    const customer = await createTestUser(app);
    const { orderId, lines } = await delivered(customer, [{ variantId: v.blueM, quantity: 2 }]);
    const order = await myOrder(customer, orderId);
    const deliveredAt = Date.parse(order.history.at(-1).at);
    expect(Date.parse(order.returnableUntil) - deliveredAt).toBe(15 * 24 * 3600 * 1000);
    const item = { orderItemId: lines[0]?.id as string, quantity: 1, type: 'RETURN' as const };

    await deliveredDaysAgo(app, orderId, 14, 23 * 3600 * 1000);
    expect((await askReturn(app, customer, orderId, [item])).statusCode).toBe(201);

    await deliveredDaysAgo(app, orderId, 0, 2 * 3600 * 1000);
    const late = await askReturn(app, customer, orderId, [item]);
    expect(late.statusCode).toBe(409);
    const closed = new Date((await myOrder(customer, orderId)).returnableUntil);
    const day = new Intl.DateTimeFormat('en-IN', {
      timeZone: 'Asia/Kolkata',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
    }).format(closed);
    expect(late.json()).toEqual({ message: `Returns for this order closed on ${day}.` });
    expect(late.json().message).toMatch(/^Returns for this order closed on \d{1,2} [A-Z][a-z]+ \d{4}\.$/);
  });

  it('follows the shop’s setting: a longer window reopens it, 0 takes no returns', async () => {
    const v = await shop();
    const customer = await createTestUser(app);
    const { orderId, lines } = await delivered(customer, [{ variantId: v.blueM, quantity: 2 }]);
    await deliveredDaysAgo(app, orderId, 20);
    const item = { orderItemId: lines[0]?.id as string, quantity: 1, type: 'RETURN' as const };
    expect((await askReturn(app, customer, orderId, [item])).statusCode).toBe(409);
    const settings = (returnWindowDays: number) =>
      saveShopSettings(app, admin, { ...codDefaults, returnWindowDays });
    try {
      expect((await settings(30)).statusCode).toBe(200);
      const order = await myOrder(customer, orderId);
      expect(Date.parse(order.returnableUntil) - Date.parse(order.history.at(-1).at)).toBe(30 * 86_400_000);
      expect((await askReturn(app, customer, orderId, [item])).statusCode).toBe(201);
      expect((await settings(0)).statusCode).toBe(200);
      const none = await askReturn(app, customer, orderId, [item]);
      expect(none.statusCode).toBe(409);
      expect(none.json()).toEqual({ message: 'This shop does not take returns or exchanges.' });
    } finally {
      await settings(15);
    }
  });

  it('counts from the latest delivery when an order was delivered again', async () => {
    const v = await shop();
    const customer = await createTestUser(app);
    const { orderId } = await delivered(customer, [{ variantId: v.blueM, quantity: 1 }]);
    await deliveredDaysAgo(app, orderId, 30);
    expect((await setStatus(app, admin, orderId, 'SHIPPED')).json().order.returnableUntil).toBeNull();
    const again = (await setStatus(app, admin, orderId, 'DELIVERED')).json().order;
    expect(Date.parse(again.returnableUntil)).toBeGreaterThan(Date.now() + 14 * 86_400_000);
  });

  it('is 404 for another customer’s order or none, 401 signed out', async () => {
    const v = await shop();
    const customer = await createTestUser(app);
    const stranger = await createTestUser(app);
    const { orderId, lines } = await delivered(customer, [{ variantId: v.blueM, quantity: 1 }]);
    const items = [{ orderItemId: lines[0]?.id as string, quantity: 1, type: 'RETURN' as const }];
    const theirs = await askReturn(app, stranger, orderId, items);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual({ message: 'Order not found.' });
    expect((await askReturn(app, admin, orderId, items)).statusCode).toBe(404);
    const guest = await app.inject({
      method: 'POST',
      url: `/api/orders/${orderId}/returns`,
      payload: { items: [{ ...items[0], reason: 'Changed my mind' }] },
    });
    expect(guest.statusCode).toBe(401);
  });

  it('refuses items of another order, a missing reason, and type fields that do not fit: 400 naming each', async () => {
    const v = await shop();
    const customer = await createTestUser(app);
    const { orderId, lines } = await delivered(customer, [{ variantId: v.blueM, quantity: 2 }]);
    const other = await delivered(customer, [{ variantId: v.tee, quantity: 1 }]);
    const kurta = lines[0]?.id as string;

    const foreign = await askReturn(app, customer, orderId, [
      { orderItemId: kurta, quantity: 1, type: 'RETURN' },
      { orderItemId: other.lines[0]?.id as string, quantity: 1, type: 'RETURN' },
    ]);
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json()).toEqual({
      message: 'This item is not part of this order.',
      errors: { 'items.1.orderItemId': 'This item is not part of this order.' },
    });

    const noReason = await askReturn(app, customer, orderId, [
      { orderItemId: kurta, quantity: 1, type: 'RETURN', reason: '  ' },
    ]);
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().errors).toEqual({ 'items.0.reason': 'Choose a reason.' });

    const fields = await askReturn(app, customer, orderId, [
      { orderItemId: kurta, quantity: 1, type: 'EXCHANGE' },
      { orderItemId: kurta, quantity: 1, type: 'RETURN', exchangeVariantId: v.blueL },
    ]);
    expect(fields.statusCode).toBe(400);
    expect(fields.json().errors).toEqual({
      'items.0.exchangeVariantId': 'Choose the size or colour you would like instead.',
      'items.1.exchangeVariantId':
        'A return is refunded, not exchanged: leave out the size or colour to send instead.',
    });

    const sameVariant = await askReturn(app, customer, orderId, [
      { orderItemId: kurta, quantity: 1, type: 'EXCHANGE', exchangeVariantId: v.blueM },
    ]);
    expect(sameVariant.json().errors).toEqual({
      'items.0.exchangeVariantId': 'Choose a different size or colour from the one you have.',
    });
    const otherProduct = await askReturn(app, customer, orderId, [
      { orderItemId: kurta, quantity: 1, type: 'EXCHANGE', exchangeVariantId: v.tee },
    ]);
    expect(otherProduct.statusCode).toBe(400);
    expect(otherProduct.json().errors).toEqual({
      'items.0.exchangeVariantId': 'An exchange is for another size or colour of the same product.',
    });
    const empty = await app.inject({
      method: 'POST',
      url: `/api/orders/${orderId}/returns`,
      headers: customer.auth,
      payload: { items: [] },
    });
    expect(empty.json()).toEqual({
      message: 'Choose at least one item to return or exchange.',
      errors: { items: 'Choose at least one item to return or exchange.' },
    });
    const mine = await app.inject({ method: 'GET', url: '/api/returns/mine', headers: customer.auth });
    expect(mine.json().returns).toEqual([]);
  });

  it('exchanges only for a size in stock now: 409 with the size and colour', async () => {
    const v = await shop({ blueL: 0, redM: 1 });
    const customer = await createTestUser(app);
    const { orderId, lines } = await delivered(customer, [{ variantId: v.blueM, quantity: 3 }]);
    const kurta = lines[0]?.id as string;
    const out = await askReturn(app, customer, orderId, [
      { orderItemId: kurta, quantity: 1, type: 'EXCHANGE', exchangeVariantId: v.blueL },
    ]);
    expect(out.statusCode).toBe(409);
    expect(out.json()).toEqual({
      message: 'Size L in Blue is out of stock.',
      errors: { 'items.0.exchangeVariantId': 'Size L in Blue is out of stock.' },
    });
    // Two units of Red M asked for in one request, as two items: one is there.
    const short = await askReturn(app, customer, orderId, [
      { orderItemId: kurta, quantity: 1, type: 'EXCHANGE', exchangeVariantId: v.redM },
      { orderItemId: kurta, quantity: 1, type: 'EXCHANGE', exchangeVariantId: v.redM },
    ]);
    expect(short.statusCode).toBe(409);
    expect(short.json().message).toBe('Only 1 left in size M in Red.');
    await askedReturn(app, customer, orderId, [
      { orderItemId: kurta, quantity: 1, type: 'EXCHANGE', exchangeVariantId: v.redM },
    ]);
  });

  it('never asks back more units than were bought, across requests, the same line twice counting together', async () => {
    const v = await shop();
    const customer = await createTestUser(app);
    const { orderId, lines } = await delivered(customer, [{ variantId: v.blueM, quantity: 3 }]);
    const kurta = lines[0]?.id as string;
    const twice = await askReturn(app, customer, orderId, [
      { orderItemId: kurta, quantity: 2, type: 'RETURN' },
      { orderItemId: kurta, quantity: 2, type: 'EXCHANGE', exchangeVariantId: v.blueL },
    ]);
    expect(twice.statusCode).toBe(400);
    expect(twice.json()).toEqual({
      message: 'Only 1 more of this item can be returned.',
      errors: { 'items.1.quantity': 'Only 1 more of this item can be returned.' },
    });
    const first = await askedReturn(app, customer, orderId, [
      { orderItemId: kurta, quantity: 2, type: 'RETURN' },
    ]);
    const tooMany = await askReturn(app, customer, orderId, [
      { orderItemId: kurta, quantity: 2, type: 'RETURN' },
    ]);
    expect(tooMany.json().errors).toEqual({
      'items.0.quantity': 'Only 1 more of this item can be returned.',
    });
    await askedReturn(app, customer, orderId, [{ orderItemId: kurta, quantity: 1, type: 'RETURN' }]);
    const none = await askReturn(app, customer, orderId, [
      { orderItemId: kurta, quantity: 1, type: 'RETURN' },
    ]);
    expect(none.json().errors).toEqual({
      'items.0.quantity': 'This item has already been asked back in full.',
    });

    // A rejected request gives its units back to ask for again.
    expect((await moveReturn(app, admin, first.id, 'REJECTED', 'Worn and washed.')).statusCode).toBe(200);
    await askedReturn(app, customer, orderId, [{ orderItemId: kurta, quantity: 2, type: 'RETURN' }]);
  });

  it('holds under concurrency: of many requests at once, at most the units bought are accepted', async () => {
    const v = await shop();
    const customer = await createTestUser(app);
    const { orderId, lines } = await delivered(customer, [{ variantId: v.blueM, quantity: 3 }]);
    const kurta = lines[0]?.id as string;
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        askReturn(app, customer, orderId, [{ orderItemId: kurta, quantity: 1, type: 'RETURN' }]),
      ),
    );
    const statuses = answers.map((res) => res.statusCode).sort();
    expect(statuses).toEqual([201, 201, 201, 400, 400, 400, 400, 400]);
    const mine = await app.inject({ method: 'GET', url: '/api/returns/mine', headers: customer.auth });
    expect(mine.json().returns).toHaveLength(3);
    // Three single units of a line paid 2,697.00 are refunded 899.00 each: the whole line, no more.
    expect(mine.json().returns.map((r: { refundTotal: string }) => r.refundTotal)).toEqual([
      '899.00',
      '899.00',
      '899.00',
    ]);
  });

  it('refunds a discounted line to the paisa: its requests add up to exactly what the line was paid', async () => {
    const tee = await createShopProduct(app, 'Striped Tee', [
      { color: 'Navy', size: 'S', originalPrice: '333.33', stock: 50 },
    ]);
    await createCoupon(app, admin, { code: 'RETURNS100', type: 'FLAT', value: '100.00' });
    const customer = await createTestUser(app);
    await addToCart(app, customer, tee.variantIds[0] as string, 7);
    expect((await applyCode(app, customer, 'RETURNS100')).statusCode).toBe(200);
    const orderId = await orderFor(app, customer, []);
    const order = (await setStatus(app, admin, orderId, 'DELIVERED')).json().order;
    const line = order.items[0];
    // 7 x 333.33 = 2,333.31 less the whole 100.00 discount: 2,233.31 paid for the line.
    expect(line.discount).toBe('100.00');
    const amounts: string[] = [];
    for (const quantity of [2, 1, 3, 1]) {
      const request = await askedReturn(app, customer, orderId, [
        { orderItemId: line.id, quantity, type: 'RETURN' },
      ]);
      amounts.push(request.refundTotal);
    }
    const paise = amounts.map((amount) => Math.round(Number(amount) * 100));
    expect(paise.reduce((sum, amount) => sum + amount, 0)).toBe(223331);
    // floor(223331 x K / 7) at K = 2, 3, 6, 7 units back.
    expect(paise).toEqual([63808, 31905, 95713, 31905]);
  });
});
