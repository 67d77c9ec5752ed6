import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sampleCatalogue } from './catalogue-sample';
import { createBenchDatabase, seedCatalogue } from './database';
import { type FindingGrowthPoint, findingGrowthPoint } from './finding';
import { writeResultsJson } from './report';
import type { LoadSettings } from './scenarios';
import { type RunningServer, startServer } from './server';

/** The catalogue sizes of the growth figure: BENCH_GROWTH=1000,10000 to change them, none to skip. */
export function growthSizes(setting = process.env.BENCH_GROWTH): number[] {
  if (setting === 'none') return [];
  const sizes = (setting ?? '1000,10000,100000').split(',').map(Number);
  if (sizes.some((n) => !Number.isInteger(n) || n <= 0)) throw new Error(`BENCH_GROWTH: ${setting}`);
  return sizes.sort((a, b) => a - b);
}

/**
 * How the cold filtered-list read grows with the catalogue: one database, grown to each size in
 * turn with `npm run seed -- --products N` (the demo store plus N generated products), vacuumed
 * and analysed as autovacuum would, and measured with one server that stays up throughout.
 */
export async function measureFindingGrowth(
  sizes: number[],
  settings: LoadSettings,
  step: (text: string) => void,
): Promise<FindingGrowthPoint[]> {
  if (sizes.length === 0) return [];
  const database = await createBenchDatabase('growth');
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'vastra-bench-growth-'));
  let server: RunningServer | undefined;
  try {
    const points: FindingGrowthPoint[] = [];
    let seeded = 0;
    for (const size of sizes) {
      step(`Growth: seeding up to ${size.toLocaleString('en-IN')} generated products`);
      await seedCatalogue(database.url, dataDir, size - seeded);
      seeded = size;
      await database.query('vacuum analyze');
      server ??= await startServer(
        {
          DATABASE_URL: database.url,
          DATA_DIR: dataDir,
          SEED_DEMO: 'false',
          ADMIN_PASSWORD: randomBytes(12).toString('base64url'),
        },
        { ceiling: true },
      );
      const sample = await sampleCatalogue(server.url);
      points.push(await findingGrowthPoint(server.url, sample, settings, size));
    }
    return points;
  } finally {
    await server?.stop();
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * The growth figure alone, for work on the finding index: the same measurement as the full run's,
 * printed and written to bench/results/growth-<date>.json (latest.md and the README stay as they are).
 */
export async function runGrowthBench(settings: LoadSettings, step: (text: string) => void): Promise<void> {
  const loadAverage = () => os.loadavg().map((n) => Math.round(n * 10) / 10);
  const loadAverageAtStart = loadAverage();
  const points = await measureFindingGrowth(growthSizes(), settings, step);
  const date = new Date().toISOString();
  const machine = { cpus: os.availableParallelism(), loadAverageAtStart, loadAverageAtEnd: loadAverage() };
  const file = writeResultsJson('growth-', { date, machine, settings, findingGrowth: points });
  console.table(
    points.map((p) => ({
      products: p.products,
      'req/s': p.requestsPerSecond,
      p50: `${p.latencyP50Ms} ms`,
      p99: `${p.latencyP99Ms} ms`,
      ceiling: p.ceilingRequestsPerSecond,
    })),
  );
  console.log(`Load average at the start ${loadAverageAtStart.join(', ')}; written: ${file}`);
}
