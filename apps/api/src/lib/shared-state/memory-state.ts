import { FailureLimiter } from '../failure-limiter';
import type { SharedState } from './shared-state';

/** Shared state for one process: today's in-memory counters, nothing to connect to. */
export function createMemoryState(): SharedState {
  return {
    kind: 'memory',
    redis: undefined,
    keyPrefix: '',
    failureCounter(_name, max, windowMs) {
      const limiter = new FailureLimiter(max, windowMs);
      return {
        retryAfterSeconds: async (key) => limiter.retryAfterSeconds(key),
        recordFailure: async (key) => limiter.recordFailure(key),
        reset: async (key) => limiter.reset(key),
      };
    },
    ping: async () => {},
    close: async () => {},
  };
}
