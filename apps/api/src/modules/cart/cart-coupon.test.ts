import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app';
import { applyCode, createCoupon, newCode } from '../../../test/coupon-fixtures';
import {
  addToCart,
  changeQuantity,
  createAddress,
  createShopProduct,
  placeOrder,
} from '../../../test/shop-fixtures';
import { createTestUser, type TestUser } from '../../../test/users';
import { productVariants } from '../../db/schema/catalogue';

const { app } = await createTestApp();
const admin = await createTestUser(app, 'ADMIN');
const kurta = await createShopProduct(app, 'Cotton Kurta', [
  { color: 'White', size: 'M', originalPrice: '1000.00', stock: 1000 },
]);
const kurtaId = kurta.variantIds[0] as string;

/** A new shopper with `quantity` kurtas of Rs. 1,000.00 in the cart. */
async function shopper(quantity = 1) {
  const user = await createTestUser(app);
  if (quantity > 0) await addToCart(app, user, kurtaId, quantity);
  return user;
}

const cartOf = async (user: TestUser) =>
  (await app.inject({ method: 'GET', url: '/api/cart', headers: user.auth })).json();

/** Applies the code and insists it was refused with exactly this sentence, leaving the cart without a code. */
async function expectRefusal(user: TestUser, code: string, message: string) {
  const res = await applyCode(app, user, code);
  expect(res.statusCode, res.body).toBe(400);
  expect(res.json()).toEqual({ message, errors: { code: message } });
  expect(await cartOf(user)).toMatchObject({ coupon: null, couponNotApplied: null, discount: '0.00' });
}

