import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app';
import { applyCode, createCoupon, newCode } from '../../../test/coupon-fixtures';
import { waitForMail } from '../../../test/outbox';
import {
  addToCart,
  codDefaults,
  createShopProduct,
  newShopper,
  placeOrder,
  saveShopSettings,
} from '../../../test/shop-fixtures';
import { createTestUser, type TestUser } from '../../../test/users';
import { payments } from '../../db/schema/shopping';

const { app, config } = await createTestApp();
const admin = await createTestUser(app, 'ADMIN');

const FEE_REFUSAL = 'COD fee must be an amount in rupees from 0 to 1000, like 49.00.';

const setCodFee = async (codFee: string) => {
  const res = await saveShopSettings(app, admin, { ...codDefaults, codFee });
  expect(res.statusCode, res.body).toBe(200);
};
const settings = async () =>
  (await app.inject({ method: 'GET', url: '/api/admin/settings', headers: admin.auth })).json();
const shopRules = async () => (await app.inject({ method: 'GET', url: '/api/meta/shop-rules' })).json();
const myOrders = async (user: TestUser) =>
  (await app.inject({ method: 'GET', url: '/api/orders/my-orders', headers: user.auth })).json().orders;
const adminOrder = async (orderId: string) => {
  const res = await app.inject({ method: 'GET', url: '/api/orders/all?limit=100', headers: admin.auth });
  return res.json().orders.find((order: { id: string }) => order.id === orderId);
};

/** A new shopper with `quantity` units of a new product at `price` in the cart, and an address. */
async function shopperWithCart(price: string, quantity = 1) {
  const product = await createShopProduct(app, 'Mul Cotton Kurta', [
    { color: 'Rust', size: 'M', originalPrice: price, stock: 50 },
  ]);
  const shopper = await newShopper(app);
  await addToCart(app, shopper.user, product.variantIds[0] as string, quantity);
  return shopper;
}

/** The shopper places the cart's order, insisting it worked; the Order answered. */
async function placed(shopper: { user: TestUser; addressId: string }, paymentMethod = 'COD') {
  const res = await placeOrder(app, shopper.user, { addressId: shopper.addressId, paymentMethod });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().order;
}

describe('the COD fee setting', () => {
  it('starts at 0.00, is kept in rupees to the paisa, and is shown to shoppers before they order', async () => {
    expect((await settings()).codFee).toBe('0.00');
    expect(await shopRules()).toEqual({ maxQuantityPerLine: 50, codFee: '0.00' });
    await setCodFee('39.5');
    expect((await settings()).codFee).toBe('39.50');
    expect(await shopRules()).toEqual({ maxQuantityPerLine: 50, codFee: '39.50' });
    // Left out (as every other settings form sends it), it stays.
    expect((await saveShopSettings(app, admin, codDefaults)).json().codFee).toBe('39.50');
    await setCodFee('0');
  });

  it('refuses anything but rupees from 0 to 1000 with a 400 naming codFee, and changes nothing', async () => {
    await setCodFee('25.00');
    for (const codFee of ['-1', '1000.01', '49.999', 'forty', '', 49]) {
      const res = await saveShopSettings(app, admin, { ...codDefaults, maxQuantityPerLine: 7, codFee });
      expect(res.statusCode, String(codFee)).toBe(400);
      expect(res.json()).toEqual({ message: FEE_REFUSAL, errors: { codFee: FEE_REFUSAL } });
    }
    expect(await settings()).toMatchObject({ codFee: '25.00', maxQuantityPerLine: 50 });
    await setCodFee('1000');
    expect((await settings()).codFee).toBe('1000.00');
    await setCodFee('0.00');
  });
});

