import type { Redis } from 'ioredis';

/**
 * What several API processes must agree on (rate limits, failed-attempt counts): in Redis when
 * REDIS_URL is set, so every process counts the same attempts; in this process's memory otherwise,
 * which is right for the one process of an embedded shop.
 */
export interface SharedState {
  readonly kind: 'memory' | 'redis';
  /** The Redis connection, for @fastify/rate-limit's store; undefined in memory. */
  readonly redis: Redis | undefined;
  /** Prepended to every Redis key, so several shops or test runs can share one Redis. */
  readonly keyPrefix: string;
  /** Failed attempts per key in a sliding window, shared under `name`. */
  failureCounter(name: string, max: number, windowMs: number): FailureCounter;
  /** Throws when the shared store cannot be reached (readiness). */
  ping(): Promise<void>;
  close(): Promise<void>;
}

/** Failed attempts per key (client IP plus identifier, an account) in a sliding window. */
export interface FailureCounter {
  /** Seconds until the next attempt may be made, or 0 when it may be made now. */
  retryAfterSeconds(key: string): Promise<number>;
  recordFailure(key: string): Promise<void>;
  /** Forgets the key's failures: a success forgives them. */
  reset(key: string): Promise<void>;
}
