import { FailureLimiter } from '../failure-limiter';
import { CallCounter } from './call-counter';
import type { SharedState } from './shared-state';

/** Shared state for one process: counters in its memory, nothing to connect to. */
export function createMemoryState(): SharedState {
  const calls = new CallCounter();
  return {
    kind: 'memory',
    countCall: async (key, windowMs) => calls.count(key, windowMs),
    failureCounter(_name, max, windowMs) {
      const limiter = new FailureLimiter(max, windowMs);
      return {
        retryAfterSeconds: async (key) => limiter.retryAfterSeconds(key),
        recordFailure: async (key) => limiter.recordFailure(key),
        reset: async (key) => limiter.reset(key),
      };
    },
    reachability: async () => 'up',
    close: async () => {},
  };
}
