/**
 * Counts failed attempts per key (client IP plus identifier) in a sliding window; a success clears
 * them. Guessing passwords is stopped while someone who signs in correctly is never locked out.
 * In memory, so per process: lib/shared-state uses it when no REDIS_URL is set, and while Redis is away.
 */
export class FailureLimiter {
  private readonly failures = new Map<string, number[]>();

  constructor(
    private readonly max: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Seconds until the next attempt may be made, or 0 when it may be made now. */
  retryAfterSeconds(key: string): number {
    const recent = this.recent(key);
    const oldest = recent[0];
    if (recent.length < this.max || oldest === undefined) return 0;
    return Math.max(1, Math.ceil((oldest + this.windowMs - this.now()) / 1000));
  }

  recordFailure(key: string): void {
    if (this.failures.size > 10_000) this.forgetStale();
    this.failures.set(key, [...this.recent(key), this.now()]);
  }

  reset(key: string): void {
    this.failures.delete(key);
  }

  private recent(key: string): number[] {
    const cutoff = this.now() - this.windowMs;
    return (this.failures.get(key) ?? []).filter((time) => time > cutoff);
  }

  private forgetStale(): void {
    for (const key of this.failures.keys()) {
      if (this.recent(key).length === 0) this.failures.delete(key);
    }
  }
}
