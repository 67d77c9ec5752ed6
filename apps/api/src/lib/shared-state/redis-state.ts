import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import type { FailureCounter, SharedState } from './shared-state';

/**
 * Shared state in Redis. A command fails after one retry rather than queueing while Redis is
 * away, so a request answers (and readiness says so) instead of hanging.
 */
export function createRedisState(url: string, keyPrefix: string): SharedState {
  const redis = new Redis(url, { maxRetriesPerRequest: 1, connectTimeout: 2_000, enableOfflineQueue: true });
  // ioredis reconnects by itself; without a listener an outage would also crash the process.
  redis.on('error', () => {});
  return {
    kind: 'redis',
    redis,
    keyPrefix,
    failureCounter: (name, max, windowMs) =>
      redisFailureCounter(redis, `${keyPrefix}failures:${name}:`, max, windowMs),
    async ping() {
      await redis.ping();
    },
    async close() {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}

/**
 * Each failure is a member of a sorted set scored by its time; members older than the window are
 * dropped before counting, and the key expires with its newest failure.
 */
function redisFailureCounter(redis: Redis, prefix: string, max: number, windowMs: number): FailureCounter {
  const recent = async (key: string) => {
    const now = Date.now();
    const [, oldest, count] = (await redis
      .multi()
      .zremrangebyscore(prefix + key, '-inf', now - windowMs)
      .zrange(prefix + key, 0, 0, 'WITHSCORES')
      .zcard(prefix + key)
      .exec()) as [unknown, [Error | null, string[]], [Error | null, number]];
    return { now, oldest: oldest[1][1] === undefined ? undefined : Number(oldest[1][1]), count: count[1] };
  };
  return {
    async retryAfterSeconds(key) {
      const { now, oldest, count } = await recent(key);
      if (count < max || oldest === undefined) return 0;
      return Math.max(1, Math.ceil((oldest + windowMs - now) / 1000));
    },
    async recordFailure(key) {
      const now = Date.now();
      await redis
        .multi()
        .zadd(prefix + key, now, `${now}:${randomUUID()}`)
        .pexpire(prefix + key, windowMs)
        .exec();
    },
    async reset(key) {
      await redis.del(prefix + key);
    },
  };
}
