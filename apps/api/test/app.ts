import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, onTestFinished } from 'vitest';
import { type App, type AppDependencies, buildApp } from '../src/app';
import { type Config, loadConfig } from '../src/config';
import type { DatabaseOptions } from '../src/db/client';
import { freshDatabase } from './database';

export interface TestContext {
  app: App;
  config: Config;
}

/**
 * Config for a test that counts the statements its requests send: the app's periodic jobs (the
 * payment sweep, the refund follow-up, the back-in-stock sweep) first run a period after start, and
 * this period outlasts any test file.
 */
export const QUIET_APP = {
  PAYMENT_SWEEP_SECONDS: '3600',
  REFUND_POLL_SECONDS: '3600',
  STOCK_ALERT_SWEEP_SECONDS: '3600',
} as const;

/**
 * buildApp as every test builds it: quiet, and with each answer also written by zod and compared
 * to the one sent (`checkResponses`), so the whole suite checks the compiled serializers.
 */
export function buildTestApp(config: Config, deps: AppDependencies): Promise<App> {
  return buildApp(config, { logger: false, ...deps, checkResponses: true });
}

/**
 * Builds the real app on a fresh database and a temporary DATA_DIR for this test file,
 * and closes both after the file's tests. Calls go through `app.inject`: real HTTP, no port.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  tweak: (config: Config) => void = () => {},
  seams: Pick<AppDependencies, 'onRoute' | 'clock'> = {},
): Promise<TestContext> {
  const { close, ...context } = await openTestApp(env, tweak, seams);
  afterAll(close);
  return context;
}

/** A statement other than BEGIN, COMMIT and ROLLBACK: node-postgres reports those and PGlite does not. */
export const notTransactionControl = (query: string) => !/^\s*(begin|commit|rollback)\b/i.test(query);

// An order's WhatsApp news is looked up after its answer has gone (messaging/order-news.ts), so it
// lands in whichever request is being counted then: it belongs to none of them.
const orderNewsLookup = /"whatsapp_opt_in_at"/;

/**
 * As createTestApp, on a database that counts the statements it is sent for which `counted` holds, so
 * a test can tell what a request costs: set `counter.statements` to 0, send, read it. The app does no
 * background work while the file runs (QUIET_APP).
 */
export async function createCountingTestApp(counted: (query: string) => boolean = () => true) {
  const counter = { statements: 0 };
  const onQuery = (query: string) => {
    if (counted(query) && !orderNewsLookup.test(query)) counter.statements++;
  };
  const { close, ...context } = await openTestApp(QUIET_APP, () => {}, {}, { onQuery });
  afterAll(close);
  return { ...context, counter };
}

/**
 * As createTestApp, for one test, called inside it: closed (and its database dropped) when that test
 * finishes. An afterAll registered from inside a running test is never run.
 */
export async function createTestAppForOneTest(env: Record<string, string> = {}): Promise<TestContext> {
  const { close, ...context } = await openTestApp(env, () => {}, {});
  onTestFinished(close);
  return context;
}

async function openTestApp(
  env: Record<string, string>,
  tweak: (config: Config) => void,
  seams: Pick<AppDependencies, 'onRoute' | 'clock'>,
  databaseOptions: DatabaseOptions = {},
): Promise<TestContext & { close: () => Promise<void> }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'vastra-data-'));
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', SEED_DEMO: 'false', ...env });
  tweak(config);
  const database = await freshDatabase(databaseOptions);
  const app = await buildTestApp(config, { database, onRoute: seams.onRoute, clock: seams.clock });
  await app.ready();
  const close = async () => {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
  return { app, config, close };
}
