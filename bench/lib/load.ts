import { createRequire } from 'node:module';
import autocannon from 'autocannon';

// autocannon appends every body chunk to a string (`body += chunk`), decoding it as UTF-8. A JSON
// body is ASCII and decodes fast; a compressed one is binary and takes the slow path: on two cores the
// load generator spent more on decoding a 10 kB brotli answer than the server did on sending it (a
// bare Fastify route sent 65,000 10 kB ASCII answers a second to it, and 9,000 brotli ones). Nothing
// here reads a body, so the generator keeps none, as a browser that decompresses natively would cost.
const { prototype: queue } = createRequire(import.meta.url)('autocannon/lib/pipelinedRequestsQueue.js');
queue.addBody = () => {};

export interface LoadResult {
  name: string;
  requestsPerSecond: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  requests: number;
  durationSeconds: number;
  non2xx: number;
  errors: number;
  timeouts: number;
}

/** What a browser sends with every read: the answers are measured as shoppers get them. */
export const BROWSER_HEADERS: Record<string, string> = { 'accept-encoding': 'br, gzip, deflate, zstd' };

export interface LoadOptions {
  /** The server's origin plus the path of the first request. */
  url: string;
  connections?: number;
  durationSeconds?: number;
  /** A browser's headers (BROWSER_HEADERS) unless told otherwise; `{}` sends none. */
  headers?: Record<string, string>;
  /** A new path for every request (a random product, category or search term). */
  nextPath?: () => string;
  /** A fixed sequence each connection repeats (ignores nextPath). */
  requests?: autocannon.Request[];
}

/** The figures the report keeps from an autocannon result. */
export function summarise(name: string, result: autocannon.Result): LoadResult {
  return {
    name,
    requestsPerSecond: Math.round(result.requests.total / result.duration),
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    requests: result.requests.total,
    durationSeconds: result.duration,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  };
}

function autocannonOptions(options: LoadOptions): autocannon.Options {
  const requests =
    options.requests ??
    (options.nextPath
      ? [{ setupRequest: (request: autocannon.Request) => ({ ...request, path: options.nextPath?.() }) }]
      : undefined);
  return {
    url: options.url,
    connections: options.connections ?? 20,
    duration: options.durationSeconds ?? 8,
    headers: options.headers ?? BROWSER_HEADERS,
    requests,
  };
}

/** Runs autocannon against the server (20 connections unless told otherwise) and returns its raw result. */
export function run(options: LoadOptions): Promise<autocannon.Result> {
  return autocannon(autocannonOptions(options));
}

export async function load(name: string, options: LoadOptions): Promise<LoadResult> {
  return summarise(name, await run(options));
}

/** As `load`, also keeping each answer's latency, so that several runs' percentiles can be taken together. */
export function loadKeepingLatencies(
  name: string,
  options: LoadOptions,
): Promise<{ result: LoadResult; latenciesMs: number[] }> {
  const latenciesMs: number[] = [];
  return new Promise((resolve, reject) => {
    const instance = autocannon(autocannonOptions(options), (error, result) =>
      error ? reject(error) : resolve({ result: summarise(name, result), latenciesMs }),
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => latenciesMs.push(responseTime));
  });
}

/** One turn of a read measured in turns with another: its figures, and each answer's latency. */
export type TimedTurn = Awaited<ReturnType<typeof loadKeepingLatencies>>;

/** Turns of one read as one: requests/s over all of them, and the percentiles of all their answers. */
export function turnsTogether(name: string, turns: TimedTurn[]): LoadResult {
  const sum = (pick: (turn: LoadResult) => number) =>
    turns.reduce((total, turn) => total + pick(turn.result), 0);
  const requests = sum((turn) => turn.requests);
  const durationSeconds = sum((turn) => turn.durationSeconds);
  const latencies = turns.flatMap((turn) => turn.latenciesMs);
  return {
    name,
    requestsPerSecond: Math.round(requests / Math.max(1, durationSeconds)),
    latencyP50Ms: percentile(latencies, 50),
    latencyP99Ms: percentile(latencies, 99),
    requests,
    durationSeconds,
    non2xx: sum((turn) => turn.non2xx),
    errors: sum((turn) => turn.errors),
    timeouts: sum((turn) => turn.timeouts),
  };
}

/** The p-th percentile of `values` (nearest rank), to a tenth. */
export function percentile(values: number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return Math.round((sorted[Math.max(0, index)] as number) * 10) / 10;
}
