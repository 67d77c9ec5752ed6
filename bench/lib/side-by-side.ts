import { type LoadResult, loadKeepingLatencies, run, type TimedTurn, turnsTogether } from './load';
import type { LoadSettings, Scenario } from './scenarios';

/** A read and the read it is held to, measured in turns with each other. */
export interface SideBySide {
  /** The read held to the other: its turns together. */
  read: LoadResult;
  /** The read it is held to, from the turns between. */
  heldTo: LoadResult;
  /** read's requests/s as a share of heldTo's. */
  share: number;
  /** The share of each pair of turns side by side (AB, BA, AB, BA): how far it moves in one run. */
  shareByPair: number[];
}

/** The read (A) and the one it is held to (B) take turns in this order. */
const TURNS = ['read', 'heldTo', 'heldTo', 'read', 'read', 'heldTo', 'heldTo', 'read'] as const;

/**
 * Measures a read against the read it is held to (a page against its JSON, a compressed answer
 * against the same uncompressed), in turns of half the run's duration in the order ABBA ABBA. Each
 * read's figure from the table is measured on its own, minutes from the other's, and on two cores
 * the machine drifts over minutes: the product page read 44% of its JSON's figure there, and 72% of
 * that same figure when read again later in the same run (load-2026-12-08-stock-endings.json).
 */
export async function measureSideBySide(
  origin: string,
  settings: LoadSettings,
  read: Scenario,
  heldTo: Scenario,
): Promise<SideBySide> {
  const optionsOf = (scenario: Scenario) => ({
    url: `${origin}${scenario.nextPath()}`,
    connections: settings.connections,
    nextPath: scenario.nextPath,
    headers: scenario.headers,
  });
  const sides = { read: optionsOf(read), heldTo: optionsOf(heldTo) };
  for (const side of Object.values(sides)) await run({ ...side, durationSeconds: settings.warmupSeconds });
  const durationSeconds = Math.max(1, settings.durationSeconds / 2);
  const turns = { read: [] as TimedTurn[], heldTo: [] as TimedTurn[] };
  for (const turn of TURNS) {
    const scenario = turn === 'read' ? read : heldTo;
    turns[turn].push(await loadKeepingLatencies(scenario.name, { ...sides[turn], durationSeconds }));
  }
  const readTogether = turnsTogether(read.name, turns.read);
  const heldToTogether = turnsTogether(heldTo.name, turns.heldTo);
  const share = readTogether.requestsPerSecond / Math.max(1, heldToTogether.requestsPerSecond);
  const shareByPair = turns.read.map(
    (a, i) => a.result.requestsPerSecond / Math.max(1, turns.heldTo[i]?.result.requestsPerSecond ?? 0),
  );
  console.log(
    `    ${read.name}: ${readTogether.requestsPerSecond} req/s beside ${heldTo.name}'s ` +
      `${heldToTogether.requestsPerSecond} in turns: ${(share * 100).toFixed(1)}% ` +
      `(pairs ${shareByPair.map((s) => `${(s * 100).toFixed(0)}%`).join(', ')})`,
  );
  return {
    read: readTogether,
    heldTo: heldToTogether,
    share: Math.round(share * 1000) / 1000,
    shareByPair: shareByPair.map((s) => Math.round(s * 1000) / 1000),
  };
}