describe('an offer code in the cart', () => {
  it('applies in any case and answers the cart with the code, its discount and the total', async () => {
    const user = await shopper(3);
    const code = newCode('WELCOME');
    await createCoupon(app, admin, { code, type: 'PERCENT', value: '12.5', maxDiscount: '300' });
    const res = await applyCode(app, user, code.toLowerCase());
    expect(res.statusCode, res.body).toBe(200);
    // 12.5% of Rs. 3,000.00 is Rs. 375.00, capped at Rs. 300.00.
    expect(res.json()).toMatchObject({
      subtotal: '3000.00',
      coupon: { code, discount: '300.00' },
      couponNotApplied: null,
      discount: '300.00',
      total: '2700.00',
    });
    expect(await cartOf(user)).toMatchObject({ coupon: { code }, total: '2700.00' });
  });

  it('is replaced by another code, and taken off with DELETE', async () => {
    const user = await shopper(1);
    const [first, second] = [newCode('FIRST'), newCode('SECOND')];
    await createCoupon(app, admin, { code: first, type: 'FLAT', value: 100 });
    await createCoupon(app, admin, { code: second, type: 'FLAT', value: 150 });
    await applyCode(app, user, first);
    expect((await applyCode(app, user, second)).json()).toMatchObject({
      coupon: { code: second },
      total: '850.00',
    });
    const removed = await app.inject({ method: 'DELETE', url: '/api/cart/coupon', headers: user.auth });
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toMatchObject({
      coupon: null,
      couponNotApplied: null,
      discount: '0.00',
      total: '1000.00',
    });
  });

  it('says when the code is unknown', async () => {
    await expectRefusal(
      await shopper(),
      'NOSUCH99',
      'There is no offer code NOSUCH99. Please check it and try again.',
    );
  });

  it('says when the code is paused', async () => {
    const code = newCode('PAUSED');
    await createCoupon(app, admin, { code, type: 'FLAT', value: 100, active: false });
    await expectRefusal(await shopper(), code, `The code ${code} is paused at the moment.`);
  });

  it('says from when a code that has not started can be used, in Indian time', async () => {
    const code = newCode('LATER');
    await createCoupon(app, admin, { code, type: 'FLAT', value: 100, startsAt: '2099-01-01T10:00:00+05:30' });
    await expectRefusal(await shopper(), code, `The code ${code} can be used from 1 Jan 2099, 10:00 am.`);
  });

  it('says when an expired code expired', async () => {
    const code = newCode('OLD');
    await createCoupon(app, admin, { code, type: 'FLAT', value: 100, endsAt: '2025-03-31T23:59:00+05:30' });
    await expectRefusal(await shopper(), code, `The code ${code} expired on 31 Mar 2025, 11:59 pm.`);
  });

  it('says how much more to add below the minimum order value', async () => {
    const code = newCode('FLAT');
    await createCoupon(app, admin, { code, type: 'FLAT', value: 200, minOrderValue: '1999' });
    await expectRefusal(
      await shopper(1),
      code,
      `The code ${code} needs a minimum order value of Rs. 1,999.00. Add Rs. 999.00 more to use it.`,
    );
    expect((await applyCode(app, await shopper(2), code)).json()).toMatchObject({ total: '1800.00' });
  });

  it('says when the code has been used up', async () => {
    const code = newCode('ONCE');
    await createCoupon(app, admin, { code, type: 'FLAT', value: 100, usageLimit: 1 });
    const first = await shopper();
    await applyCode(app, first, code);
    const placed = await placeOrder(app, first, {
      addressId: await createAddress(app, first.id),
      paymentMethod: 'COD',
    });
    expect(placed.statusCode, placed.body).toBe(201);
    await expectRefusal(await shopper(), code, `The code ${code} has been used up.`);
  });

  it('says when the shopper has used it as often as one customer may', async () => {
    const code = newCode('TWICE');
    await createCoupon(app, admin, { code, type: 'FLAT', value: 100, perCustomerLimit: 2 });
    const user = await shopper(0);
    const addressId = await createAddress(app, user.id);
    for (let i = 0; i < 2; i++) {
      await addToCart(app, user, kurtaId);
      expect((await applyCode(app, user, code)).statusCode).toBe(200);
      expect((await placeOrder(app, user, { addressId, paymentMethod: 'COD' })).statusCode).toBe(201);
    }
    await addToCart(app, user, kurtaId);
    await expectRefusal(
      user,
      code,
      `You have already used the code ${code} 2 times, the most it allows per customer.`,
    );
  });

  it('says a first-order code is for the first order only', async () => {
    const code = newCode('HELLO');
    await createCoupon(app, admin, { code, type: 'PERCENT', value: 10, firstOrderOnly: true });
    const user = await shopper();
    expect((await applyCode(app, user, code)).statusCode).toBe(200);
    const other = await shopper();
    const placed = await placeOrder(app, other, {
      addressId: await createAddress(app, other.id),
      paymentMethod: 'COD',
    });
    expect(placed.statusCode).toBe(201);
    await addToCart(app, other, kurtaId);
    await expectRefusal(other, code, `The code ${code} is for your first order only.`);
  });

  it('asks for something in the cart first', async () => {
    const code = newCode('EMPTY');
    await createCoupon(app, admin, { code, type: 'FLAT', value: 100 });
    await expectRefusal(await shopper(0), code, 'Add something to your cart before applying an offer code.');
  });

  it('asks for a code: 400 on the code field for a blank one, 401 for guests', async () => {
    const blank = await app.inject({
      method: 'POST',
      url: '/api/cart/coupon',
      headers: (await shopper()).auth,
      payload: { code: '  ' },
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().errors).toEqual({ code: 'Please enter an offer code.' });
    const guest = await app.inject({ method: 'POST', url: '/api/cart/coupon', payload: { code: 'ANY' } });
    expect(guest.statusCode).toBe(401);
  });
});

describe('a cart whose code stops applying', () => {
  it('keeps the code without a discount, says why, and applies it again once the cart qualifies', async () => {
    const code = newCode('BIG');
    await createCoupon(app, admin, { code, type: 'FLAT', value: 200, minOrderValue: '1999' });
    const user = await shopper(2);
    const applied = (await applyCode(app, user, code)).json();
    expect(applied).toMatchObject({ coupon: { code, discount: '200.00' }, total: '1800.00' });

    const lowered = await changeQuantity(app, user.auth, applied.items[0].id, 1);
    expect(lowered.json()).toMatchObject({
      subtotal: '1000.00',
      coupon: null,
      couponNotApplied: {
        code,
        reason: `The code ${code} needs a minimum order value of Rs. 1,999.00. Add Rs. 999.00 more to use it.`,
      },
      discount: '0.00',
      total: '1000.00',
    });
    expect((await cartOf(user)).couponNotApplied.code).toBe(code);

    const added = await addToCart(app, user, kurtaId, 1);
    expect(added).toMatchObject({
      coupon: { code, discount: '200.00' },
      couponNotApplied: null,
      total: '1800.00',
    });
  });

  it('prices the code at current prices: a price change changes the discount', async () => {
    const code = newCode('TENPC');
    await createCoupon(app, admin, { code, type: 'PERCENT', value: 10 });
    const saree = await createShopProduct(app, 'Silk Saree', [
      { color: 'Red', size: 'Free', originalPrice: '5000.00', stock: 5 },
    ]);
    const user = await createTestUser(app);
    await addToCart(app, user, saree.variantIds[0] as string);
    expect((await applyCode(app, user, code)).json()).toMatchObject({ discount: '500.00' });
    await app.db
      .update(productVariants)
      .set({ discountPrice: '4000.00' })
      .where(eq(productVariants.id, saree.variantIds[0] as string));
    expect(await cartOf(user)).toMatchObject({ subtotal: '4000.00', discount: '400.00', total: '3600.00' });
  });

  it('loses a deleted code', async () => {
    const code = newCode('DELETED');
    const coupon = await createCoupon(app, admin, { code, type: 'FLAT', value: 100 });
    const user = await shopper();
    await applyCode(app, user, code);
    await app.inject({ method: 'DELETE', url: `/api/coupons/${coupon.id}`, headers: admin.auth });
    expect(await cartOf(user)).toMatchObject({ coupon: null, couponNotApplied: null, total: '1000.00' });
  });
});
