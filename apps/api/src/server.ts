import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ConfigError, loadConfig } from './config';
import { embeddedDatabaseExists } from './db/client';
import { exitOf, forkOwnScript } from './lib/own-script';
import { applyMemoryPolicy } from './memory-policy';
import { openShop, setUpShop } from './shop-setup';

// src/ in development, dist/ when built: the storefront build sits two levels up either way.
const webDist = fileURLToPath(new URL('../../web/dist', import.meta.url));
/** How long a stopping process waits for requests and jobs in flight. */
const SHUTDOWN_GRACE_MS = 25_000;

async function main(): Promise<void> {
  const config = loadConfig();
  applyMemoryPolicy({ embeddedDatabase: !config.databaseUrl });
  config.webDistDir = existsSync(`${webDist}/index.html`) ? webDist : undefined;

  const newEmbeddedShop = !config.databaseUrl && !embeddedDatabaseExists(config.dataDir);
  if (newEmbeddedShop) await exitOf(forkOwnScript('shop-setup-process'), 'Setting up the new shop');
  const app = await openShop(config);
  // A new embedded shop was just set up by the child; any other may still lack its admin (a new
  // PostgreSQL database, or a setup that was stopped half way).
  if (!newEmbeddedShop) await setUpShop(app, config);
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

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    process.stderr.write(`${error.message}\n`);
  } else {
    process.stderr.write(`Vastra could not start: ${error instanceof Error ? error.stack : String(error)}\n`);
  }
  process.exit(1);
});
