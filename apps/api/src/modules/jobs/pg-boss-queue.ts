import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import PgBoss from 'pg-boss';
import type { JobQueue, RetryPolicy } from './job-queue';

/** How long stop() waits for jobs being done before it gives up on them (pg-boss retries them). */
const STOP_TIMEOUT_MS = 10_000;

/**
 * Jobs in PostgreSQL through pg-boss (schema `pgboss`, created and upgraded by pg-boss itself, apart
 * from the shop's migrations): a job is taken by one process (SKIP LOCKED), and one taken by a
 * process that died is handed out again once it expires.
 */
export function createPgBossQueue(pool: pg.Pool, log: FastifyBaseLogger): JobQueue {
  const boss = new PgBoss({
    // The shop's own pool: no second set of connections per process.
    db: { executeSql: (text, values) => pool.query(text, values) },
    schema: 'pgboss',
    // Cron is not used: periodic jobs are throttled sends, so their period can be shorter than a minute.
    schedule: false,
  });
  boss.on('error', (error) => log.error({ err: error }, 'job queue error'));
  const definitions = new Map<string, { handler: (data: object) => Promise<void>; retry: RetryPolicy }>();
  const periodic = new Map<string, number>();
  const workers = new Map<string, string>();
  const timers: NodeJS.Timeout[] = [];

  const wake = (name: string) => {
    const worker = workers.get(name);
    // Worth a look at once: this process just queued work, why wait for the next poll.
    if (worker) boss.notifyWorker(worker);
  };
  const sendPeriodic = async (name: string, seconds: number) => {
    try {
      // One job per period for the whole shop: the other processes' sends in the same period are dropped.
      const id = await boss.send(name, {}, { singletonKey: name, singletonSeconds: seconds });
      if (id) wake(name);
    } catch (error) {
      log.error({ err: error, job: name }, 'periodic job could not be queued');
    }
  };

  return {
    kind: 'pg-boss',
    define(name, handler, retry) {
      definitions.set(name, { handler: handler as (data: object) => Promise<void>, retry });
    },
    async send(name, data) {
      await boss.send(name, data);
      wake(name);
    },
    every(name, seconds) {
      periodic.set(name, seconds);
    },
    async start() {
      await oneProcessAtATime(pool, async () => {
        await boss.start();
        for (const [name, { retry }] of definitions) {
          if (await boss.getQueue(name)) continue;
          await boss.createQueue(name, {
            name,
            retryLimit: retry.retryLimit,
            retryDelay: retry.retryDelaySeconds,
            retryBackoff: retry.retryLimit > 0,
          });
        }
      });
      for (const [name, { handler }] of definitions) {
        const id = await boss.work<object>(
          name,
          { pollingIntervalSeconds: 1, batchSize: 1 },
          async ([job]) => {
            if (job) await handler(job.data);
          },
        );
        workers.set(name, id);
      }
      for (const [name, seconds] of periodic) {
        void sendPeriodic(name, seconds);
        const timer = setInterval(() => void sendPeriodic(name, seconds), seconds * 1000);
        timer.unref();
        timers.push(timer);
      }
    },
    async stop() {
      for (const timer of timers) clearInterval(timer);
      // The pool belongs to the shop's database and is closed with it.
      await boss.stop({ graceful: true, close: false, wait: true, timeout: STOP_TIMEOUT_MS });
    },
  };
}

/**
 * Creating queues makes tables, and processes starting together deadlock doing it: a session-level
 * advisory lock (on a connection held meanwhile) lets one process at a time through.
 */
async function oneProcessAtATime(pool: pg.Pool, task: () => Promise<void>): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query(`select pg_advisory_lock(hashtext('vastra job queue setup'))`);
    await task();
  } finally {
    await client.query(`select pg_advisory_unlock(hashtext('vastra job queue setup'))`).catch(() => {});
    client.release();
  }
}
