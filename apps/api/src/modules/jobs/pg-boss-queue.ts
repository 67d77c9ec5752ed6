import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import PgBoss from 'pg-boss';
import type { JobQueue, RetryPolicy } from './job-queue';

/** How often an idle process looks for jobs queued by others; its own sends wake it at once. */
const POLL_MS = 1_000;
/**
 * Jobs taken at a time: done one after another, recorded as done together. A look costs what it
 * scans, not what it takes: done jobs leave dead entries in pg-boss's index of waiting jobs until a
 * vacuum, and each look reads past them. Placing orders flat out (a mail each), 5 at a time made 60
 * looks a second at up to 4.5 ms each; 20 at a time, a few a second, and 8-15% more orders.
 */
const BATCH = 20;
/**
 * How long a process that has just queued a job waits before it looks for it, so that the jobs
 * queued meanwhile are taken and recorded together: at one look and one record per confirmation
 * mail (with its insert), the mails cost the database as many statements as the orders themselves.
 */
const GATHER_MS = 200;

/** A job sent and not yet written, with the promise its sender awaits. */
interface WaitingJob {
  job: PgBoss.JobInsert;
  resolve: () => void;
  reject: (error: unknown) => void;
}

/**
 * Jobs in PostgreSQL through pg-boss (schema `pgboss`, created and upgraded by pg-boss itself, apart
 * from the shop's migrations): a job is taken by one process (SKIP LOCKED); one that fails is retried
 * with growing waits, and one taken by a process that died is handed out again once it expires.
 * This module fetches and completes jobs itself, so stop() knows when the last one is recorded and
 * the database is never closed under a job.
 */
