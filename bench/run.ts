// `npm run bench`: builds the app, seeds a throwaway PostgreSQL database with 10,000 products, starts
// the built server (with bench/server/'s ceiling route added) and measures it: catalogue reads
// (filtered lists included) and order placement with autocannon (each beside the in-memory ceiling
// of the same run), server memory, the storefront's weight per route, Lighthouse on mobile, and how
// filtered lists slow as the catalogue grows to 100,000 products (BENCH_GROWTH). Not part of
// `npm test`: it writes figures and says which targets miss.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { runImportBench } from './lib/catalogue-import';
import { sampleCatalogue } from './lib/catalogue-sample';
import { clusterProcesses, runClusterBench } from './lib/cluster';
import { type BenchDatabase, createBenchDatabase, seedCatalogue } from './lib/database';
import { findingScenario } from './lib/finding';
import { growthSizes, measureFindingGrowth, runGrowthBench } from './lib/finding-growth';
import { measureFirstStart } from './lib/first-start';
import { type LighthouseOutcome, lighthouseScores } from './lib/lighthouse';
import { percentile } from './lib/load';
import { sampleMemory } from './lib/memory';
import { measureReadsWhileBuying } from './lib/mixed';
import { checkNoOversell, orderPlacement, signUpCustomers, stockOf } from './lib/orders';
import {
  type BenchResults,
  onlyPart,
  writeLighthouseReport,
  writeLoadReport,
  writeReports,
} from './lib/report';
import { catalogueScenarios, type LoadSettings, measureAgainstCeiling } from './lib/scenarios';
import { buildBenchServer, type RunningServer, repoRoot, startServer } from './lib/server';
import { measureSideBySide } from './lib/side-by-side';
import { storefrontWeights } from './lib/storefront-size';
import { checks } from './lib/targets';

// `npm run bench -- --first-start`: only a first start with the demo store, on PGlite and PostgreSQL.
if (process.argv.includes('--first-start')) {
  await mustRun('npm', ['run', 'build', '--silent']);
  for (const kind of ['PGlite', 'PostgreSQL'] as const) await measureFirstStart(kind);
  process.exit(0);
}

// `npm run bench -- --import`: only a 10,000-row catalogue file checked and imported as jobs.
if (process.argv.includes('--import')) {
  await mustRun('npm', ['run', 'build', '--silent']);
  await runImportBench((text) => console.log(`\n▶ ${text}`));
  process.exit(0);
}

// `npm run bench -- --processes N`: one and N processes behind nginx instead (bench/lib/cluster.ts).
const processes = clusterProcesses(process.argv);
if (processes !== undefined) {
  await runClusterBench(processes, mustRun);
  process.exit(0);
}

const PRODUCTS = 10_000;
const CUSTOMERS = 200;
const settings: LoadSettings = {
  connections: 20,
  durationSeconds: Number(process.env.BENCH_SECONDS ?? 8),
  warmupSeconds: 2,
};

const started = performance.now();
const loadAverageAtStart = os.loadavg().map((n) => Math.round(n * 10) / 10);
const step = (text: string) =>
  console.log(`\n▶ ${text} (${Math.round((performance.now() - started) / 1000)} s)`);

const only = onlyPart(process.argv);
// `npm run bench -- --only growth`: how filtered lists slow as the catalogue grows, and nothing else.
if (only === 'growth') {
  step('Building the server with the ceiling route');
  await buildBenchServer();
  await runGrowthBench(settings, step);
  process.exit(0);
}

// `npm run bench -- --only load`: the catalogue reads, the reads while buying, order placement and the
// server's memory through them, and nothing else (no storefront, Lighthouse, growth or first start).
if (only === 'load') {
  // The pages the server draws are among the reads: the storefront must be built for them.
  step('Building the storefront and the server with the ceiling route');
  await mustRun('npm', ['run', 'build', '--silent', '-w', 'apps/web']);
} else {
  step('Building the storefront, the server, and the server with the ceiling route');
  await mustRun('npm', ['run', 'build', '--silent']);
}
await buildBenchServer();

