import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from './app';
import { dropKeys, testKeyPrefix, testRedisUrl } from './redis';
import { addToCart, createShopProduct } from './shop-fixtures';
import { createTestUser } from './users';

// An attack review found limits counted under `undefinedundefined-login-ip`: keys that say
// neither which limit nor which client they count, and that two limits could share.
describe.runIf(testRedisUrl)('rate limit counts in Redis', async () => {
  const url = testRedisUrl as string;
  const prefix = testKeyPrefix();
  const { app } = testRedisUrl
    ? await createTestApp({ REDIS_URL: url, REDIS_KEY_PREFIX: prefix })
    : ({} as Awaited<ReturnType<typeof createTestApp>>);
  afterAll(() => dropKeys(url, prefix));

  const keysNow = async () => {
    const redis = new Redis(url);
    try {
      return (await redis.keys(`${prefix}*`)).sort();
    } finally {
      await redis.quit();
    }
  };

  it('are kept under keys naming the shop, the limit and the client', async () => {
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { identifier: 'Nobody@Vastra.Example', password: 'guess-1' },
      remoteAddress: '198.51.100.7',
    });
    expect(login.statusCode).toBe(401);

    const shopper = await createTestUser(app);
    const product = await createShopProduct(app, 'Cotton Kurta');
    await addToCart(app, shopper, product.variantIds[0] as string);
    const coupon = await app.inject({
      method: 'POST',
      url: '/api/cart/coupon',
      headers: shopper.auth,
      payload: { code: 'NOSUCH' },
      remoteAddress: '198.51.100.8',
    });
    expect(coupon.statusCode).toBe(400);

    const keys = await keysNow();
    expect(keys).toEqual(
      [
        `${prefix}rate-limit:login-ip|198.51.100.7`,
        `${prefix}failures:login-client:198.51.100.7|nobody@vastra.example`,
        `${prefix}failures:login-account:unknown|nobody@vastra.example`,
        `${prefix}rate-limit:coupon-user|${shopper.id}`,
        `${prefix}rate-limit:coupon-ip|198.51.100.8`,
      ].sort(),
    );
    expect(keys.join(' ')).not.toContain('undefined');
  });
});
