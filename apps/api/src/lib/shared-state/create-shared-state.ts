import type { Config } from '../../config';
import { createMemoryState } from './memory-state';
import type { OutageLog } from './redis-state';
import type { SharedState } from './shared-state';

/** Redis when REDIS_URL is set, this process's memory otherwise. */
export async function createSharedState(
  config: Pick<Config, 'redisUrl' | 'redisKeyPrefix'>,
  log: OutageLog,
): Promise<SharedState> {
  if (!config.redisUrl) return createMemoryState();
  // Loaded only when Redis is set: ioredis holds ~8 MB of memory a single process never needs.
  const { createRedisState } = await import('./redis-state');
  return createRedisState(config.redisUrl, config.redisKeyPrefix, log);
}
