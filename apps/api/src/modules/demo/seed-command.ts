import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { ConfigError, loadConfig } from '../../config';
import { type Database, openDatabase } from '../../db/client';
import { migrate } from '../../db/migrate';
import { createUploadStorage } from '../../lib/storage/media-storage';
import type { UploadStorage } from '../../lib/storage/upload-storage';
import { SeedRefusal, wipeCatalogue } from './catalogue-reset';
import { addGeneratedProducts } from './generated-products';
import { progressBar, type TextOut } from './progress';
import { seedDemoStoreIfEmpty } from './seed';

const usage = `Usage: npm run seed [-- --products N] [--reset]

  (no options)    add the demo store (categories, products, company details, legal pages)
                  when the catalogue is empty
  --products N    also add N generated products to the leaf categories, e.g. for benchmarks
  --reset         first delete every category and product (refused once the shop has orders)

The database is the one the server uses: DATA_DIR (default ./data) or DATABASE_URL.`;

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const count = (n: number) => n.toLocaleString('en-IN');

/** Where the command writes: results to `out`, progress and problems to `err`. */
export interface Output {
  out: TextOut;
  err: TextOut;
}

/** `npm run seed`: opens the database as the server does and seeds it. Returns the exit code. */
export async function runSeedCommand(
  argv: string[],
  env: NodeJS.ProcessEnv = process.env,
  { out, err }: Output = { out: process.stdout, err: process.stderr },
): Promise<number> {
  let options: { products?: string; reset?: boolean; help?: boolean };
  try {
    options = parseArgs({
      args: argv,
      options: {
        products: { type: 'string' },
        reset: { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
      },
    }).values;
  } catch (error) {
    err.write(`${(error as Error).message}\n\n${usage}\n`);
    return 2;
  }
  if (options.help) {
    out.write(`${usage}\n`);
    return 0;
  }
  const productCount = options.products === undefined ? 0 : Number(options.products);
  if (!Number.isInteger(productCount) || productCount < 0) {
    err.write(`--products takes a whole number, like --products 10000.\n`);
    return 2;
  }

  let database: Database;
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig(env);
    database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  } catch (error) {
    const hint =
      error instanceof ConfigError
        ? ''
        : '\nA running Vastra server adds the demo store itself when its catalogue is empty (SEED_DEMO).';
    err.write(`${(error as Error).message}${hint}\n`);
    return 1;
  }

  const stop = new AbortController();
  const onInterrupt = () => {
    err.write('\nStopping after the current batch…\n');
    stop.abort();
  };
  process.once('SIGINT', onInterrupt);
  process.once('SIGTERM', onInterrupt);
  try {
    await migrate(database);
    await seed(
      database,
      await createUploadStorage(config),
      { reset: Boolean(options.reset), productCount, signal: stop.signal },
      out,
      err,
    );
    return 0;
  } catch (error) {
    err.write(
      error instanceof SeedRefusal ? `${error.message}\n` : `Seeding failed: ${(error as Error).stack}\n`,
    );
    return 1;
  } finally {
    process.off('SIGINT', onInterrupt);
    process.off('SIGTERM', onInterrupt);
    await database.close();
  }
}

async function seed(
  database: Database,
  storage: UploadStorage,
  options: { reset: boolean; productCount: number; signal: AbortSignal },
  out: TextOut,
  err: TextOut,
): Promise<void> {
  if (options.reset) {
    const wiped = await wipeCatalogue(database.db, storage);
    out.write(`Deleted ${count(wiped.categories)} categories and ${count(wiped.products)} products.\n`);
  }
  const demo = await seedDemoStoreIfEmpty(database.db, storage);
  out.write(
    demo
      ? `Demo store added in ${seconds(demo.milliseconds)}: ${demo.categories} categories (${demo.heroMedia} hero images), ` +
          `${demo.products} products with ${demo.variants} variants and ${demo.images} photos, company details and legal pages.\n`
      : 'The catalogue already has categories, so the demo store was not added.\n',
  );
  if (options.productCount > 0) await addProducts(database, storage, options, out, err);
  if (demo || options.productCount > 0) await tidyAfterBulkLoad(database);
}

async function addProducts(
  database: Database,
  storage: UploadStorage,
  options: { productCount: number; signal: AbortSignal },
  out: TextOut,
  err: TextOut,
): Promise<void> {
  out.write(`Adding ${count(options.productCount)} generated products (rendering their photos first)…\n`);
  const bar = progressBar('Products', options.productCount, err);
  const added = await addGeneratedProducts(database.db, storage, options.productCount, {
    onProgress: (done) => bar.update(done),
    signal: options.signal,
  });
  bar.finish();
  out.write(
    `Added ${count(added.products)} products with ${count(added.variants)} variants and ` +
      `${count(added.images)} photos in ${seconds(added.milliseconds)}.\n`,
  );
}

/**
 * What autovacuum would do after a bulk load, done at once (a server may run without it, and PGlite
 * has none): fresh planner statistics, a visibility map so counts are index-only scans, and the
 * search indexes' pending entries merged, so the first shoppers do not pay for the load.
 */
async function tidyAfterBulkLoad(database: Database): Promise<void> {
  await database.db.execute(
    sql`vacuum (analyze) categories, category_media, products, product_images, product_variants`,
  );
}
