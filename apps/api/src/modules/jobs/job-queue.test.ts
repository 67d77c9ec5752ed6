import { describe, expect, it, vi } from 'vitest';
import { createInProcessQueue } from './in-process-queue';

const log = { error: vi.fn(), warn: vi.fn(), info: vi.fn() } as never;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the in-process job queue (PGlite)', () => {
  it('does a job after the request, and tries a failing one again after growing waits', async () => {
    const queue = createInProcessQueue(log);
    const tries: number[] = [];
    queue.define<{ to: string }>(
      'mail-send',
      async () => {
        tries.push(Date.now());
        if (tries.length < 3) throw new Error('mail server away');
      },
      { retryLimit: 5, retryDelaySeconds: 0.05 },
    );
    await queue.start();
    await queue.send('mail-send', { to: 'asha@example.in' });
    expect(tries).toHaveLength(0);
    await vi.waitFor(() => expect(tries).toHaveLength(3));
    const [first, second, third] = tries as [number, number, number];
    expect(third - second).toBeGreaterThan(second - first);
    await queue.stop();
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
    const queue = createInProcessQueue(log);
    let runs = 0;
    queue.define('sweep', async () => void runs++, { retryLimit: 0, retryDelaySeconds: 0 });
    queue.every('sweep', 0.1);
    await queue.start();
    await pause(450);
    await queue.stop();
    expect(runs).toBeGreaterThanOrEqual(3);
    expect(runs).toBeLessThanOrEqual(5);
  });
});
