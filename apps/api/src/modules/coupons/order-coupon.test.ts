import { couponRefusals } from '@vastra/contract/messages';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app';
import {
  applyCode,
  createCoupon,
  newCode,
  setDeliveryStatus,
  shopperWithCode,
} from '../../../test/coupon-fixtures';
import { waitForMail } from '../../../test/outbox';
import {
  addToCart,
  createAddress,
  createShopProduct,
  payAtSimulator,
  placeOrder,
  stockOf,
} from '../../../test/shop-fixtures';
import { createTestUser, type TestUser } from '../../../test/users';
import { orders, payments } from '../../db/schema/shopping';

const { app, config } = await createTestApp();
const admin = await createTestUser(app, 'ADMIN');
const shirt = await createShopProduct(app, 'Oxford Shirt', [
  { color: 'Blue', size: 'M', originalPrice: '999.00', stock: 10_000 },
]);
const shirtId = shirt.variantIds[0] as string;

/** A new shopper with an address, `quantity` shirts of Rs. 999.00 in the cart and `code` applied. */
const shopperWithShirts = (code: string, quantity = 1) => shopperWithCode(app, shirtId, code, quantity);

const cod = (user: TestUser, addressId: string) => placeOrder(app, user, { addressId, paymentMethod: 'COD' });

async function timesUsed(couponId: string): Promise<number> {
  const page = (
    await app.inject({ method: 'GET', url: '/api/coupons?limit=100', headers: admin.auth })
  ).json();
  return page.data.find((coupon: { id: string }) => coupon.id === couponId).timesUsed;
}

