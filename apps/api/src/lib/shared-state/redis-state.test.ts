import { afterAll, describe, expect, it } from 'vitest';
import { dropKeys, testKeyPrefix, testRedisUrl } from '../../../test/redis';
import { createRedisState } from './redis-state';

describe.runIf(testRedisUrl)('failed attempts counted in Redis', () => {
  const url = testRedisUrl as string;
  const prefix = testKeyPrefix();
  // Two connections stand for two API processes.
  const one = createRedisState(url, prefix);
  const other = createRedisState(url, prefix);
  afterAll(async () => {
    await dropKeys(url, prefix);
    await Promise.all([one.close(), other.close()]);
  });

  it('counts failures recorded by any process against the same key', async () => {
    const a = one.failureCounter('login-client', 3, 60_000);
    const b = other.failureCounter('login-client', 3, 60_000);
    await a.recordFailure('10.0.0.7|asha');
    await b.recordFailure('10.0.0.7|asha');
    expect(await a.retryAfterSeconds('10.0.0.7|asha')).toBe(0);
    await a.recordFailure('10.0.0.7|asha');
    expect(await b.retryAfterSeconds('10.0.0.7|asha')).toBeGreaterThan(55);
    expect(await b.retryAfterSeconds('10.0.0.7|ravi')).toBe(0);

    await b.reset('10.0.0.7|asha');
    expect(await a.retryAfterSeconds('10.0.0.7|asha')).toBe(0);
  });

  it('keeps counters of different names and shops apart, and lets old failures go', async () => {
    const shortWindow = one.failureCounter('password-change', 1, 300);
    await shortWindow.recordFailure('user-1');
    expect(await shortWindow.retryAfterSeconds('user-1')).toBe(1);
    expect(await one.failureCounter('login-account', 1, 300).retryAfterSeconds('user-1')).toBe(0);
    const otherShop = createRedisState(url, testKeyPrefix());
    expect(await otherShop.failureCounter('password-change', 1, 300).retryAfterSeconds('user-1')).toBe(0);
    await otherShop.close();

    await new Promise((resolve) => setTimeout(resolve, 350));
    expect(await shortWindow.retryAfterSeconds('user-1')).toBe(0);
  });

  it('says when Redis cannot be reached instead of waiting for it', async () => {
    const away = createRedisState('redis://127.0.0.1:1', prefix);
    await expect(away.ping()).rejects.toThrow();
    await away.close();
  });
});
