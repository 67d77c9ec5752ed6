// A shop's first start, as `npm start` on a fresh folder runs it: migrations, the admin, the demo store
// with its photos, then a minute of shoppers browsing. What it measures is the server's resident
// memory all along (sampled every 100 ms) and how long it took to answer its health check.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createBenchDatabase } from './database';
import { sampleMemory } from './memory';
import { picker } from './random';
import { type RunningServer, startServer } from './server';

export interface FirstStart {
  database: 'PGlite' | 'PostgreSQL';
  secondsToHealthy: number;
  /** Peak resident memory from the spawn until the health check answered. */
  startPeakMb: number;
  /** Peak resident memory while shoppers browsed, after the start. */
  browsingPeakMb: number;
  /** Resident memory at the end of the browsing. */
  endMb: number;
  browsingSeconds: number;
  pagesBrowsed: number;
}

const BROWSERS = 4;

/** Starts the built server on a fresh data folder (and a fresh database on PostgreSQL) with the demo store. */
export async function measureFirstStart(
  database: FirstStart['database'],
  browsingSeconds = Number(process.env.BENCH_BROWSE_SECONDS ?? 60),
): Promise<FirstStart> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'vastra-first-start-'));
  const postgres = database === 'PostgreSQL' ? await createBenchDatabase('first_start') : undefined;
  let memory: ReturnType<typeof sampleMemory> | undefined;
  let server: RunningServer | undefined;
  try {
    const spawnedAt = performance.now();
    server = await startServer(
      {
        DATA_DIR: dataDir,
        ADMIN_PASSWORD: randomBytes(12).toString('base64url'),
        ...(postgres ? { DATABASE_URL: postgres.url } : {}),
      },
      { onSpawn: (child) => (memory = sampleMemory(child.pid as number, 100)) },
    );
    const secondsToHealthy = Math.round((performance.now() - spawnedAt) / 100) / 10;
    if (!memory) throw new Error('the server process was not followed');
    memory.endPhase('start');
    const pagesBrowsed = await browse(server.url, browsingSeconds);
    memory.endPhase('browsing');
    const phases = memory.phasesMb();
    const result: FirstStart = {
      database,
      secondsToHealthy,
      startPeakMb: phases.start ?? 0,
      browsingPeakMb: phases.browsing ?? 0,
      endMb: memory.currentMb(),
      browsingSeconds,
      pagesBrowsed,
    };
    console.log(
      `  first start on ${database}: healthy after ${secondsToHealthy} s, peak ${result.startPeakMb} MB; ` +
        `browsing ${browsingSeconds} s (${pagesBrowsed} requests): peak ${result.browsingPeakMb} MB, ${result.endMb} MB at the end`,
    );
    return result;
  } finally {
    memory?.stop();
    await server?.stop();
    await postgres?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * A few shoppers at a time, each walking home -> category -> product -> its photos, as the storefront
 * asks for them, until the time is up. Returns how many requests were answered.
 */
async function browse(origin: string, seconds: number): Promise<number> {
  const getJson = async <T>(url: string) => (await (await fetch(`${origin}${url}`)).json()) as T;
  const tree = await getJson<{ slug: string; subCategories: { slug: string }[] }[]>('/api/categories');
  const slugs = tree.flatMap((c) => [c.slug, ...c.subCategories.map((s) => s.slug)]);
  const category = picker(slugs, 11);
  let answered = 0;
  const get = async (url: string) => {
    const res = await fetch(`${origin}${url}`);
    await res.arrayBuffer();
    answered++;
    return res;
  };
  const until = performance.now() + seconds * 1000;
  const shopper = async () => {
    while (performance.now() < until) {
      await get('/');
      const slug = category();
      await get(`/products/${slug}`);
      const page = await getJson<{
        data: { id: string; images: { url: string; srcset: { url: string }[] }[] }[];
      }>(`/api/products/category/${slug}?page=1&limit=20`);
      answered++;
      for (const product of page.data.slice(0, 3)) {
        await get(`/product/${product.id}`);
        await get(`/api/products/${product.id}`);
        for (const image of product.images) {
          await get(image.url);
          for (const copy of image.srcset) await get(copy.url);
        }
      }
    }
  };
  await Promise.all(Array.from({ length: BROWSERS }, shopper));
  return answered;
}
