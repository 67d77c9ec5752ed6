import { describe, expect, it, vi } from 'vitest';
import { createInProcessQueue } from './in-process-queue';

const log = { error: vi.fn(), warn: vi.fn(), info: vi.fn() } as never;

describe('the in-process job queue (PGlite)', () => {
  it('does a job after the request, and tries a failing one again after growing waits', async () => {
    // The app's timers, moved by the test: a busy machine can only make real waits longer, never shorter.
    vi.useFakeTimers();
    try {
      const queue = createInProcessQueue(log);
      let tries = 0;
      queue.define<{ to: string }>(
        'mail-send',
        async () => {
          tries += 1;
          if (tries < 3) throw new Error('mail server away');
        },
        { retryLimit: 5, retryDelaySeconds: 0.05 },
      );
      await queue.start();
      await queue.send('mail-send', { to: 'asha@example.in' });
      expect(tries).toBe(0);
      await vi.advanceTimersByTimeAsync(0);
      expect(tries).toBe(1);
      // 50 ms, then twice that.
      for (const [wait, triesAfter] of [
        [50, 2],
        [100, 3],
      ] as const) {
        await vi.advanceTimersByTimeAsync(wait - 1);
        expect(tries).toBe(triesAfter - 1);
        await vi.advanceTimersByTimeAsync(1);
        expect(tries).toBe(triesAfter);
      }
      await vi.advanceTimersByTimeAsync(1_000);
      expect(tries).toBe(3);
      await queue.stop();
    } finally {
      vi.useRealTimers();
    }
  });

  it('does a job sent just before stop before stop returns: a confirmation mail queued as the shop closes is not lost', async () => {
    const queue = createInProcessQueue(log);
    const sent: string[] = [];
    queue.define<{ to: string }>('mail-send', async ({ to }) => void sent.push(to), {
      retryLimit: 5,
      retryDelaySeconds: 30,
    });
    await queue.start();
    await queue.send('mail-send', { to: 'asha@example.in' });
    await queue.stop();
    expect(sent).toEqual(['asha@example.in']);
  });

  it('runs a periodic job every period', async () => {
    vi.useFakeTimers();
    try {
      const queue = createInProcessQueue(log);
      let runs = 0;
      queue.define('sweep', async () => void runs++, { retryLimit: 0, retryDelaySeconds: 0 });
      queue.every('sweep', 0.1);
      await queue.start();
      await vi.advanceTimersByTimeAsync(99);
      expect(runs).toBe(0);
      await vi.advanceTimersByTimeAsync(351);
      expect(runs).toBe(4);
      await queue.stop();
      await vi.advanceTimersByTimeAsync(1_000);
      expect(runs).toBe(4);
    } finally {
      vi.useRealTimers();
    }
  });
});
