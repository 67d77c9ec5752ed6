import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, createTestAppForOneTest } from '../../../test/app';
import { createCoupon, newCode, shopperWithCode } from '../../../test/coupon-fixtures';
import { createShopProduct, placeOrder } from '../../../test/shop-fixtures';
import { createTestUser } from '../../../test/users';

const HOUR = 60 * 60 * 1000;
// The shop's clock, moved forward by a test to see time pass without anything being written.
let hoursAhead = 0;
const { app } = await createTestApp({}, () => {}, {
  clock: () => new Date(Date.now() + hoursAhead * HOUR),
});
const admin = await createTestUser(app, 'ADMIN');
afterEach(() => {
  hoursAhead = 0;
});

const inHours = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString();

/** GET /offers as a guest: no sign-in. */
async function offers() {
  const res = await app.inject({ method: 'GET', url: '/api/offers' });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().offers as { code: string; description: string }[];
}
const listedCodes = async () => (await offers()).map((offer) => offer.code);

/** A coupon shown in the cart, Rs. 100 off unless `fields` say otherwise; its code. */
async function publicCoupon(prefix: string, fields: Record<string, unknown> = {}): Promise<string> {
  const coupon = await createCoupon(app, admin, {
    code: newCode(prefix),
    type: 'FLAT',
    value: 100,
    showInCart: true,
    ...fields,
  });
  return coupon.code;
}

describe('the offers the cart lists', () => {
  it('lists a coupon shown in the cart to a guest, as the cart needs it, with a sentence saying what it gives', async () => {
    const code = await publicCoupon('DIWALI', {
      type: 'PERCENT',
      value: '10',
      minOrderValue: '1999',
      maxDiscount: '500',
      endsAt: '2099-11-01T23:59:59+05:30',
    });
    expect((await offers()).find((offer) => offer.code === code)).toEqual({
      code,
      type: 'PERCENT',
      value: '10.00',
      minOrderValue: '1999.00',
      maxDiscount: '500.00',
      endsAt: '2099-11-01T18:29:59.000Z',
      firstOrderOnly: false,
      description: '10% off orders of Rs. 1,999.00 or more, up to Rs. 500.00',
    });
  });

  it.each([
    ['a flat amount', { type: 'FLAT', value: '200' }, 'Rs. 200.00 off'],
    [
      'a flat amount from a minimum',
      { value: '150.5', minOrderValue: '999' },
      'Rs. 150.50 off orders of Rs. 999.00 or more',
    ],
    ['a fraction of a percent', { type: 'PERCENT', value: '12.5' }, '12.5% off'],
    [
      'a first order with a cap',
      { type: 'PERCENT', value: '10', maxDiscount: '500', firstOrderOnly: true },
      '10% off your first order, up to Rs. 500.00',
    ],
    [
      'a first order from a minimum',
      { value: '300', minOrderValue: '2499', firstOrderOnly: true },
      'Rs. 300.00 off your first order of Rs. 2,499.00 or more',
    ],
  ])('describes %s', async (_name, fields, description) => {
    const code = await publicCoupon('SAYS', fields);
    expect((await offers()).find((offer) => offer.code === code)?.description).toBe(description);
  });

  it('leaves out a coupon not shown in the cart, a paused one, one not started and one that has ended', async () => {
    const listed = await publicCoupon('LISTED');
    const unlisted = newCode('UNLISTED');
    await createCoupon(app, admin, { code: unlisted, type: 'FLAT', value: 100 });
    const hidden = newCode('HIDDEN');
    await createCoupon(app, admin, { code: hidden, type: 'FLAT', value: 100, showInCart: false });
    const paused = await publicCoupon('PAUSED', { active: false });
    const later = await publicCoupon('LATER', { startsAt: inHours(1) });
    const ended = await publicCoupon('ENDED', { startsAt: inHours(-48), endsAt: inHours(-1) });
    const codes = await listedCodes();
    expect(codes).toContain(listed);
    expect(codes).not.toContain(unlisted);
    expect(codes).not.toContain(hidden);
    expect(codes).not.toContain(paused);
    expect(codes).not.toContain(later);
    expect(codes).not.toContain(ended);
  });

  it('leaves out a coupon once its orders have used it up, and lists it again when one is cancelled', async () => {
    const kurta = await createShopProduct(app, 'Cotton Kurta', [
      { color: 'White', size: 'M', originalPrice: '1000.00', stock: 10 },
    ]);
    const code = await publicCoupon('LASTONE', { usageLimit: 1 });
    expect(await listedCodes()).toContain(code);
    const { user, addressId } = await shopperWithCode(app, kurta.variantIds[0] as string, code);
    const placed = await placeOrder(app, user, { addressId, paymentMethod: 'COD' });
    expect(placed.statusCode, placed.body).toBe(201);
    expect(await listedCodes()).not.toContain(code);

    const cancelled = await app.inject({
      method: 'PUT',
      url: `/api/orders/${placed.json().order.id}/cancel`,
      headers: user.auth,
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await listedCodes()).toContain(code);
  });

  it('drops a coupon when its end passes and adds one when its start comes, with nothing written', async () => {
    const ending = await publicCoupon('ENDING', { endsAt: inHours(1) });
    const starting = await publicCoupon('STARTING', { startsAt: inHours(1) });
    expect(await listedCodes()).toContain(ending);
    expect(await listedCodes()).not.toContain(starting);
    hoursAhead = 2;
    expect(await listedCodes()).not.toContain(ending);
    expect(await listedCodes()).toContain(starting);
  });

  it('shows a change an admin saves at the next read', async () => {
    const { id, timesUsed, ...fields } = await createCoupon(app, admin, {
      code: newCode('EDITED'),
      type: 'FLAT',
      value: 100,
      showInCart: true,
    });
    expect(await listedCodes()).toContain(fields.code);
    const hidden = await app.inject({
      method: 'PUT',
      url: `/api/coupons/${id}`,
      headers: admin.auth,
      payload: { ...fields, showInCart: false },
    });
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect(await listedCodes()).not.toContain(fields.code);
  });
});

it('answers an empty list while no coupon is shown in the cart, and at most 20 offers, newest first', async () => {
  const shop = await createTestAppForOneTest();
  const owner = await createTestUser(shop.app, 'ADMIN');
  const listed = async () => (await shop.app.inject({ method: 'GET', url: '/api/offers' })).json();
  expect(await listed()).toEqual({ offers: [] });
  const codes = Array.from({ length: 21 }, (_, index) => `MANY${index + 1}`);
  for (const code of codes) {
    await createCoupon(shop.app, owner, { code, type: 'FLAT', value: 50, showInCart: true });
  }
  expect((await listed()).offers.map((offer: { code: string }) => offer.code)).toEqual(
    codes.slice(1).reverse(),
  );
});
