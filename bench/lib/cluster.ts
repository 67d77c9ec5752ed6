// `npm run bench -- --processes N`: the same database and catalogue served by 1, then N API processes
// behind nginx (deploy/nginx), measuring catalogue reads and order placement through nginx each time.
// It answers "what does one more process (or machine) add?" with figures of this machine.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type RunningNginx, startNginx } from '../../scripts/nginx.mjs';
import { sampleCatalogue } from './catalogue-sample';
import { createBenchDatabase, seedCatalogue } from './database';
import { type LoadResult, load, run } from './load';
import { type Customer, checkNoOversell, orderPlacement, signUpCustomers, stockOf } from './orders';
import { catalogueScenarios } from './scenarios';
import { type RunningServer, repoRoot, startServer } from './server';

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 2_000);
const CUSTOMERS = 100;
const CONNECTIONS = 40;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);

/** The process count `--processes N` asks for, or undefined when the ordinary benchmark is wanted. */
export function clusterProcesses(argv: string[]): number | undefined {
  const at = argv.indexOf('--processes');
  if (at < 0) return undefined;
  const count = Number(argv[at + 1]);
  if (!Number.isInteger(count) || count < 1 || count > 16) {
    throw new Error('--processes takes a whole number from 1 to 16, like --processes 2');
  }
  return count;
}

interface ClusterFigures {
  processes: number;
  reads: LoadResult[];
  orders: LoadResult & { placed: number; ordersPerSecond: number };
}

export async function runClusterBench(
  processes: number,
  mustRun: (cmd: string, args: string[]) => Promise<void>,
) {
  const started = performance.now();
  const step = (text: string) =>
    console.log(`\n▶ ${text} (${Math.round((performance.now() - started) / 1000)} s)`);
  step('Building the storefront and the server');
  await mustRun('npm', ['run', 'build', '--silent']);
  const database = await createBenchDatabase();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'vastra-bench-cluster-'));
  const figures: ClusterFigures[] = [];
  try {
    step(`Seeding ${database.name} with the demo store and ${PRODUCTS.toLocaleString('en-IN')} products`);
    await seedCatalogue(database.url, dataDir, PRODUCTS);
    await database.query(
      'update shop_settings set cod_max_open_orders = 1000, cod_max_open_value = 100000000, max_quantity_per_line = 1000',
    );
    // Signed up once, on the first round: their tokens hold on every process (one JWT_SECRET).
    let customers: Customer[] | undefined;
    for (const count of [...new Set([1, processes])]) {
      step(`${count} API process${count === 1 ? '' : 'es'} behind nginx`);
      await restock(database);
      figures.push(
        await measure(count, database, dataDir, async (origin) => {
          customers ??= await signUpCustomers(origin, CUSTOMERS);
          return customers;
        }),
      );
    }
  } finally {
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  report(figures);
}

async function measure(
  count: number,
  database: Awaited<ReturnType<typeof createBenchDatabase>>,
  dataDir: string,
  customersAt: (origin: string) => Promise<Customer[]>,
): Promise<ClusterFigures> {
  const limit = '1000000';
  const env = {
    DATABASE_URL: database.url,
    SEED_DEMO: 'false',
    JWT_SECRET: 'bench-cluster-secret-of-at-least-32-characters',
    ADMIN_PASSWORD: randomBytes(12).toString('base64url'),
    TRUST_PROXY: '1',
    ...(process.env.BENCH_REDIS_URL ? { REDIS_URL: process.env.BENCH_REDIS_URL } : {}),
    RATE_LIMIT_LOGIN: limit,
    RATE_LIMIT_LOGIN_IP: limit,
    RATE_LIMIT_REGISTER: limit,
    RATE_LIMIT_REGISTER_IP: limit,
  };
  const servers: RunningServer[] = [];
  let nginx: RunningNginx | undefined;
  try {
    for (let i = 0; i < count; i++) {
      // One data folder each: only its outbox is written there; the catalogue's photos are not read.
      const own = path.join(dataDir, `process-${i}`);
      servers.push(await startServer({ ...env, DATA_DIR: own }));
    }
    // A worker per core and room for the load, as a production site would have.
    nginx = await startNginx(
      servers.map((s) => new URL(s.url).host),
      { workers: 'auto', workerConnections: 4096 },
    );
    const origin = nginx.url;
    const sample = await sampleCatalogue(origin);
    const reads: LoadResult[] = [];
    for (const scenario of (await catalogueScenarios(origin, sample)).slice(0, 3)) {
      const options = {
        url: `${origin}${scenario.nextPath()}`,
        nextPath: scenario.nextPath,
        connections: CONNECTIONS,
      };
      await run({ ...options, durationSeconds: 2 });
      const result = await load(scenario.name, { ...options, durationSeconds: SECONDS });
      console.log(`  ${scenario.name}: ${result.requestsPerSecond} req/s, p99 ${result.latencyP99Ms} ms`);
      reads.push(result);
    }
    const customers = await customersAt(origin);
    const stockBefore = await stockOf(
      database,
      sample.variants.map((v) => v.id),
    );
    const orderRun = await orderPlacement(origin, customers, sample.variants);
    const orderRequests = { url: `${origin}/api/cart/add`, connections: CONNECTIONS };
    await run({ ...orderRequests, requests: orderRun.scenario.warmupRequests, durationSeconds: 2 });
    const orders = await load('order placement', {
      ...orderRequests,
      requests: orderRun.scenario.requests,
      durationSeconds: SECONDS,
    });
    const stock = await checkNoOversell(database, stockBefore);
    const ordersPerSecond = Math.round(orderRun.tally.placed / orders.durationSeconds);
    console.log(
      `  order placement: ${ordersPerSecond} orders/s, p99 ${orders.latencyP99Ms} ms; stock ${JSON.stringify(stock)}`,
    );
    return { processes: count, reads, orders: { ...orders, placed: orderRun.tally.placed, ordersPerSecond } };
  } finally {
    await nginx?.stop();
    await Promise.all(servers.map((s) => s.stop()));
  }
}

/** Puts every ordered unit back on the shelf and forgets the orders: each round starts from the same shop. */
async function restock(database: Awaited<ReturnType<typeof createBenchDatabase>>): Promise<void> {
  await database.query(
    `update product_variants v set stock = v.stock + held.units
       from (select i.product_variant_id as id, sum(i.quantity)::int as units
               from order_items i join orders o on o.id = i.order_id
              where o.stock_released_at is null group by i.product_variant_id) held
      where held.id = v.id`,
  );
  await database.query('truncate table orders cascade');
}

function report(figures: ClusterFigures[]): void {
  const rows = figures.flatMap((f) => [
    ...f.reads.map((r) => ({
      processes: f.processes,
      figure: `${r.name} req/s`,
      value: r.requestsPerSecond,
      p99Ms: r.latencyP99Ms,
    })),
    {
      processes: f.processes,
      figure: 'orders/s',
      value: f.orders.ordersPerSecond,
      p99Ms: f.orders.latencyP99Ms,
    },
  ]);
  console.log('');
  console.table(rows);
  const file = path.join(
    repoRoot,
    'bench',
    'results',
    `cluster-${new Date().toISOString().slice(0, 10)}.json`,
  );
  writeFileSync(
    file,
    `${JSON.stringify({ date: new Date().toISOString(), cpus: os.availableParallelism(), products: PRODUCTS, connections: CONNECTIONS, seconds: SECONDS, figures }, null, 2)}\n`,
  );
  console.log(`\nWritten: ${path.relative(repoRoot, file)}`);
}
