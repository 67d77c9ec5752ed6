import type { Config } from '../../config';
import { createMemoryState } from './memory-state';
import { createRedisState } from './redis-state';
import type { SharedState } from './shared-state';

/** Redis when REDIS_URL is set, this process's memory otherwise. */
export function createSharedState(config: Pick<Config, 'redisUrl' | 'redisKeyPrefix'>): SharedState {
  return config.redisUrl ? createRedisState(config.redisUrl, config.redisKeyPrefix) : createMemoryState();
}
