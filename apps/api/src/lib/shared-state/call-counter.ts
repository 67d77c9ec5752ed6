import type { CallCount } from './shared-state';

/** Keys kept before expired windows are swept out, so a flood of new keys cannot grow memory. */
const SWEEP_ABOVE = 10_000;

/**
 * Calls per key in fixed windows, in this process's memory: a window starts with its key's first
 * call and ends `windowMs` later, as Redis counts them (INCR, then PEXPIRE on the first).
 */
export class CallCounter {
  private readonly windows = new Map<string, { count: number; endsAt: number }>();

  constructor(private readonly now: () => number = Date.now) {}

  count(key: string, windowMs: number): CallCount {
    const now = this.now();
    if (this.windows.size > SWEEP_ABOVE) this.sweep(now);
    let window = this.windows.get(key);
    if (!window || window.endsAt <= now) {
      window = { count: 0, endsAt: now + windowMs };
      this.windows.set(key, window);
    }
    window.count++;
    return { current: window.count, ttl: window.endsAt - now };
  }

  private sweep(now: number): void {
    for (const [key, window] of this.windows) if (window.endsAt <= now) this.windows.delete(key);
  }
}
