import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { dropKeys, testKeyPrefix, testRedisUrl } from '../../../test/redis';
import { createRedisState, type OutageLog } from './redis-state';

const quiet: OutageLog = { warn: () => {}, info: () => {} };

describe.runIf(testRedisUrl)('failed attempts and calls counted in Redis', async () => {
  const url = testRedisUrl as string;
  const prefix = testKeyPrefix();
  // Two connections stand for two API processes.
  const one = await createRedisState(url, prefix, quiet);
  const other = await createRedisState(url, prefix, quiet);
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
    const otherShop = await createRedisState(url, testKeyPrefix(), quiet);
    expect(await otherShop.failureCounter('password-change', 1, 300).retryAfterSeconds('user-1')).toBe(0);
    await otherShop.close();

    await vi.waitFor(async () => expect(await shortWindow.retryAfterSeconds('user-1')).toBe(0), {
      timeout: 2_000,
    });
  });

  it('counts the calls of every process in one window, which ends with its first call', async () => {
    expect(await one.countCall('rate-limit:login-ip|10.0.0.8', 60_000)).toMatchObject({ current: 1 });
    const second = await other.countCall('rate-limit:login-ip|10.0.0.8', 60_000);
    expect(second.current).toBe(2);
    expect(second.ttl).toBeGreaterThan(55_000);
    expect(second.ttl).toBeLessThanOrEqual(60_000);
  });

  it('reports Redis up while it answers', async () => {
    expect(await one.reachability()).toBe('up');
  });
});

describe('limits while Redis cannot be reached', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('are counted in this process with the same windows, and readiness hears Redis is degraded', async () => {
    const away = await createRedisState('redis://127.0.0.1:1', testKeyPrefix(), quiet);
    try {
      const counter = away.failureCounter('login-client', 2, 60_000);
      await counter.recordFailure('10.0.0.9|asha');
      expect(await counter.retryAfterSeconds('10.0.0.9|asha')).toBe(0);
      await counter.recordFailure('10.0.0.9|asha');
      expect(await counter.retryAfterSeconds('10.0.0.9|asha')).toBeGreaterThan(55);
      await counter.reset('10.0.0.9|asha');
      expect(await counter.retryAfterSeconds('10.0.0.9|asha')).toBe(0);

      expect(await away.countCall('rate-limit:login-ip|10.0.0.9', 60_000)).toMatchObject({ current: 1 });
      expect(await away.countCall('rate-limit:login-ip|10.0.0.9', 60_000)).toMatchObject({ current: 2 });
      expect(await away.reachability()).toBe('degraded');
    } finally {
      await away.close();
    }
  });

  it('log a warning when Redis is found away, then at most once a minute', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const warnings: string[] = [];
    const log: OutageLog = { warn: (_details, message) => warnings.push(message), info: () => {} };
    const away = await createRedisState('redis://127.0.0.1:1', testKeyPrefix(), log);
    try {
      for (let i = 0; i < 20; i++) await away.countCall('rate-limit:register-ip|10.0.0.10', 60_000);
      expect(warnings).toEqual([expect.stringContaining('Redis cannot be reached')]);
      vi.setSystemTime(Date.now() + 61_000);
      await away.countCall('rate-limit:register-ip|10.0.0.10', 60_000);
      expect(warnings).toHaveLength(2);
    } finally {
      await away.close();
    }
  });
});
