// Browsing while others buy: each catalogue read measured while a second process (steady-writer.ts)
// places orders and changes cart quantities at a steady rate, beside the same read with no writes
// measured just before the writes began, on the server as it is then.
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { type LoadResult, load, run } from './load';
import type { Customer } from './orders';
import type { Comparison, LoadSettings, Scenario } from './scenarios';
import type { WriterMessage, WriterPlan, WriterTally } from './steady-writer';

/** The writes: what a busy shop's buyers do while the catalogue is read. */
export const WRITES = { ordersPerSecond: 20, cartChangesPerSecond: 100 };

export interface MixedRead {
  scenario: string;
  request: string;
  /** The same read with no writes, measured just before the writer started. */
  alone: LoadResult;
  /** The same read on the fresh server at the start of the run (the table beside the ceiling). */
  atStart: LoadResult;
  withWrites: LoadResult;
  /** withWrites' requests/s as a share of alone's. */
  kept: number;
}

export interface MixedRun {
  writes: typeof WRITES;
  reads: MixedRead[];
  writer: WriterTally;
}

/**
 * Measures every read scenario with no writes, then starts the writer process (it fills its cart
 * lines first) and measures each again while it writes (its writes flowing through each read's
 * warm-up). Both sets are taken one after the other on the server as it is by then, its cache and
 * heap filled by every run before; the figure from the start of the run, on a fresh server, is
 * reported beside them. The reads without writes are not taken between the reads while buying:
 * measured that way, right after a stretch of writes, they read 2-9% below the same reads before any
 * write, which flattered what was kept. Stops the writer and returns what both sides saw.
 */
export async function measureReadsWhileBuying(
  origin: string,
  settings: LoadSettings,
  scenarios: Scenario[],
  atStart: Comparison[],
  customers: Customer[],
  variantIds: string[],
): Promise<MixedRun> {
  const half = Math.floor(customers.length / 2);
  const plan: WriterPlan = {
    origin,
    orderCustomers: customers.slice(0, half),
    cartCustomers: customers.slice(half),
    variantIds,
    ...WRITES,
  };
  const writer = fork(fileURLToPath(new URL('./steady-writer.ts', import.meta.url)), [], {
    serialization: 'advanced',
  });
  const exited = new Promise<number | null>((resolve) => writer.once('exit', resolve));
  const next = () =>
    new Promise<unknown>((resolve, reject) => {
      writer.once('message', resolve);
      void exited.then((code) => reject(new Error(`The writer process exited with ${code}`)));
    });
  const send = (message: WriterMessage) => writer.send(message);
  const measure = async (scenario: Scenario, name: string) => {
    const options = { connections: settings.connections, url: `${origin}${scenario.nextPath()}` };
    await run({ ...options, nextPath: scenario.nextPath, durationSeconds: settings.warmupSeconds });
    return load(name, { ...options, nextPath: scenario.nextPath, durationSeconds: settings.durationSeconds });
  };
  try {
    const alone: LoadResult[] = [];
    for (const scenario of scenarios) alone.push(await measure(scenario, scenario.name));
    const ready = next();
    send({ plan });
    await ready;
    send('start');
    console.log(
      `  a second process places ${WRITES.ordersPerSecond} orders/s and makes ${WRITES.cartChangesPerSecond} cart changes/s`,
    );
    // The writes settle first (their statements prepared on each connection, their code compiled), as a shop's would be.
    await new Promise((resolve) => setTimeout(resolve, settings.warmupSeconds * 1000));
    const reads: MixedRead[] = [];
    for (const [i, scenario] of scenarios.entries()) {
      const before = alone[i] as LoadResult;
      const first = atStart.find((c) => c.scenario === scenario.name)?.real;
      if (!first) throw new Error(`${scenario.name} has no figure from the start of the run`);
      const withWrites = await measure(scenario, `${scenario.name} while buying`);
      const kept = withWrites.requestsPerSecond / Math.max(1, before.requestsPerSecond);
      console.log(
        `    ${scenario.name}: ${withWrites.requestsPerSecond} req/s (p99 ${withWrites.latencyP99Ms} ms), ` +
          `${(kept * 100).toFixed(1)}% of ${before.requestsPerSecond} without writes just before ` +
          `(${first.requestsPerSecond} at the start of the run)`,
      );
      reads.push({
        scenario: scenario.name,
        request: scenario.request,
        alone: before,
        atStart: first,
        withWrites,
        kept: Math.round(kept * 1000) / 1000,
      });
    }
    const stopped = next();
    send('stop');
    const writerTally = (await stopped) as WriterTally;
    console.log(`    the writer: ${JSON.stringify(writerTally)}`);
    return { writes: WRITES, reads, writer: writerTally };
  } finally {
    if (writer.exitCode === null) writer.kill();
  }
}
