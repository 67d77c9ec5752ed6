// Browsing while others buy: each catalogue read measured in turns with no writes and while a second
// process (steady-writer.ts) places orders and changes cart quantities at a steady rate.
import { fork } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { type LoadResult, loadKeepingLatencies, run, type TimedTurn, turnsTogether } from './load';
import type { Customer } from './orders';
import type { Comparison, LoadSettings, Scenario } from './scenarios';
import type { WriterMessage, WriterPlan, WriterTally } from './steady-writer';

/** The issue's writes: what a busy shop's buyers do while the catalogue is read. */
export const WRITES = { ordersPerSecond: 20, cartChangesPerSecond: 100 };

/**
 * The turns each read is measured in: without writes (A) and while buying (B), in the order ABBA
 * ABBA, so that a drift of the machine over the read's minute weighs on both sides alike.
 */
const TURNS = ['alone', 'buying', 'buying', 'alone', 'alone', 'buying', 'buying', 'alone'] as const;
/** Between the writes starting or pausing and a turn: the writes under way, or their jobs done. */
const SETTLE_MS = 1_000;

export interface MixedRead {
  scenario: string;
  request: string;
  /** The read with no writes: its turns together (requests/s and latencies over all their answers). */
  alone: LoadResult;
  /** The same read on the fresh server at the start of the run (the table beside the ceiling). */
  atStart: LoadResult;
  /** The read while buying, its turns together as `alone`'s. */
  withWrites: LoadResult;
  /** withWrites' requests/s as a share of alone's. */
  kept: number;
  /** The share kept by each pair of turns side by side (AB, BA, AB, BA): how far it moves in one run. */
  keptByPair: number[];
}

export interface MixedRun {
  writes: typeof WRITES;
  reads: MixedRead[];
  writer: WriterTally;
}

/**
 * Measures every read scenario in turns, with no writes and while the writer process writes (it fills
 * its cart lines first, and writes for a warm-up before the first turn), each turn half the run's
 * duration. On a two-core machine the same read moves by a third or more over a minute as the cores
 * fall differently between the server and the load generator: measured one whole side after the
 * other, the category page kept 40% of its reads in one run and 113% in the next, minutes apart, which
 * said more about the machine than about the writes. A pause's turn comes a second after the last answer
 * to the writes, so that their confirmation mails are sent and their work is not counted as none.
 * Stops the writer and returns what both sides saw.
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
  let writing = false;
  const writes = async (on: boolean) => {
    if (on === writing) return;
    writing = on;
    if (on) {
      send('start');
    } else {
      const paused = next();
      send('pause');
      await paused;
    }
    await sleep(SETTLE_MS);
  };
  const turnSeconds = Math.max(1, settings.durationSeconds / 2);
  try {
    const ready = next();
    send({ plan });
    await ready;
    console.log(
      `  a second process places ${WRITES.ordersPerSecond} orders/s and makes ${WRITES.cartChangesPerSecond} cart changes/s, ` +
        `in turns with no writes (${TURNS.length / 2} turns of ${turnSeconds} s each way)`,
    );
    // The writes settle first (their statements prepared on each connection, their code compiled), as a shop's would be.
    await writes(true);
    await sleep(settings.warmupSeconds * 1000);
    const reads: MixedRead[] = [];
    for (const scenario of scenarios) {
      const first = atStart.find((c) => c.scenario === scenario.name)?.real;
      if (!first) throw new Error(`${scenario.name} has no figure from the start of the run`);
      const options = { connections: settings.connections, nextPath: scenario.nextPath };
      const url = `${origin}${scenario.nextPath()}`;
      await run({ ...options, url, durationSeconds: settings.warmupSeconds });
      const turns = { alone: [] as TimedTurn[], buying: [] as TimedTurn[] };
      for (const turn of TURNS) {
        await writes(turn === 'buying');
        const name = `${scenario.name}${turn === 'buying' ? ' while buying' : ''}`;
        turns[turn].push(await loadKeepingLatencies(name, { ...options, url, durationSeconds: turnSeconds }));
      }
      const alone = turnsTogether(scenario.name, turns.alone);
      const withWrites = turnsTogether(`${scenario.name} while buying`, turns.buying);
      const kept = withWrites.requestsPerSecond / Math.max(1, alone.requestsPerSecond);
      const keptByPair = turns.alone.map(
        (a, i) => (turns.buying[i]?.result.requestsPerSecond ?? 0) / Math.max(1, a.result.requestsPerSecond),
      );
      console.log(
        `    ${scenario.name}: ${withWrites.requestsPerSecond} req/s (p99 ${withWrites.latencyP99Ms} ms), ` +
          `${(kept * 100).toFixed(1)}% of ${alone.requestsPerSecond} without writes in the turns between ` +
          `(pairs ${keptByPair.map((k) => `${(k * 100).toFixed(0)}%`).join(', ')}; ` +
          `${first.requestsPerSecond} at the start of the run)`,
      );
      reads.push({
        scenario: scenario.name,
        request: scenario.request,
        alone,
        atStart: first,
        withWrites,
        kept: Math.round(kept * 1000) / 1000,
        keptByPair: keptByPair.map((k) => Math.round(k * 1000) / 1000),
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
