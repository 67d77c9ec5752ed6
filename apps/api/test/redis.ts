import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';

/** The machine's Redis for tests that need a real one; CI sets TEST_REDIS_URL (.ci/run). */
export const testRedisUrl = process.env.TEST_REDIS_URL;

/** A key prefix of the calling test's own, so runs and files never see each other's keys. */
export function testKeyPrefix(): string {
  return `vastra-test:${randomUUID().slice(0, 8)}:`;
}

/** Deletes every key under the prefix. */
export async function dropKeys(url: string, prefix: string): Promise<void> {
  const redis = new Redis(url);
  try {
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
  } finally {
    await redis.quit();
  }
}