describe('placing an order with an offer code', () => {
  it('records the discount on the order and shares it among the lines to the paisa', async () => {
    const code = newCode('SPLIT');
    await createCoupon(app, admin, { code, type: 'FLAT', value: '100' });
    const [tee, sock] = [
      await createShopProduct(app, 'Linen Tee', [
        { color: 'White', size: 'L', originalPrice: '333.33', stock: 9 },
      ]),
      await createShopProduct(app, 'Cotton Socks', [
        { color: 'Grey', size: 'Free', originalPrice: '0.01', stock: 9 },
      ]),
    ];
    const user = await createTestUser(app);
    const addressId = await createAddress(app, user.id);
    await addToCart(app, user, shirtId, 1);
    await addToCart(app, user, tee.variantIds[0] as string, 2);
    await addToCart(app, user, sock.variantIds[0] as string, 1);
    await applyCode(app, user, code);

    const res = await cod(user, addressId);
    expect(res.statusCode, res.body).toBe(201);
    const { order } = res.json();
    // Lines of Rs. 0.01, 666.66 and 999.00 (Rs. 1,665.67) share Rs. 100.00: 0.0006, 40.0236 and 59.9758.
    expect(order).toMatchObject({ orderTotal: '1565.67', discount: '100.00', couponCode: code });
    const shares = Object.fromEntries(
      order.items.map((item: { product: { name: string }; discount: string }) => [
        item.product.name,
        item.discount,
      ]),
    );
    expect(shares).toEqual({ 'Cotton Socks': '0.00', 'Linen Tee': '40.02', 'Oxford Shirt': '59.98' });

    const mine = (
      await app.inject({ method: 'GET', url: '/api/orders/my-orders', headers: user.auth })
    ).json();
    expect(mine.orders[0]).toMatchObject({
      id: order.id,
      orderTotal: '1565.67',
      discount: '100.00',
      couponCode: code,
    });
    const cart = (await app.inject({ method: 'GET', url: '/api/cart', headers: user.auth })).json();
    expect(cart).toMatchObject({ items: [], coupon: null, couponNotApplied: null });
  });

  it('places an order without a code as before: no discount, no code', async () => {
    const user = await createTestUser(app);
    await addToCart(app, user, shirtId, 2);
    const res = await cod(user, await createAddress(app, user.id));
    expect(res.json().order).toMatchObject({ orderTotal: '1998.00', discount: '0.00', couponCode: null });
    expect(res.json().order.items[0].discount).toBe('0.00');
  });

  it('mails the discount with the confirmation', async () => {
    const code = newCode('MAIL');
    await createCoupon(app, admin, { code, type: 'PERCENT', value: 10 });
    const { user, addressId } = await shopperWithShirts(code, 2);
    const { order } = (await cod(user, addressId)).json();
    const mail = await waitForMail(
      config.dataDir,
      user.email,
      `Your order #${order.id.slice(0, 8)} is confirmed`,
    );
    expect(mail).toContain('Subtotal: Rs. 1,998.00');
    expect(mail).toContain(`Discount (${code}): - Rs. 199.80`);
    expect(mail).toContain('Total: Rs. 1,798.20');
  });

  it('charges an online payment the discounted total, and takes the code off the cart when placed', async () => {
    const code = newCode('ONLINE');
    await createCoupon(app, admin, { code, type: 'FLAT', value: '250.50' });
    const { user, addressId } = await shopperWithShirts(code);
    const res = await placeOrder(app, user, { addressId, paymentMethod: 'ONLINE_PAYMENT' });
    expect(res.statusCode, res.body).toBe(201);
    const { order, merchantTransactionId } = res.json();
    expect(order).toMatchObject({ orderTotal: '748.50', discount: '250.50' });
    const [payment] = await app.db.select().from(payments).where(eq(payments.id, merchantTransactionId));
    expect(payment?.amount).toBe('748.50');
    const page = await app.inject({ method: 'GET', url: `/api/payments/simulator/${merchantTransactionId}` });
    expect(page.body).toContain('Rs. 748.50');
    const cartOf = async () =>
      (await app.inject({ method: 'GET', url: '/api/cart', headers: user.auth })).json();
    expect(await cartOf()).toMatchObject({ count: 1, coupon: null, couponNotApplied: null });

    await payAtSimulator(app, merchantTransactionId);
    const verified = await app.inject({
      method: 'GET',
      url: `/api/orders/payment/verify-and-update/${merchantTransactionId}`,
      headers: user.auth,
    });
    expect(verified.json().status).toBe('COMPLETED');
    expect(await cartOf()).toMatchObject({ items: [], coupon: null, couponNotApplied: null });
  });

  it('refuses the order with 400 saying why when the code stopped applying, and takes no stock', async () => {
    const code = newCode('STOP');
    const coupon = await createCoupon(app, admin, { code, type: 'FLAT', value: 100 });
    const { user, addressId } = await shopperWithShirts(code, 3);
    const { id, timesUsed: _used, ...fields } = coupon;
    await app.inject({
      method: 'PUT',
      url: `/api/coupons/${id}`,
      headers: admin.auth,
      payload: { ...fields, active: false },
    });
    const before = await stockOf(app, shirtId);
    const res = await cod(user, addressId);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(`The code ${code} is paused at the moment.`);
    expect(await stockOf(app, shirtId)).toBe(before);
    const removed = await app.inject({ method: 'DELETE', url: '/api/cart/coupon', headers: user.auth });
    expect(removed.json().total).toBe('2997.00');
    expect((await cod(user, addressId)).statusCode).toBe(201);
  });

  it('gives the last use to exactly one of many shoppers placing orders at the same moment', async () => {
    const code = newCode('LAST');
    const coupon = await createCoupon(app, admin, { code, type: 'PERCENT', value: 20, usageLimit: 3 });
    const early = await Promise.all([shopperWithShirts(code), shopperWithShirts(code)]);
    for (const { user, addressId } of early) expect((await cod(user, addressId)).statusCode).toBe(201);
    const racers = await Promise.all(Array.from({ length: 8 }, () => shopperWithShirts(code)));
    const before = await stockOf(app, shirtId);

    const results = await Promise.all(racers.map(({ user, addressId }) => cod(user, addressId)));
    const placed = results.filter((res) => res.statusCode === 201);
    expect(placed).toHaveLength(1);
    expect(placed[0]?.json().order).toMatchObject({ couponCode: code, discount: '199.80' });
    const refused = results.filter((res) => res.statusCode === 400);
    expect(refused).toHaveLength(7);
    for (const res of refused) expect(res.json().message).toBe(`The code ${code} has been used up.`);
    expect(await stockOf(app, shirtId)).toBe(before - 1);
    expect(await timesUsed(coupon.id)).toBe(3);
  });

  it('holds the per-customer limit when one shopper places orders at the same moment', async () => {
    const code = newCode('ONEEACH');
    await createCoupon(app, admin, { code, type: 'FLAT', value: 50, perCustomerLimit: 1 });
    const user = await createTestUser(app);
    const addressId = await createAddress(app, user.id);
    await addToCart(app, user, shirtId, 1);
    await applyCode(app, user, code);
    const online = () => placeOrder(app, user, { addressId, paymentMethod: 'ONLINE_PAYMENT' });
    // Three, the unpaid online orders one account may have waiting.
    const results = await Promise.all([online(), online(), online()]);
    // The first order takes the code off the cart: an order that read the cart after it has no code.
    const withCode = results.filter((res) => res.statusCode === 201 && res.json().order.couponCode === code);
    expect(withCode).toHaveLength(1);
    for (const res of results.filter((r) => !withCode.includes(r))) {
      if (res.statusCode === 201) expect(res.json().order.couponCode).toBeNull();
      else expect(res.json().message).toBe(couponRefusals.perCustomer(code, 1));
    }
  });

  it('gets its use back when an order is cancelled, by the shopper or by the admin', async () => {
    const code = newCode('BACK');
    const coupon = await createCoupon(app, admin, { code, type: 'FLAT', value: 100, usageLimit: 1 });
    const first = await shopperWithShirts(code);
    const firstOrder = (await cod(first.user, first.addressId)).json().order;
    expect(await timesUsed(coupon.id)).toBe(1);
    const second = await shopperWithShirts(code).catch(() => undefined);
    expect(second).toBeUndefined();

    const cancel = await app.inject({
      method: 'PUT',
      url: `/api/orders/${firstOrder.id}/cancel`,
      headers: first.user.auth,
    });
    expect(cancel.statusCode).toBe(200);
    expect(await timesUsed(coupon.id)).toBe(0);
    const third = await shopperWithShirts(code);
    const thirdOrder = (await cod(third.user, third.addressId)).json().order;
    expect(thirdOrder.couponCode).toBe(code);
    expect(await timesUsed(coupon.id)).toBe(1);

    await setDeliveryStatus(app, admin, thirdOrder.id, 'CANCELED');
    expect(await timesUsed(coupon.id)).toBe(0);
  });

  it('is taken again when an admin reopens a cancelled order, and never past its limit', async () => {
    const code = newCode('REOPEN');
    const coupon = await createCoupon(app, admin, { code, type: 'FLAT', value: 100, usageLimit: 1 });
    const first = await shopperWithShirts(code);
    const firstOrder = (await cod(first.user, first.addressId)).json().order;
    await setDeliveryStatus(app, admin, firstOrder.id, 'CANCELED');
    // Back in the shop's hands while the use is free: counted again.
    await setDeliveryStatus(app, admin, firstOrder.id, 'PENDING');
    expect(await timesUsed(coupon.id)).toBe(1);

    await setDeliveryStatus(app, admin, firstOrder.id, 'CANCELED');
    const second = await shopperWithShirts(code);
    await cod(second.user, second.addressId);
    const stockBefore = await stockOf(app, shirtId);
    const reopen = await app.inject({
      method: 'PUT',
      url: `/api/orders/${firstOrder.id}/status`,
      headers: admin.auth,
      payload: { deliveryStatus: 'SHIPPED' },
    });
    expect(reopen.statusCode).toBe(409);
    expect(reopen.json().message).toBe(
      `The offer code ${code} on this order was used up while the order was cancelled, so the order cannot be reopened: raise the code's Total uses under Coupons, then try again.`,
    );
    // Nothing changed: the order is still cancelled, its units still on sale, the code used once.
    const [orderNow] = await app.db
      .select({ deliveryStatus: orders.deliveryStatus })
      .from(orders)
      .where(eq(orders.id, firstOrder.id));
    expect(orderNow?.deliveryStatus).toBe('CANCELED');
    expect(await stockOf(app, shirtId)).toBe(stockBefore);
    expect(await timesUsed(coupon.id)).toBe(1);
  });

  it('lets a first-order code through when the only earlier order was cancelled, and not after a placed one', async () => {
    const code = newCode('FIRST');
    await createCoupon(app, admin, { code, type: 'PERCENT', value: 10, firstOrderOnly: true });
    const user = await createTestUser(app);
    const addressId = await createAddress(app, user.id);
    await addToCart(app, user, shirtId);
    const cancelled = (await cod(user, addressId)).json().order;
    await app.inject({ method: 'PUT', url: `/api/orders/${cancelled.id}/cancel`, headers: user.auth });

    await addToCart(app, user, shirtId);
    expect((await applyCode(app, user, code)).statusCode).toBe(200);
    const first = await cod(user, addressId);
    expect(first.json().order).toMatchObject({ couponCode: code, discount: '99.90' });

    await addToCart(app, user, shirtId);
    const again = await applyCode(app, user, code);
    expect(again.json().message).toBe(`The code ${code} is for your first order only.`);
  });

  it('refuses a first-order code at checkout when another order came back after it was applied', async () => {
    const code = newCode('WELCOME');
    await createCoupon(app, admin, { code, type: 'PERCENT', value: 10, firstOrderOnly: true });
    const user = await createTestUser(app);
    const addressId = await createAddress(app, user.id);
    await addToCart(app, user, shirtId);
    const cancelled = (await cod(user, addressId)).json().order;
    await setDeliveryStatus(app, admin, cancelled.id, 'CANCELED');
    await addToCart(app, user, shirtId);
    expect((await applyCode(app, user, code)).statusCode).toBe(200);

    await setDeliveryStatus(app, admin, cancelled.id, 'PENDING');
    const second = await cod(user, addressId);
    expect(second.statusCode).toBe(400);
    expect(second.json().message).toBe(`The code ${code} is for your first order only.`);
  });

  it('refuses to reopen a cancelled first-order-only order once the customer has another order', async () => {
    const code = newCode('FIRSTBACK');
    await createCoupon(app, admin, { code, type: 'PERCENT', value: 10, firstOrderOnly: true });
    const { user, addressId } = await shopperWithShirts(code);
    const first = (await cod(user, addressId)).json().order;
    expect(first.couponCode).toBe(code);
    await setDeliveryStatus(app, admin, first.id, 'CANCELED');
    await addToCart(app, user, shirtId);
    const later = (await cod(user, addressId)).json().order;
    const stockBefore = await stockOf(app, shirtId);

    for (const deliveryStatus of ['PENDING', 'SHIPPED']) {
      const reopen = await app.inject({
        method: 'PUT',
        url: `/api/orders/${first.id}/status`,
        headers: admin.auth,
        payload: { deliveryStatus },
      });
      expect(reopen.statusCode).toBe(409);
      expect(reopen.json().message).toBe(
        `The offer code ${code} on this order is for a first order only, and the customer has another order now, so this one cannot be reopened. Leave it cancelled.`,
      );
    }
    const [orderNow] = await app.db
      .select({ deliveryStatus: orders.deliveryStatus })
      .from(orders)
      .where(eq(orders.id, first.id));
    expect(orderNow?.deliveryStatus).toBe('CANCELED');
    expect(await stockOf(app, shirtId)).toBe(stockBefore);

    // Once the other order is cancelled, the first one is the first again.
    await setDeliveryStatus(app, admin, later.id, 'CANCELED');
    await setDeliveryStatus(app, admin, first.id, 'PENDING');
  });
});
