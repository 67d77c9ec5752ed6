import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Category } from '@vastra/contract/catalogue';
import type { CatalogueImport } from '@vastra/contract/catalogue-files';
import { catalogueRows } from '../../apps/api/test/catalogue-rows';
import { createBenchDatabase } from './database';
import { writeResultsJson } from './report';
import { startServer } from './server';

const ROWS = 10_000;
/** Issue 52's target: 10,000 rows imported in under a minute on the bench machine. */
const TARGET_SECONDS = 60;

/**
 * `npm run bench -- --import`: a 10,000-row catalogue file (2,500 new products of four sizes each)
 * checked as a dry run, then imported, each as the job POST /admin/products/import queues, on the
 * built server over PostgreSQL with the demo store's categories. Times each from the upload to the
 * job's DONE, and writes bench/results/import-<date>.json.
 */
export async function runImportBench(step: (text: string) => void): Promise<void> {
  const database = await createBenchDatabase('import');
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'vastra-bench-import-'));
  const password = 'bench-import-secret';
  step('Starting the built server on PostgreSQL with the demo store');
  const server = await startServer({
    DATABASE_URL: database.url,
    DATA_DIR: dataDir,
    SEED_DEMO: 'true',
    ADMIN_EMAIL: 'owner@bench.local',
    ADMIN_PASSWORD: password,
  });
  try {
    const login = await fetch(`${server.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ identifier: 'owner@bench.local', password }),
    });
    const { token } = (await login.json()) as { token: string };
    const authorization = `Bearer ${token}`;
    const categories = (await (await fetch(`${server.url}/api/categories`)).json()) as Category[];
    const csv = catalogueRows(ROWS, finalCategoryPath(categories));

    const timed = async (dryRun: boolean) => {
      step(`${dryRun ? 'Checking' : 'Importing'} ${ROWS.toLocaleString('en-IN')} rows as a job`);
      const started = performance.now();
      const job = await importAsJob(server.url, authorization, csv, dryRun);
      const seconds = Math.round((performance.now() - started) / 100) / 10;
      if (job.status !== 'DONE')
        throw new Error(`The import ended ${job.status}: ${JSON.stringify(job.errors[0])}`);
      console.log(`  ${job.status} in ${seconds} s: ${job.created} products created`);
      return { seconds, rows: job.rows, created: job.created, updated: job.updated };
    };
    const dryRun = await timed(true);
    const real = await timed(false);
    const results = {
      date: new Date().toISOString(),
      machine: { cpus: os.cpus().length, model: os.cpus()[0]?.model ?? 'unknown', node: process.version },
      database: 'PostgreSQL',
      file: { rows: ROWS, products: ROWS / 4, variantsPerProduct: 4 },
      targetSeconds: TARGET_SECONDS,
      dryRun,
      import: real,
      meetsTarget: real.seconds < TARGET_SECONDS,
    };
    console.log(`  Wrote ${writeResultsJson('import-', results)}`);
  } finally {
    await server.stop();
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The path ("Men > Shirts") of the first category without subcategories. */
function finalCategoryPath(tree: Category[], above: string[] = []): string {
  for (const category of tree) {
    const here = [...above, category.name];
    if (category.subCategories.length === 0 && above.length > 0) return here.join(' > ');
    const below = category.subCategories.length > 0 ? finalCategoryPath(category.subCategories, here) : '';
    if (below) return below;
  }
  return '';
}

async function importAsJob(
  url: string,
  authorization: string,
  csv: string,
  dryRun: boolean,
): Promise<CatalogueImport> {
  const form = new FormData();
  form.append('dryRun', String(dryRun));
  form.append('file', new Blob([csv], { type: 'text/csv' }), 'bench.csv');
  const started = await fetch(`${url}/api/admin/products/import`, {
    method: 'POST',
    headers: { authorization },
    body: form,
  });
  if (started.status !== 202) throw new Error(`The import was refused: ${await started.text()}`);
  const { import: job } = (await started.json()) as { import: { id: string } };
  for (;;) {
    const answer = (await (
      await fetch(`${url}/api/admin/imports/${job.id}`, { headers: { authorization } })
    ).json()) as CatalogueImport;
    if (answer.status === 'DONE' || answer.status === 'FAILED') return answer;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
