import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { type App, buildApp } from './app';
import { type Config, ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { migrate } from './db/migrate';
import { limitHeapGrowth } from './heap-growth';
import { seedDemoStoreIfEmpty } from './modules/demo/seed';
import { createAdminIfEmpty } from './modules/users/admin-bootstrap';

// src/ in development, dist/ when built: the storefront build sits two levels up either way.
const webDist = fileURLToPath(new URL('../../web/dist', import.meta.url));
/** How long a stopping process waits for requests and jobs in flight. */
const SHUTDOWN_GRACE_MS = 25_000;

async function main(): Promise<void> {
  limitHeapGrowth();
  const config = loadConfig();
  config.webDistDir = existsSync(`${webDist}/index.html`) ? webDist : undefined;

  let app = await openShop(config);
  const admin = await createAdminIfEmpty(app.db, {
    email: config.adminEmail,
    password: config.adminPassword,
  });
  if (admin.created) printAdminLogin(config.adminEmail, admin.generatedPassword);
  // Only on the first start of an empty database: a shop that later empties its catalogue keeps it empty.
  if (config.seedDemo && admin.created) await seedDemoStore(app);
  if (admin.created && app.database.kind === 'pglite') {
    // The migrations and the demo store grew PGlite's WebAssembly memory, which it never gives back:
    // the shop opens the folder afresh and that memory (20-45 MB, measured) goes with the first instance.
    await app.close();
    app = await openShop(config);
  }
  if (!config.webDistDir) app.log.warn('No storefront build found in apps/web/dist: serving the API only.');

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info(`${signal} received: finishing requests and jobs in flight, then closing the database`);
    // Readiness answers 503 from here on; requests in flight finish, new ones on open connections get 503.
    // One that never ends must not hold up a deploy for ever.
    setTimeout(() => {
      app.log.error(`still busy ${SHUTDOWN_GRACE_MS / 1000} s after ${signal}: stopping anyway`);
      process.exit(1);
    }, SHUTDOWN_GRACE_MS).unref();
    await app.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  const where = config.databaseUrl ? 'PostgreSQL' : `PGlite in ${config.dataDir}/db`;
  app.log.info(`Vastra is open at http://localhost:${config.port} (database: ${where})`);
}

async function openShop(config: Config): Promise<App> {
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await migrate(database);
  return buildApp(config, { database });
}

/** Fills an empty catalogue with the demo store; a failure leaves the shop empty but running. */
async function seedDemoStore(app: App): Promise<void> {
  try {
    const demo = await seedDemoStoreIfEmpty(app.db, app.storage);
    if (!demo) return;
    app.log.info(
      `Demo store created in ${demo.milliseconds} ms: ${demo.categories} categories, ${demo.products} products ` +
        `(${demo.variants} variants, ${demo.images} photos), company details and legal pages. SEED_DEMO=false starts empty.`,
    );
  } catch (error) {
    app.log.error({ err: error }, 'The demo store could not be created; the catalogue stays empty.');
  }
}

function printAdminLogin(email: string, generatedPassword: string | undefined): void {
  const password = generatedPassword ?? '(the ADMIN_PASSWORD you set)';
  const lines = [
    'Admin account created',
    `  username: admin   email: ${email}`,
    `  password: ${password}`,
    generatedPassword ? '  This password is shown only once: keep it somewhere safe.' : '',
  ].filter(Boolean);
  const width = Math.max(...lines.map((l) => l.length)) + 2;
  const bar = '='.repeat(width);
  process.stdout.write(`\n${bar}\n${lines.join('\n')}\n${bar}\n\n`);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    process.stderr.write(`${error.message}\n`);
  } else {
    process.stderr.write(`Vastra could not start: ${error instanceof Error ? error.stack : String(error)}\n`);
  }
  process.exit(1);
});
