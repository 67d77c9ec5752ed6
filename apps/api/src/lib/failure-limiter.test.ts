import { describe, expect, it } from 'vitest';
import { FailureLimiter } from './failure-limiter';

describe('the failed-attempt limiter', () => {
  it('blocks a key after max failures until the oldest leaves the window', () => {
    let now = 0;
    const limiter = new FailureLimiter(3, 60_000, () => now);
    for (let i = 0; i < 3; i++) {
      expect(limiter.retryAfterSeconds('ip|asha')).toBe(0);
      limiter.recordFailure('ip|asha');
      now += 1_000;
    }
    expect(limiter.retryAfterSeconds('ip|asha')).toBe(57);
    expect(limiter.retryAfterSeconds('ip|ravi')).toBe(0);
    now = 60_001;
    expect(limiter.retryAfterSeconds('ip|asha')).toBe(0);
  });

  it('forgets the failures of a key once it succeeds', () => {
    const limiter = new FailureLimiter(2, 60_000);
    limiter.recordFailure('k');
    limiter.recordFailure('k');
    expect(limiter.retryAfterSeconds('k')).toBeGreaterThan(0);
    limiter.reset('k');
    expect(limiter.retryAfterSeconds('k')).toBe(0);
  });
});
