import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import type { App } from '../src/app';
import { loadConfig } from '../src/config';
import { type Database, openPostgres } from '../src/db/client';
import { migrate } from '../src/db/migrate';
import { shopSettings } from '../src/db/schema/settings';
import { buildTestApp } from './app';
import { type PrivatePostgres, startPrivatePostgres } from './private-postgres';
import { type PrivateRedis, startPrivateRedis } from './redis';

// The outage tests (redis-outage.test.ts, postgres-outage.test.ts) each run one shop on two API
// processes (two apps built in this process), on a PostgreSQL cluster and a redis-server of the
// file's own: never the machine's, so that the test can stop them and start them again. They run in
// a Vitest project of their own, which the root vitest.config.ts adds when initdb, pg_ctl and
// redis-server are installed (and always in CI, where missing ones fail it).

export const BUSY = { message: 'The shop is busy for a moment. Please try again.' };
export const LOGIN_FAILURES = 3;
export const REGISTRATIONS_PER_IP = 3;
export const PHONEPE_CALLBACK = { username: 'phonepe-callback', password: 'callback-secret' };

export interface OutageShop {
  postgres: PrivatePostgres;
  redis: PrivateRedis;
  /** A connection of the test's own, to read what the shop stored. */
  inspector: Database;
  /** Two processes of one shop; the second takes PhonePe's callbacks. */
  one: App;
  other: App;
  /** Each process's DATA_DIR, where its outbox is. */
  dataDirs: string[];
}

/**
 * Starts the private servers and the shop's two processes before the file's tests, and stops and
 * removes them all after: the returned shop is filled in by the time a test runs.
 */
export function useOutageShop(): OutageShop {
  const shop = { dataDirs: [] as string[] } as unknown as OutageShop;

  beforeAll(async () => {
    [shop.postgres, shop.redis] = await Promise.all([startPrivatePostgres(), startPrivateRedis()]);
    shop.inspector = openPostgres(shop.postgres.url);
    await migrate(shop.inspector);
    // Shoppers place order after order: the per-account allowances are not under test.
    await shop.inspector.db.update(shopSettings).set({
      codMaxOpenOrders: 1000,
      codMaxOpenValue: '10000000.00',
      maxQuantityPerLine: 1000,
      onlineMaxUnpaidOrders: 1000,
      onlineMaxHeldUnits: 1000,
    });
    const build = async (env: Record<string, string>) => {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'vastra-outages-'));
      shop.dataDirs.push(dataDir);
      const config = loadConfig({
        DATA_DIR: dataDir,
        LOG_LEVEL: 'silent',
        SEED_DEMO: 'false',
        // One shop: a token signed by either process is good at the other.
        JWT_SECRET: 'outages-test-secret-of-32-characters-or-more',
        REDIS_URL: shop.redis.url,
        REDIS_KEY_PREFIX: 'vastra-outages:',
        RATE_LIMIT_LOGIN: String(LOGIN_FAILURES),
        RATE_LIMIT_REGISTER_IP: String(REGISTRATIONS_PER_IP),
        PAYMENT_SWEEP_SECONDS: '3600',
        ...env,
      });
      const app = await buildTestApp(config, { database: openPostgres(shop.postgres.url) });
      await app.ready();
      return app;
    };
    [shop.one, shop.other] = await Promise.all([
      build({}),
      build({
        PAYMENT_PROVIDER: 'phonepe',
        PHONEPE_CLIENT_ID: 'VASTRA',
        PHONEPE_CLIENT_SECRET: 'client-secret',
        PHONEPE_CLIENT_VERSION: '1',
        // Never called: this process only takes callbacks.
        PHONEPE_BASE_URL: 'http://127.0.0.1:1/pg',
        PHONEPE_AUTH_URL: 'http://127.0.0.1:1/identity',
        PHONEPE_CALLBACK_USERNAME: PHONEPE_CALLBACK.username,
        PHONEPE_CALLBACK_PASSWORD: PHONEPE_CALLBACK.password,
      }),
    ]);
  });

  afterAll(async () => {
    await Promise.allSettled([shop.one?.close(), shop.other?.close()]);
    await shop.inspector?.close();
    await Promise.allSettled([shop.postgres?.close(), shop.redis?.close()]);
    for (const dir of shop.dataDirs) rmSync(dir, { recursive: true, force: true });
  });

  return shop;
}

export const ready = (app: App) => app.inject({ method: 'GET', url: '/api/health/ready' });

export const login = (app: App, identifier: string, password: string) =>
  app.inject({ method: 'POST', url: '/api/auth/login', payload: { identifier, password } });