export function createPgBossQueue(
  pool: pg.Pool,
  log: FastifyBaseLogger,
  { gatherMs = GATHER_MS }: { gatherMs?: number } = {},
): JobQueue {
  const boss = new PgBoss({
    // The shop's own pool: no second set of connections per process.
    db: { executeSql: preparedOnce(pool) },
    schema: 'pgboss',
    // Cron is not used: periodic jobs are throttled sends, so their period can be shorter than a minute.
    schedule: false,
  });
  boss.on('error', (error) => log.error({ err: error }, 'job queue error'));
  const definitions = new Map<string, { handler: (data: object) => Promise<void>; retry: RetryPolicy }>();
  const periodic = new Map<string, number>();
  /** The loops waiting for their next look, by job name; `now` cuts a gathering wait short. */
  const wakers = new Map<string, (now: boolean) => void>();
  /** Job names woken while their loop was busy: it looks again once it is done. */
  const woken = new Set<string>();
  const loops: Promise<void>[] = [];
  const timers: NodeJS.Timeout[] = [];
  const sending = new Set<Promise<unknown>>();
  let stopping = false;

  const work = async (name: string, handler: (data: object) => Promise<void>) => {
    while (!stopping) {
      const jobs = await boss.fetch<object>(name, { batchSize: BATCH }).catch((error: unknown) => {
        log.error({ err: error, job: name }, 'jobs could not be fetched');
        return [];
      });
      // The jobs done are recorded together: one write for the batch rather than one each (a process
      // that dies before recording them has them done again, as it would die between a job and its record).
      const done: string[] = [];
      for (const job of jobs) {
        try {
          await handler(job.data);
          done.push(job.id);
        } catch (error) {
          log.warn({ err: error, job: name }, 'job failed: it is tried again later');
          await boss
            .fail(name, job.id, { message: String(error) })
            .catch((failure: unknown) => log.error({ err: failure, job: name }, 'job failure not recorded'));
        }
      }
      if (done.length > 0) {
        await boss
          .complete(name, done)
          .catch((error: unknown) => log.error({ err: error, job: name }, 'jobs done but not recorded'));
      }
      // A full batch may have left more behind: look again at once. Otherwise wait for a send or a poll.
      if (jobs.length < BATCH && !stopping) await nextLook(name);
    }
  };
  /**
   * Until the next poll, or a little after this process queues a job of the kind (the jobs queued
   * meanwhile come in the same look), or at once when the queue stops.
   */
  const nextLook = (name: string) =>
    new Promise<void>((resolve) => {
      let gathering = false;
      const look = () => {
        clearTimeout(timer);
        if (wakers.get(name) === waker) wakers.delete(name);
        resolve();
      };
      const waker = (now: boolean) => {
        if (now) return look();
        if (gathering) return;
        gathering = true;
        clearTimeout(timer);
        timer = setTimeout(look, gatherMs);
      };
      let timer = setTimeout(look, POLL_MS);
      wakers.set(name, waker);
      if (woken.delete(name)) waker(false);
    });
  const wake = (name: string, now = false) => {
    const waker = wakers.get(name);
    if (waker) waker(now);
    else woken.add(name);
  };
  const track = <T>(promise: Promise<T>) => {
    sending.add(promise);
    void promise.finally(() => sending.delete(promise)).catch(() => {});
    return promise;
  };
  // Jobs sent while an insert is being written wait and go together in the next one: under a burst of
  // orders one insert (one commit) carries many confirmation mails instead of one commit each.
  const waitingToInsert: WaitingJob[] = [];
  let inserting = false;
  const insertWaiting = async () => {
    inserting = true;
    while (waitingToInsert.length > 0) {
      const taken = waitingToInsert.splice(0);
      try {
        await boss.insert(taken.map((waiting) => waiting.job));
        for (const waiting of taken) waiting.resolve();
      } catch (error) {
        for (const waiting of taken) waiting.reject(error);
      }
      // Worth a look at once: this process just queued work, why wait for the next poll.
      for (const name of new Set(taken.map((waiting) => waiting.job.name))) wake(name);
    }
    inserting = false;
  };
  const sendPeriodic = async (name: string, seconds: number) => {
    try {
      // One job per period for the whole shop: the other processes' sends in the same period are dropped.
      const id = await track(boss.send(name, {}, { singletonKey: name, singletonSeconds: seconds }));
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
      const inserted = new Promise<void>((resolve, reject) =>
        waitingToInsert.push({ job: { name, data }, resolve, reject }),
      );
      if (!inserting) void insertWaiting();
      await track(inserted);
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
      for (const [name, { handler }] of definitions) loops.push(work(name, handler));
      // As in the in-process queue, the first run comes one period after start.
      for (const [name, seconds] of periodic) {
        const timer = setInterval(() => void sendPeriodic(name, seconds), seconds * 1000);
        timer.unref();
        timers.push(timer);
      }
    },
    async stop() {
      stopping = true;
      for (const timer of timers) clearInterval(timer);
      for (const name of definitions.keys()) wake(name, true);
      // Jobs being queued are written, jobs being done are finished and recorded, then pg-boss stops;
      // the pool belongs to the shop's database and is closed with it.
      await Promise.allSettled([...sending]);
      await Promise.all(loops);
      await boss.stop({ graceful: false, close: false });
    },
  };
}

/** More distinct texts than pg-boss's own statements would be SQL built per call: those run unnamed. */
const MAX_NAMED = 64;

/**
 * pg-boss's statements with parameters as named statements, parsed once per connection. Sent unnamed,
 * PostgreSQL parsed and planned each fetch, insert and completion again: with a confirmation mail
 * per order, over a third of the database's statement time in a run of orders. Statements without
 * parameters (its migrations, several commands in one text) go as they are.
 */
function preparedOnce(pool: pg.Pool) {
  const names = new Map<string, string>();
  return (text: string, values?: unknown[]) => {
    if (!values?.length) return pool.query(text);
    let name = names.get(text);
    if (name === undefined && names.size < MAX_NAMED) {
      // Named by its text, so that queues sharing a pool (and its connections) agree on every name.
      name = `pgboss_${createHash('sha256').update(text).digest('hex').slice(0, 24)}`;
      names.set(text, name);
    }
    return name === undefined ? pool.query(text, values) : pool.query({ name, text, values });
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
