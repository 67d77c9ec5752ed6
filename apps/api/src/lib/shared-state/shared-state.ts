/**
 * What several API processes must agree on (rate limits, failed-attempt counts): in Redis when
 * REDIS_URL is set, so every process counts the same attempts; in this process's memory otherwise,
 * which is right for the one process of an embedded shop. While Redis cannot be reached, each
 * process counts in its own memory with the same windows, and takes the shared counts back once
 * Redis returns: a limit store never turns a sign-in into a 500.
 */
export interface SharedState {
  readonly kind: 'memory' | 'redis';
  /** Counts one call under `key` in a fixed window of `windowMs` that starts with its first call. */
  countCall(key: string, windowMs: number): Promise<CallCount>;
  /** Failed attempts per key in a sliding window, shared under `name`. */
  failureCounter(name: string, max: number, windowMs: number): FailureCounter;
  /** 'degraded' while Redis cannot be reached and counts are kept in this process (readiness). */
  reachability(): Promise<'up' | 'degraded'>;
  close(): Promise<void>;
}

/** The calls counted so far in a key's window, and the milliseconds left of it. */
export interface CallCount {
  current: number;
  ttl: number;
}

/** Failed attempts per key (client IP plus identifier, an account) in a sliding window. */
export interface FailureCounter {
  /** Seconds until the next attempt may be made, or 0 when it may be made now. */
  retryAfterSeconds(key: string): Promise<number>;
  recordFailure(key: string): Promise<void>;
  /** Forgets the key's failures: a success forgives them. */
  reset(key: string): Promise<void>;
}