const database = await createBenchDatabase();
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'vastra-bench-'));
let server: RunningServer | undefined;
const cleanUp = async () => {
  await server?.stop();
  await database.drop();
  rmSync(dataDir, { recursive: true, force: true });
};
process.once('SIGINT', () => void cleanUp().finally(() => process.exit(130)));

let results: BenchResults;
try {
  step(`Seeding ${database.name} with the demo store and ${PRODUCTS.toLocaleString('en-IN')} products`);
  await seedCatalogue(database.url, dataDir, PRODUCTS);
  // As autovacuum would leave it, rather than busy with it during the first measurements.
  await database.query('vacuum analyze');

  step('Starting the built server on PostgreSQL');
  const limit = '1000000';
  server = await startServer(
    {
      DATABASE_URL: database.url,
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      ADMIN_PASSWORD: randomBytes(12).toString('base64url'),
      RATE_LIMIT_LOGIN: limit,
      RATE_LIMIT_LOGIN_IP: limit,
      RATE_LIMIT_REGISTER: limit,
      RATE_LIMIT_REGISTER_IP: limit,
      RATE_LIMIT_PAGE_DRAWS_IP: limit,
      // Every client of the bench comes from 127.0.0.1: the load and the writer's requests waiting
      // on a busy server together must not be taken for one address holding sockets open.
      MAX_CONNECTIONS_PER_ADDRESS: limit,
    },
    { ceiling: true },
  );
  // Every benchmark customer places order after order by cash on delivery: lift the per-account allowance.
  await database.query(
    'update shop_settings set cod_max_open_orders = 1000, cod_max_open_value = 100000000, max_quantity_per_line = 1000',
  );
  const memory = sampleMemory(server.process.pid as number);
  const origin = server.url;
  const sample = await sampleCatalogue(origin);
  memory.endPhase('started, idle');

  // Lighthouse first, on a quiet machine: the load runs leave PostgreSQL work to finish (the dead
  // rows of thousands of orders to vacuum), and the browser's main thread, which Lighthouse times,
  // shares the two cores with it.
  let lighthouse: LighthouseOutcome = { skipped: 'the load part only (--only load)' };
  if (only !== 'load') {
    step('Lighthouse (mobile) on the home, category, product and search results pages');
    const category = sample.leafCategorySlugs.includes('mens-shirts')
      ? 'mens-shirts'
      : sample.leafCategorySlugs[0];
    lighthouse = await lighthouseScores([
      { page: 'home', url: `${origin}/` },
      { page: 'category', url: `${origin}/products/${category}` },
      { page: 'product', url: `${origin}/product/${sample.productIds[0]}` },
      { page: 'search results', url: `${origin}/search?q=shirt` },
    ]);
    memory.endPhase('Lighthouse');
  }
  // `npm run bench -- --only lighthouse`: the pages on the seeded store, and nothing else.
  if (only === 'lighthouse') {
    memory.stop();
    const written = writeLighthouseReport({
      date: new Date().toISOString(),
      wallSeconds: Math.round((performance.now() - started) / 1000),
      machine: await machine(database),
      settings: { products: PRODUCTS, ...settings },
      lighthouse,
    });
    await cleanUp();
    console.log(`\nWritten: ${written}`);
    process.exit(0);
  }

  step('Catalogue reads, each beside the ceiling');
  const catalogueReads = [];
  const readScenarios = [
    ...(await catalogueScenarios(origin, sample)),
    await findingScenario(origin, sample),
  ];
  for (const scenario of readScenarios) {
    catalogueReads.push(await measureAgainstCeiling(origin, settings, scenario));
    memory.endPhase(scenario.name);
  }

  step('Each read held to another, in turns with it');
  for (const comparison of catalogueReads) {
    const read = readScenarios.find((scenario) => scenario.name === comparison.scenario);
    const heldTo = readScenarios.find((scenario) => scenario.name === comparison.heldTo?.scenario);
    if (read && heldTo) comparison.sideBySide = await measureSideBySide(origin, settings, read, heldTo);
  }
  memory.endPhase('reads in turns with those they are held to');

  step(`Signing up ${CUSTOMERS} customers`);
  const customers = await signUpCustomers(origin, CUSTOMERS);
  memory.endPhase(`signing up ${CUSTOMERS} customers`);
  // Every unit ordered from here on, while browsing and in the order run, must be accounted for.
  const stockBefore = await stockOf(
    database,
    sample.variants.map((v) => v.id),
  );

  step('Catalogue reads while a second process buys, each beside its figure without writes');
  const plenty = [...sample.variants].sort((a, b) => b.stock - a.stock).slice(0, 200);
  const whileBuying = await measureReadsWhileBuying(
    origin,
    settings,
    // As shoppers read while others buy: with a browser's headers (the uncompressed twins are for the table above).
    readScenarios.filter((scenario) => !scenario.headers),
    catalogueReads,
    customers,
    plenty.map((v) => v.id),
  );
  memory.endPhase('catalogue reads while buying');

  step('Order placement');
  const orderRun = await orderPlacement(origin, customers, sample.variants);
  const orderComparison = await measureAgainstCeiling(origin, settings, orderRun.scenario);
  const stock = await checkNoOversell(database, stockBefore);
  const { placeLatenciesMs, ...tally } = orderRun.tally;
  memory.endPhase('order placement');
  const orders = {
    comparison: orderComparison,
    ordersPerSecond: Math.round(tally.placed / orderComparison.real.durationSeconds),
    placeLatencyP50Ms: percentile(placeLatenciesMs, 50),
    placeLatencyP99Ms: percentile(placeLatenciesMs, 99),
    tally,
    stock,
  };

  if (only === 'load') {
    memory.stop();
    const written = writeLoadReport({
      date: new Date().toISOString(),
      wallSeconds: Math.round((performance.now() - started) / 1000),
      machine: {
        ...(await machine(database)),
        loadAverageAtEnd: os.loadavg().map((n) => Math.round(n * 10) / 10),
      },
      settings: { products: PRODUCTS, ...settings },
      catalogueReads,
      whileBuying,
      orders,
      serverMemoryPeakMb: memory.peakMb(),
      serverMemoryByPhaseMb: memory.phasesMb(),
    });
    await cleanUp();
    console.log(`\nWritten: ${written}`);
    process.exit(0);
  }

  memory.stop();
  await server.stop();

  step('Filtered lists as the catalogue grows');
  const findingGrowth = await measureFindingGrowth(growthSizes(), settings, step);

  step('A first start with the demo store, then browsing, on PGlite and on PostgreSQL');
  const firstStarts = [await measureFirstStart('PGlite'), await measureFirstStart('PostgreSQL')];

  results = {
    date: new Date().toISOString(),
    wallSeconds: 0,
    machine: await machine(database),
    settings: { products: PRODUCTS, ...settings },
    catalogueReads,
    whileBuying,
    findingGrowth,
    orders,
    serverMemoryPeakMb: memory.peakMb(),
    serverMemoryByPhaseMb: memory.phasesMb(),
    firstStarts,
    storefront: storefrontWeights(),
    lighthouse,
  };
} finally {
  await cleanUp();
}

results.wallSeconds = Math.round((performance.now() - started) / 1000);
const written = writeReports(results);
console.log('');
console.table(
  checks(results).map(({ figure, measured, target, pass }) => ({
    figure,
    measured,
    target,
    result: pass ? 'pass' : 'MISS',
  })),
);
console.log(`\nWritten: ${written.join(', ')} (${results.wallSeconds} s in all)`);

/** The machine the run measured on, as every report names it. */
async function machine(db: BenchDatabase): Promise<BenchResults['machine']> {
  const [row] = await db.query<{ server_version: string }>('show server_version');
  return {
    cpus: os.availableParallelism(),
    loadAverageAtStart,
    node: process.version,
    postgres: `PostgreSQL ${row?.server_version.split(' ')[0] ?? '?'}`,
  };
}

function mustRun(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: repoRoot, stdio: 'inherit' });
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited with ${code}`)),
    );
  });
}
