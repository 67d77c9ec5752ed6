/**
 * Background work that must happen once for the whole shop and survive a crash: each job is done by
 * one process, retried with growing waits when it fails. On PostgreSQL a pg-boss queue (its own
 * schema, shared by every process); on PGlite, which only ever has one process, an in-process runner.
 */
export interface JobQueue {
  readonly kind: 'pg-boss' | 'in-process';
  /** Names a kind of job and what does it; before start. A throw means "try again later". */
  define<T extends object>(name: string, handler: (data: T) => Promise<void>, retry: RetryPolicy): void;
  /** Queues one job; it is done soon, by whichever process gets it first. */
  send<T extends object>(name: string, data: T): Promise<void>;
  /**
   * Runs a defined job every `seconds`, once per period across all processes, the first time a
   * period after start. Before start.
   */
  every(name: string, seconds: number): void;
  start(): Promise<void>;
  /** Stops taking jobs and waits (a while) for those being done. */
  stop(): Promise<void>;
}

export interface RetryPolicy {
  /** Tries after the first; 0 for work that the next period does anyway. */
  retryLimit: number;
  /** Seconds before the first retry; doubled for each further one. */
  retryDelaySeconds: number;
}
