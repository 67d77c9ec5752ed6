import { describe, expect, it } from 'vitest';
import { Semaphore } from './semaphore';

describe('the semaphore that bounds concurrent password hashing', () => {
  it('runs at most its slots at once and every task in the end, in arrival order', async () => {
    const gate = new Semaphore(2);
    let running = 0;
    let most = 0;
    const started: number[] = [];
    const releases: (() => void)[] = [];
    const tasks = Array.from({ length: 6 }, (_, i) =>
      gate.run(async () => {
        started.push(i);
        running++;
        most = Math.max(most, running);
        await new Promise<void>((resolve) => releases.push(resolve));
        running--;
        return i;
      }),
    );
    while (started.length < 6) {
      await new Promise((resolve) => setImmediate(resolve));
      expect(running).toBeLessThanOrEqual(2);
      releases.shift()?.();
    }
    for (const release of releases) release();
    expect(await Promise.all(tasks)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(started).toEqual([0, 1, 2, 3, 4, 5]);
    expect(most).toBe(2);
  });

  it('frees the slot of a task that fails', async () => {
    const gate = new Semaphore(1);
    await expect(gate.run(() => Promise.reject(new Error('hash failed')))).rejects.toThrow('hash failed');
    expect(await gate.run(async () => 'next')).toBe('next');
  });
});
