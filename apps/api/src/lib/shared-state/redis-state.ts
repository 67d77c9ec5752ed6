import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { createMemoryState } from './memory-state';
import type { CallCount, FailureCounter, SharedState } from './shared-state';

/** How often an outage that goes on is logged again. */
const WARNING_INTERVAL_MS = 60_000;

/** Where an outage is told: the app's logger. */
export interface OutageLog {
  warn(details: { err?: unknown }, message: string): void;
  info(message: string): void;
}

// INCR, and the window's expiry set by its first call: the same fixed window as CallCounter's.
const COUNT_CALL = `
local current = redis.call('INCR', KEYS[1])
if current == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return { current, redis.call('PTTL', KEYS[1]) }`;

type CountingRedis = Redis & { countCall(key: string, windowMs: number): Promise<[number, number]> };

/**
 * Shared state in Redis, with this process's memory standing in while Redis cannot be reached: a
 * command is never queued for a Redis that is away (nor waited on past a second), it is counted in
 * memory with the same windows instead, and a warning says so at most once a minute. ioredis keeps
 * reconnecting; once it is back, counting is shared again. Resolves once the first connection is
 * made or has failed, so a process whose Redis is away at start starts all the same.
 */
export async function createRedisState(url: string, keyPrefix: string, log: OutageLog): Promise<SharedState> {
  const redis = new Redis(url, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 2_000,
    commandTimeout: 1_000,
  }) as CountingRedis;
  redis.defineCommand('countCall', { numberOfKeys: 1, lua: COUNT_CALL });
  const memory = createMemoryState();
  const outage = outageNotice(log);
  // Without a listener an outage would also crash the process; with this one it is logged.
  redis.on('error', (error) => outage.noticed(error));
  redis.on('ready', () => outage.ended());

  const eitherStore = async <T>(inRedis: () => Promise<T>, inMemory: () => Promise<T>): Promise<T> => {
    if (redis.status !== 'ready') {
      outage.noticed();
      return inMemory();
    }
    try {
      return await inRedis();
    } catch (error) {
      outage.noticed(error);
      return inMemory();
    }
  };

  await redis.connect().catch((error: unknown) => outage.noticed(error));
  return {
    kind: 'redis',
    countCall: (key, windowMs) =>
      eitherStore(
        async (): Promise<CallCount> => {
          const [current, ttl] = await redis.countCall(keyPrefix + key, windowMs);
          return { current, ttl };
        },
        () => memory.countCall(key, windowMs),
      ),
    failureCounter(name, max, windowMs) {
      const shared = redisFailureCounter(redis, `${keyPrefix}failures:${name}:`, max, windowMs);
      const local = memory.failureCounter(name, max, windowMs);
      return {
        retryAfterSeconds: (key) =>
          eitherStore(
            () => shared.retryAfterSeconds(key),
            () => local.retryAfterSeconds(key),
          ),
        recordFailure: (key) =>
          eitherStore(
            () => shared.recordFailure(key),
            () => local.recordFailure(key),
          ),
        // Failures counted here during an outage are forgiven too, so a later outage cannot bring them back.
        async reset(key) {
          await local.reset(key);
          await eitherStore(
            () => shared.reset(key),
            async () => {},
          );
        },
      };
    },
    async reachability() {
      if (redis.status !== 'ready') return 'degraded';
      return redis.ping().then(
        () => 'up' as const,
        () => 'degraded' as const,
      );
    },
    async close() {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}

/** Warns when Redis is found away, again at most once a minute while it stays away, and says when it is back. */
function outageNotice(log: OutageLog) {
  let away = false;
  let warnedAt = Number.NEGATIVE_INFINITY;
  return {
    noticed(error?: unknown) {
      away = true;
      if (Date.now() - warnedAt < WARNING_INTERVAL_MS) return;
      warnedAt = Date.now();
      log.warn(
        { err: error },
        'Redis cannot be reached: rate limits and failed-attempt counts are kept in each process until it returns',
      );
    },
    ended() {
      if (!away) return;
      away = false;
      warnedAt = Number.NEGATIVE_INFINITY;
      log.info('Redis is reachable again: rate limits are shared again');
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
