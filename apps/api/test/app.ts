import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';
import { type App, type AppDependencies, buildApp } from '../src/app';
import { type Config, loadConfig } from '../src/config';
import { freshDatabase } from './database';

export interface TestContext {
  app: App;
  config: Config;
}

/**
 * Builds the real app on a fresh database and a temporary DATA_DIR for this test file,
 * and closes both after the file's tests. Calls go through `app.inject`: real HTTP, no port.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  tweak: (config: Config) => void = () => {},
  seams: Pick<AppDependencies, 'onRoute'> = {},
): Promise<TestContext> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'vastra-data-'));
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', SEED_DEMO: 'false', ...env });
  tweak(config);
  const database = await freshDatabase();
  const app = await buildApp(config, { database, logger: false, onRoute: seams.onRoute });
  await app.ready();
  afterAll(async () => {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  });
  return { app, config };
}
