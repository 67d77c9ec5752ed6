import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { adminQuery, withDatabase } from '../../../test/global-setup';
import { openPostgres } from '../../db/client';
import type { JobQueue } from './job-queue';
import { createPgBossQueue } from './pg-boss-queue';

// A *.postgres.test.ts file runs only in the PostgreSQL project (vitest.config.ts), where this is set.
const serverUrl = process.env.TEST_DATABASE_URL ?? '';
const log = { error: vi.fn(), warn: vi.fn(), info: vi.fn() } as never;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the pg-boss job queue shared by several processes (PostgreSQL)', () => {
  const name = `vastra_jobs_${randomUUID().replaceAll('-', '')}`;
  const url = withDatabase(serverUrl, name);
  const opened: { stop(): Promise<void> }[] = [];
  /** A queue with a connection pool of its own, as a separate API process would have. */
  const process = (define: (queue: JobQueue) => void, options?: { gatherMs: number }) => {
    const database = openPostgres(url);
    const queue = createPgBossQueue(database.pool as NonNullable<typeof database.pool>, log, options);
    define(queue);
    const handle = {
      queue,
      stop: async () => {
        await queue.stop();
        await database.close();
      },
    };
    opened.push(handle);
    return handle;
  };
  /** Rows of pg-boss's own job table, read as another process would read them. */
  const readJobs = async <Row extends pg.QueryResultRow>(statement: string) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    return client.query<Row>(statement).finally(() => client.end());
  };

  afterAll(async () => {
    await Promise.all(opened.map((p) => p.stop().catch(() => {})));
    await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name}`);
  });

  it('gives each job to one process only', async () => {
    await adminQuery(serverUrl, `CREATE DATABASE ${name}`);
    const done: string[] = [];
    const define = (queue: JobQueue) =>
      queue.define<{ n: number }>('count', async ({ n }) => void done.push(String(n)), {
        retryLimit: 0,
        retryDelaySeconds: 0,
      });
    const one = process(define);
    const other = process(define);
    await one.queue.start();
    await other.queue.start();
    for (let n = 0; n < 10; n++) await (n % 2 ? one : other).queue.send('count', { n });
    await vi.waitFor(() => expect(done).toHaveLength(10), { timeout: 10_000 });
    // Stopping waits for the jobs each process has taken: none can be done again after it.
    await Promise.all([one.stop(), other.stop()]);
    expect(done.sort()).toEqual(['0', '1', '2', '3', '4', '5', '6', '7', '8', '9']);
    const { rows } = await readJobs<{ state: string; count: number }>(
      `select state, count(*)::int as count from pgboss.job where name = 'count' group by state`,
    );
    expect(rows).toEqual([{ state: 'completed', count: 10 }]);
  });

  it('keeps every job of a burst sent at once, written together, and does each once', async () => {
    const done: number[] = [];
    const burst = process((queue) =>
      queue.define<{ n: number }>('burst', async ({ n }) => void done.push(n), {
        retryLimit: 0,
        retryDelaySeconds: 0,
      }),
    );
    await burst.queue.start();
    const sent = Array.from({ length: 50 }, (_, n) => n);
    await Promise.all(sent.map((n) => burst.queue.send('burst', { n })));
    const stored = await readJobs<{ count: number }>(
      "select count(*)::int as count from pgboss.job where name = 'burst'",
    );
    expect(stored.rows[0]?.count).toBe(50);
    await vi.waitFor(() => expect(done).toHaveLength(50), { timeout: 10_000 });
    expect(done.sort((a, b) => a - b)).toEqual(sent);
  });

  it('takes the jobs a process queues moments apart in one look, rather than one look each', async () => {
    const done: number[] = [];
    const mailer = process(
      (queue) =>
        queue.define<{ n: number }>('gathered', async ({ n }) => void done.push(n), {
          retryLimit: 0,
          retryDelaySeconds: 0,
        }),
      // Longer than the shop's, so that a busy machine's slow inserts still fall within it.
      { gatherMs: 2_000 },
    );
    await mailer.queue.start();
    // A first job, so that the queue's own first look at start is behind it.
    await mailer.queue.send('gathered', { n: 0 });
    await vi.waitFor(() => expect(done).toEqual([0]), { timeout: 10_000 });
    // As confirmation mails come from orders placed one after another.
    for (let n = 1; n <= 4; n++) {
      await mailer.queue.send('gathered', { n });
      await pause(15);
    }
    await vi.waitFor(() => expect(done).toHaveLength(5), { timeout: 10_000 });
    // A look stamps the jobs it takes with its own transaction's time.
    const looks = await readJobs<{ count: number }>(
      `select count(distinct started_on)::int as count from pgboss.job
       where name = 'gathered' and (data->>'n')::int > 0`,
    );
    expect(looks.rows[0]?.count).toBe(1);
    expect(done.sort()).toEqual([0, 1, 2, 3, 4]);
  });

  it('runs a periodic job once per period however many processes ask for it', async () => {
    let runs = 0;
    const define = (queue: JobQueue) => {
      queue.define('sweep', async () => void runs++, { retryLimit: 0, retryDelaySeconds: 0 });
      queue.every('sweep', 1);
    };
    const processes = [process(define), process(define), process(define)];
    await Promise.all(processes.map((p) => p.queue.start()));
    await vi.waitFor(() => expect(runs).toBeGreaterThanOrEqual(3), { timeout: 10_000 });
    await Promise.all(processes.map((p) => p.stop()));
    // Each process queues the job every second; pg-boss keeps one per period (its singleton_on),
    // and each kept job ran once.
    const { rows } = await readJobs<{ jobs: number; periods: number; completed: number }>(
      `select count(*)::int as jobs, count(distinct singleton_on)::int as periods,
              count(*) filter (where state = 'completed')::int as completed
       from pgboss.job where name = 'sweep'`,
    );
    expect(rows[0]?.jobs).toBe(rows[0]?.periods);
    expect(rows[0]?.completed).toBe(runs);
  });

  it('keeps a job that failed in a process that then stopped, and another process does it', async () => {
    const failing = process((queue) =>
      queue.define(
        'mail-send',
        async () => {
          throw new Error('mail server away');
        },
        { retryLimit: 3, retryDelaySeconds: 1 },
      ),
    );
    await failing.queue.start();
    await failing.queue.send('mail-send', { to: 'asha@example.in' });
    // Stopped once its failed try is recorded: the job waits for its next try.
    await vi.waitFor(
      async () => {
        const jobs = await readJobs<{ state: string }>(
          "select state from pgboss.job where name = 'mail-send'",
        );
        expect(jobs.rows.map((job) => job.state)).toEqual(['retry']);
      },
      { timeout: 10_000 },
    );
    await failing.stop();

    const sent: unknown[] = [];
    const restarted = process((queue) =>
      queue.define('mail-send', async (message) => void sent.push(message), {
        retryLimit: 3,
        retryDelaySeconds: 1,
      }),
    );
    await restarted.queue.start();
    await vi.waitFor(() => expect(sent).toEqual([{ to: 'asha@example.in' }]), { timeout: 10_000 });
  });
});
