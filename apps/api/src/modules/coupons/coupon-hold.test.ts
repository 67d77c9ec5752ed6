import { eq, sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { createTestApp } from '../../../test/app';
import { applyCode, createCoupon, newCode, shopperWithCode } from '../../../test/coupon-fixtures';
import {
  addToCart,
  answerSimulator,
  createAddress,
  createShopProduct,
  placeOrder,
  stockOf,
} from '../../../test/shop-fixtures';
import { createTestUser, type TestUser } from '../../../test/users';
import { orders } from '../../db/schema/shopping';

const { app } = await createTestApp();
const admin = await createTestUser(app, 'ADMIN');
const shirt = await createShopProduct(app, 'Oxford Shirt', [
  { color: 'Blue', size: 'M', originalPrice: '1000.00', stock: 1_000 },
]);
const shirtId = shirt.variantIds[0] as string;

/** A new shopper with an address and one shirt of Rs. 1,000.00 in the cart, `code` applied. */
const shopperWithShirt = (code: string) => shopperWithCode(app, shirtId, code);

async function onlineOrder(shopper: { user: TestUser; addressId: string }) {
  const res = await placeOrder(app, shopper.user, {
    addressId: shopper.addressId,
    paymentMethod: 'ONLINE_PAYMENT',
  });
  expect(res.statusCode, res.body).toBe(201);
  const { order, merchantTransactionId } = res.json();
  return { orderId: order.id as string, merchantTransactionId: merchantTransactionId as string, order };
}

/** Moves an order's placing back in time, as if it had been placed `minutes` ago. */
const placedMinutesAgo = (orderId: string, minutes: number) =>
  app.db
    .update(orders)
    .set({ orderDate: sql`${orders.orderDate} - make_interval(mins => ${minutes})` })
    .where(eq(orders.id, orderId));

const pay = (merchantTransactionId: string) => answerSimulator(app, merchantTransactionId);

const verify = async (user: TestUser, merchantTransactionId: string) =>
  (
    await app.inject({
      method: 'GET',
      url: `/api/orders/payment/verify-and-update/${merchantTransactionId}`,
      headers: user.auth,
    })
  ).json().status;

async function timesUsed(couponId: string): Promise<number> {
  const page = (
    await app.inject({ method: 'GET', url: '/api/coupons?limit=100', headers: admin.auth })
  ).json();
  return page.data.find((coupon: { id: string }) => coupon.id === couponId).timesUsed;
}

async function orderOf(user: TestUser, orderId: string) {
  const mine = await app.inject({ method: 'GET', url: '/api/orders/my-orders', headers: user.auth });
  return mine.json().orders.find((order: { id: string }) => order.id === orderId);
}

describe('unpaid online orders cannot starve an offer code', () => {
  it('an unpaid order holds the last use for 10 minutes only, then another shopper gets it', async () => {
    const code = newCode('HOLD');
    const coupon = await createCoupon(app, admin, { code, type: 'FLAT', value: 100, usageLimit: 1 });
    const holder = await shopperWithShirt(code);
    const { orderId } = await onlineOrder(holder);
    expect(await timesUsed(coupon.id)).toBe(1);

    const next = await createTestUser(app);
    const nextAddress = await createAddress(app, next.id);
    await addToCart(app, next, shirtId, 1);
    expect((await applyCode(app, next, code)).json().message).toBe(`The code ${code} has been used up.`);

    await placedMinutesAgo(orderId, 9);
    expect(await timesUsed(coupon.id)).toBe(1);
    await placedMinutesAgo(orderId, 2);
    expect(await timesUsed(coupon.id)).toBe(0);
    expect((await applyCode(app, next, code)).statusCode).toBe(200);
    const placed = await placeOrder(app, next, { addressId: nextAddress, paymentMethod: 'COD' });
    expect(placed.json().order).toMatchObject({ couponCode: code, discount: '100.00' });
    expect(await timesUsed(coupon.id)).toBe(1);
  });

  it('a shopper who pays within the hold keeps the discount, and the code stays used', async () => {
    const code = newCode('PAYNOW');
    const coupon = await createCoupon(app, admin, { code, type: 'FLAT', value: 100, usageLimit: 1 });
    const shopper = await shopperWithShirt(code);
    const { orderId, merchantTransactionId } = await onlineOrder(shopper);
    await placedMinutesAgo(orderId, 9);
    expect((await pay(merchantTransactionId)).statusCode).toBe(303);
    expect(await verify(shopper.user, merchantTransactionId)).toBe('COMPLETED');
    expect(await orderOf(shopper.user, orderId)).toMatchObject({
      paymentStatus: 'COMPLETED',
      deliveryStatus: 'PENDING',
      orderTotal: '900.00',
      couponCode: code,
    });
    // Paid, the use counts for good, however old the order.
    await placedMinutesAgo(orderId, 60);
    expect(await timesUsed(coupon.id)).toBe(1);
  });

  it('an order paid after its hold keeps its discount while the code has a use left', async () => {
    const code = newCode('LATE');
    const coupon = await createCoupon(app, admin, { code, type: 'FLAT', value: 100, usageLimit: 2 });
    const shopper = await shopperWithShirt(code);
    const { orderId, merchantTransactionId } = await onlineOrder(shopper);
    await placedMinutesAgo(orderId, 25);
    await pay(merchantTransactionId);
    expect(await verify(shopper.user, merchantTransactionId)).toBe('COMPLETED');
    expect((await orderOf(shopper.user, orderId)).couponCode).toBe(code);
    expect(await timesUsed(coupon.id)).toBe(1);
  });

  it('an order paid after its hold, when others took the last use meanwhile, is cancelled with its money due back', async () => {
    const code = newCode('GONE');
    const coupon = await createCoupon(app, admin, { code, type: 'FLAT', value: 100, usageLimit: 1 });
    const late = await shopperWithShirt(code);
    const { orderId, merchantTransactionId } = await onlineOrder(late);
    await placedMinutesAgo(orderId, 15);
    const prompt = await shopperWithShirt(code);
    await placeOrder(app, prompt.user, { addressId: prompt.addressId, paymentMethod: 'COD' });
    const stockBefore = await stockOf(app, shirtId);

    const logged = vi.spyOn(app.log, 'error');
    await pay(merchantTransactionId);
    expect(logged).toHaveBeenCalledWith(
      expect.objectContaining({ merchantTransactionId, orderId, amount: '900.00' }),
      expect.stringContaining('the code was used up meanwhile'),
    );
    logged.mockRestore();
    expect(await verify(late.user, merchantTransactionId)).toBe('FAILED');
    expect(await orderOf(late.user, orderId)).toMatchObject({
      deliveryStatus: 'CANCELED',
      paymentStatus: 'FAILED',
      refundDue: true,
    });
    expect(await stockOf(app, shirtId)).toBe(stockBefore + 1);
    expect(await timesUsed(coupon.id)).toBe(1);
    // A repeated callback changes nothing.
    await pay(merchantTransactionId);
    expect(await timesUsed(coupon.id)).toBe(1);
  });

  it('two orders paid after their hold at the same moment for the last use: exactly one keeps it', async () => {
    const code = newCode('BOTH');
    const coupon = await createCoupon(app, admin, { code, type: 'FLAT', value: 100, usageLimit: 1 });
    const first = await shopperWithShirt(code);
    const firstOrder = await onlineOrder(first);
    await placedMinutesAgo(firstOrder.orderId, 11);
    const second = await shopperWithShirt(code);
    const secondOrder = await onlineOrder(second);
    await placedMinutesAgo(secondOrder.orderId, 11);
    expect(await timesUsed(coupon.id)).toBe(0);

    await Promise.all([pay(firstOrder.merchantTransactionId), pay(secondOrder.merchantTransactionId)]);
    const statuses = [
      await verify(first.user, firstOrder.merchantTransactionId),
      await verify(second.user, secondOrder.merchantTransactionId),
    ];
    expect(statuses.sort()).toEqual(['COMPLETED', 'FAILED']);
    expect(await timesUsed(coupon.id)).toBe(1);
  });

  it('gives the last use to exactly one of many shoppers placing online orders at the same moment', async () => {
    const code = newCode('RACE');
    const coupon = await createCoupon(app, admin, { code, type: 'PERCENT', value: 10, usageLimit: 1 });
    const racers = await Promise.all(Array.from({ length: 8 }, () => shopperWithShirt(code)));
    const results = await Promise.all(
      racers.map(({ user, addressId }) =>
        placeOrder(app, user, { addressId, paymentMethod: 'ONLINE_PAYMENT' }),
      ),
    );
    const placed = results.filter((res) => res.statusCode === 201);
    expect(placed).toHaveLength(1);
    expect(placed[0]?.json().order).toMatchObject({ couponCode: code, discount: '100.00' });
    const refused = results.filter((res) => res.statusCode === 400);
    expect(refused).toHaveLength(7);
    for (const res of refused) expect(res.json().message).toBe(`The code ${code} has been used up.`);
    expect(await timesUsed(coupon.id)).toBe(1);
  });

  it('the shopper’s own unpaid order counts against uses per customer however old it is', async () => {
    const code = newCode('MINE');
    await createCoupon(app, admin, { code, type: 'FLAT', value: 50, perCustomerLimit: 1 });
    const shopper = await shopperWithShirt(code);
    const { orderId } = await onlineOrder(shopper);
    await placedMinutesAgo(orderId, 25);
    const again = await applyCode(app, shopper.user, code);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(
      `You have already used the code ${code}. It can be used once per customer.`,
    );
  });

  it('a placed order takes the code off the cart, so the hold cannot be renewed at once', async () => {
    const code = newCode('OFF');
    await createCoupon(app, admin, { code, type: 'FLAT', value: 50 });
    const shopper = await shopperWithShirt(code);
    await onlineOrder(shopper);
    const cart = (await app.inject({ method: 'GET', url: '/api/cart', headers: shopper.user.auth })).json();
    // Online payment keeps the lines until it is paid, but not the code.
    expect(cart).toMatchObject({ count: 1, coupon: null, couponNotApplied: null, discount: '0.00' });
    const again = await placeOrder(app, shopper.user, {
      addressId: shopper.addressId,
      paymentMethod: 'ONLINE_PAYMENT',
    });
    expect(again.json().order).toMatchObject({ couponCode: null, discount: '0.00' });
  });
});
