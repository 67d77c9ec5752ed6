import { describe, expect, it } from 'vitest';
import { KeyedGate } from './keyed-gate';

describe('the per-client gate in front of password checks', () => {
  it('runs at most its slots per key at once, queues a few more, turns the rest away, and leaves other keys alone', async () => {
    const gate = new KeyedGate(2, 3);
    let running = 0;
    let most = 0;
    const releases: (() => void)[] = [];
    const task = () =>
      new Promise<string>((resolve) => {
        running++;
        most = Math.max(most, running);
        releases.push(() => {
          running--;
          resolve('done');
        });
      });
    const burst = Array.from({ length: 8 }, () => gate.run('203.0.113.9', task));
    const other = gate.run('198.51.100.4', async () => 'other client');
    expect(await other).toBe('other client');
    while (releases.length > 0 || running > 0) {
      await new Promise((resolve) => setImmediate(resolve));
      releases.shift()?.();
    }
    expect(await Promise.all(burst)).toEqual([...Array(5).fill('done'), ...Array(3).fill('full')]);
    expect(most).toBe(2);
  });
});
