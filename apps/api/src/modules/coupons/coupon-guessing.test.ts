import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app';
import { createCoupon } from '../../../test/coupon-fixtures';
import { addToCart, createShopProduct } from '../../../test/shop-fixtures';
import { createTestUser, type TestUser } from '../../../test/users';

// Small limits, so that a test reaches them in a few tries.
const { app } = await createTestApp({ RATE_LIMIT_COUPON: '3', RATE_LIMIT_COUPON_IP: '5' });
const admin = await createTestUser(app, 'ADMIN');
const kurta = await createShopProduct(app, 'Cotton Kurta', [
  { color: 'White', size: 'M', originalPrice: '1000.00', stock: 1000 },
]);
const kurtaId = kurta.variantIds[0] as string;
await createCoupon(app, admin, { code: 'REALDEAL', type: 'FLAT', value: 100 });
await createCoupon(app, admin, { code: 'ASLEEP', type: 'FLAT', value: 100, active: false });
await createCoupon(app, admin, {
  code: 'BYGONE',
  type: 'FLAT',
  value: 100,
  endsAt: '2025-03-31T23:59:00+05:30',
});
await createCoupon(app, admin, { code: 'BIGSPEND', type: 'FLAT', value: 100, minOrderValue: '5000' });

let addresses = 0;
/** An address of its own for each test, so that one test's tries never count against another's. */
const newAddress = () => `203.0.113.${++addresses}`;

const tryCode = (user: TestUser, code: string, remoteAddress: string) =>
  app.inject({
    method: 'POST',
    url: '/api/cart/coupon',
    headers: user.auth,
    payload: { code },
    remoteAddress,
  });

describe('guessing offer codes', () => {
  it('an empty cart answers a real code exactly as a made-up one, so it tells nobody which codes exist', async () => {
    const message = 'Add something to your cart before applying an offer code.';
    for (const code of ['REALDEAL', 'ASLEEP', 'BYGONE', 'BIGSPEND', 'MADEUP42']) {
      const res = await tryCode(await createTestUser(app), code, newAddress());
      expect(res.statusCode, code).toBe(400);
      expect(res.json(), code).toEqual({ message, errors: { code: message } });
    }
  });

  it('with something in the cart, a real code that does not apply still says why', async () => {
    const user = await createTestUser(app);
    await addToCart(app, user, kurtaId);
    const address = newAddress();
    expect((await tryCode(user, 'MADEUP43', address)).json().message).toBe(
      'There is no offer code MADEUP43. Please check it and try again.',
    );
    expect((await tryCode(user, 'BIGSPEND', address)).json().message).toBe(
      'The code BIGSPEND needs a minimum order value of Rs. 5,000.00. Add Rs. 4,000.00 more to use it.',
    );
  });

  it('stops one shopper after RATE_LIMIT_COUPON tries a minute with a 429 and Retry-After, right code or not', async () => {
    const user = await createTestUser(app);
    await addToCart(app, user, kurtaId);
    const address = newAddress();
    for (const code of ['GUESS1', 'GUESS2', 'GUESS3']) {
      expect((await tryCode(user, code, address)).statusCode).toBe(400);
    }
    const refused = await tryCode(user, 'REALDEAL', address);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json().message).toMatch(/^Too many attempts\. Please try again in \d+ seconds\.$/);
    // From another address the same account is still stopped: the count is the account's.
    expect((await tryCode(user, 'REALDEAL', newAddress())).statusCode).toBe(429);

    const neighbour = await createTestUser(app);
    await addToCart(app, neighbour, kurtaId);
    expect((await tryCode(neighbour, 'REALDEAL', newAddress())).statusCode).toBe(200);
  });

  it('stops one address after RATE_LIMIT_COUPON_IP tries a minute, however many accounts it uses', async () => {
    const address = newAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const user = await createTestUser(app);
      statuses.push((await tryCode(user, `GUESS${i}`, address)).statusCode);
    }
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
  });

  it('does not count taking a code off the cart', async () => {
    const user = await createTestUser(app);
    await addToCart(app, user, kurtaId);
    const address = newAddress();
    for (let i = 0; i < 5; i++) {
      const removed = await app.inject({
        method: 'DELETE',
        url: '/api/cart/coupon',
        headers: user.auth,
        remoteAddress: address,
      });
      expect(removed.statusCode).toBe(200);
    }
    expect((await tryCode(user, 'REALDEAL', address)).statusCode).toBe(200);
  });
});
