// Browsing while others buy: each catalogue read measured again while a second process (steady-writer.ts)
// places orders and changes cart quantities at a steady rate, beside the same read with no writes.
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
  /** The same read with no writes, measured earlier in the run. */
  alone: LoadResult;
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
 * Starts the writer process (it fills its cart lines first), lets its writes settle for the warm-up,
 * then measures every read scenario under them; stops the writer and returns what both sides saw.
 */
export async function measureReadsWhileBuying(
  origin: string,
  settings: LoadSettings,
  scenarios: Scenario[],
  alone: Comparison[],
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
  try {
    const ready = next();
    send({ plan });
    await ready;
    send('start');
    console.log(
      `  a second process places ${WRITES.ordersPerSecond} orders/s and makes ${WRITES.cartChangesPerSecond} cart changes/s`,
    );
    await new Promise((resolve) => setTimeout(resolve, settings.warmupSeconds * 1000));
    const reads: MixedRead[] = [];
    for (const scenario of scenarios) {
      const before = alone.find((c) => c.scenario === scenario.name);
      if (!before) throw new Error(`${scenario.name} has no figure without writes`);
      const options = { connections: settings.connections, url: `${origin}${scenario.nextPath()}` };
      await run({ ...options, nextPath: scenario.nextPath, durationSeconds: settings.warmupSeconds });
      const withWrites = await load(`${scenario.name} while buying`, {
        ...options,
        nextPath: scenario.nextPath,
        durationSeconds: settings.durationSeconds,
      });
      const kept = withWrites.requestsPerSecond / Math.max(1, before.real.requestsPerSecond);
      console.log(
        `    ${scenario.name}: ${withWrites.requestsPerSecond} req/s (p99 ${withWrites.latencyP99Ms} ms), ` +
          `${(kept * 100).toFixed(1)}% of ${before.real.requestsPerSecond} without writes`,
      );
      reads.push({
        scenario: scenario.name,
        request: scenario.request,
        alone: before.real,
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
