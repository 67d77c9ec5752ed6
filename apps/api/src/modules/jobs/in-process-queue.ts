import type { FastifyBaseLogger } from 'fastify';
import type { JobQueue, RetryPolicy } from './job-queue';

/**
 * The job queue of an embedded shop (PGlite has one process): jobs run in this process, a failed
 * one is tried again after growing waits. A job sent before stop is done before stop returns; retries
 * still waiting when the process stops are not kept: a shop that must not lose one runs on PostgreSQL.
 */
export function createInProcessQueue(log: FastifyBaseLogger): JobQueue {
  const definitions = new Map<string, { handler: (data: object) => Promise<void>; retry: RetryPolicy }>();
  const periodic = new Map<string, number>();
  const timers = new Set<NodeJS.Timeout>();
  const running = new Set<Promise<void>>();
  const busy = new Set<string>();
  let stopped = false;

  const later = (ms: number, task: () => void) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      task();
    }, ms);
    // Waiting work alone must not keep the process (or a test run) alive.
    timer.unref();
    timers.add(timer);
  };
  const run = (name: string, data: object, attempt: number) => {
    const definition = definitions.get(name);
    // A first try was sent before stop, which waits for it; a retry after stop is dropped.
    if (!definition || (stopped && attempt > 0)) return;
    const done = definition.handler(data).catch((error: unknown) => {
      if (attempt >= definition.retry.retryLimit) {
        log.error({ err: error, job: name, attempts: attempt + 1 }, 'job failed for good');
        return;
      }
      log.warn({ err: error, job: name, attempt: attempt + 1 }, 'job failed: trying again later');
      later(definition.retry.retryDelaySeconds * 1000 * 2 ** attempt, () => run(name, data, attempt + 1));
    });
    running.add(done);
    void done.finally(() => running.delete(done));
  };

  return {
    kind: 'in-process',
    define(name, handler, retry) {
      definitions.set(name, { handler: handler as (data: object) => Promise<void>, retry });
    },
    async send(name, data) {
      if (!definitions.has(name)) throw new Error(`No job named ${name}`);
      if (stopped) return;
      // After the current request's answer: a job never adds to a shopper's wait.
      const started = new Promise<void>((resolve) => setImmediate(resolve)).then(() => run(name, data, 0));
      running.add(started);
      void started.finally(() => running.delete(started));
    },
    every(name, seconds) {
      periodic.set(name, seconds);
    },
    async start() {
      for (const [name, seconds] of periodic) {
        const tick = () => {
          // A slow run is not overtaken by the next one.
          if (!busy.has(name)) {
            busy.add(name);
            const definition = definitions.get(name);
            void definition
              ?.handler({})
              .catch((error: unknown) => log.error({ err: error, job: name }, 'periodic job failed'))
              .finally(() => busy.delete(name));
          }
          later(seconds * 1000, tick);
        };
        later(seconds * 1000, tick);
      }
    },
    async stop() {
      stopped = true;
      for (const timer of timers) clearTimeout(timer);
      // A job sent just before stop starts after it was called: wait for that one too.
      while (running.size > 0) await Promise.allSettled([...running]);
    },
  };
}