describe('a cash on delivery order', () => {
  it('pays the fee on top of its goods: kept on the order, in its total, in every answer and the mail', async () => {
    await setCodFee('49.00');
    const shopper = await shopperWithCart('1299.00', 2);
    const order = await placed(shopper);
    expect(order).toMatchObject({ orderTotal: '2647.00', codFee: '49.00', discount: '0.00' });
    expect(order.items).toMatchObject([{ quantity: 2, priceAtPurchase: '1299.00', discount: '0.00' }]);
    expect((await myOrders(shopper.user))[0]).toMatchObject({ orderTotal: '2647.00', codFee: '49.00' });
    expect(await adminOrder(order.id)).toMatchObject({ orderTotal: '2647.00', codFee: '49.00' });

    const subject = `Your order #${order.id.slice(0, 8)} is confirmed`;
    const mail = await waitForMail(config.dataDir, shopper.user.email, subject);
    expect(mail).toContain('Subtotal: Rs. 2,598.00\nCOD fee: Rs. 49.00\nTotal: Rs. 2,647.00 (shipping FREE)');
    await setCodFee('0.00');
  });

  it('keeps the fee it was placed with when the shop changes it later', async () => {
    await setCodFee('49.00');
    const first = await shopperWithCart('999.00');
    const before = await placed(first);
    await setCodFee('79.00');
    expect((await myOrders(first.user))[0]).toMatchObject({
      id: before.id,
      orderTotal: '1048.00',
      codFee: '49.00',
    });
    const second = await shopperWithCart('999.00');
    expect(await placed(second)).toMatchObject({ orderTotal: '1078.00', codFee: '79.00' });
    await setCodFee('0.00');
    expect(await adminOrder(before.id)).toMatchObject({ orderTotal: '1048.00', codFee: '49.00' });
  });

  it('with the fee at 0 costs its goods alone, as it always did', async () => {
    const shopper = await shopperWithCart('1299.00', 2);
    expect(await placed(shopper)).toMatchObject({ orderTotal: '2598.00', codFee: '0.00' });
  });

  it('counts the fee in the open cash on delivery value a customer may hold', async () => {
    await setCodFee('100.00');
    await saveShopSettings(app, admin, { ...codDefaults, codMaxOpenValue: '1000.00' });
    const over = await shopperWithCart('950.00');
    const refused = await placeOrder(app, over.user, { addressId: over.addressId, paymentMethod: 'COD' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'Cash on delivery is available for up to Rs. 1,000.00 in open orders. Please pay online for this order.',
    );
    const within = await shopperWithCart('900.00');
    expect(await placed(within)).toMatchObject({ orderTotal: '1000.00', codFee: '100.00' });
    await saveShopSettings(app, admin, codDefaults);
    await setCodFee('0.00');
  });
});

describe('an online order', () => {
  it('never pays the fee, nor asks the provider for it', async () => {
    await setCodFee('49.00');
    const shopper = await shopperWithCart('1299.00', 2);
    const order = await placed(shopper, 'ONLINE_PAYMENT');
    expect(order).toMatchObject({ orderTotal: '2598.00', codFee: '0.00' });
    const [payment] = await app.db
      .select({ amount: payments.amount })
      .from(payments)
      .where(eq(payments.orderId, order.id));
    expect(payment?.amount).toBe('2598.00');
    await setCodFee('0.00');
  });
});

describe('an offer code on a cash on delivery order', () => {
  it('is judged on the goods: the fee neither meets a minimum order value nor takes a percentage', async () => {
    await setCodFee('100.00');
    const short = await createCoupon(app, admin, {
      code: newCode('FEEMIN'),
      type: 'FLAT',
      value: '50.00',
      minOrderValue: '1050.00',
    });
    const percent = await createCoupon(app, admin, {
      code: newCode('FEEPCT'),
      type: 'PERCENT',
      value: '10.00',
      minOrderValue: '1000.00',
    });
    const shopper = await shopperWithCart('1000.00');
    // Rs. 1,000.00 of goods, Rs. 1,100.00 with the fee: still Rs. 50.00 short of the minimum.
    const refused = await applyCode(app, shopper.user, short.code);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(
      `The code ${short.code} needs a minimum order value of Rs. 1,050.00. Add Rs. 50.00 more to use it.`,
    );
    expect((await applyCode(app, shopper.user, percent.code)).statusCode).toBe(200);

    const order = await placed(shopper);
    expect(order).toMatchObject({
      discount: '100.00',
      codFee: '100.00',
      orderTotal: '1000.00',
      couponCode: percent.code,
    });
    expect(order.items).toMatchObject([{ priceAtPurchase: '1000.00', discount: '100.00' }]);
    await setCodFee('0.00');
  });

  it('is judged again on the goods when the order is placed, so a minimum raised meanwhile refuses it', async () => {
    await setCodFee('100.00');
    const body = { code: newCode('FEERAISE'), type: 'FLAT', value: '50.00', minOrderValue: '1000.00' };
    const coupon = await createCoupon(app, admin, body);
    const shopper = await shopperWithCart('1000.00');
    expect((await applyCode(app, shopper.user, coupon.code)).statusCode).toBe(200);
    const raised = await app.inject({
      method: 'PUT',
      url: `/api/coupons/${coupon.id}`,
      headers: admin.auth,
      payload: { ...body, minOrderValue: '1050.00' },
    });
    expect(raised.statusCode, raised.body).toBe(200);

    // Rs. 1,100.00 with the fee would pass; the goods' Rs. 1,000.00 do not.
    const refused = await placeOrder(app, shopper.user, {
      addressId: shopper.addressId,
      paymentMethod: 'COD',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors.coupon).toBe(
      `The code ${coupon.code} needs a minimum order value of Rs. 1,050.00. Add Rs. 50.00 more to use it.`,
    );
    expect(await myOrders(shopper.user)).toEqual([]);
    await setCodFee('0.00');
  });
});
