import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp, createTestApp, createTestAppForOneTest } from '../../../test/app';
import { freshDatabase } from '../../../test/database';
import { testKeyPrefix, testRedisUrl } from '../../../test/redis';
import { loadConfig } from '../../config';

const { app } = await createTestApp();

describe('GET /api/health/ready', () => {
  it('is ready on a migrated, reachable database, and says what the process runs on', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'ready',
      database: app.database.kind,
      sharedState: 'memory',
      jobs: app.database.kind === 'postgres' ? 'pg-boss' : 'in-process',
      media: 'local',
    });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('answers 503 while a migration is still to be applied, and liveness stays 200', async () => {
    await app.db.execute(
      sql`delete from drizzle.__drizzle_migrations where id = (select max(id) from drizzle.__drizzle_migrations)`,
    );
    const res = await app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ message: '1 database migration is still to be applied.' });
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });

  it('stays ready when Redis cannot be reached, and says Redis is degraded', async () => {
    const { app: cutOff } = await createTestAppForOneTest({ REDIS_URL: 'redis://127.0.0.1:1' });
    const res = await cutOff.inject({ method: 'GET', url: '/api/health/ready' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ready', sharedState: 'redis', redis: 'degraded' });
    expect((await cutOff.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });

  it.runIf(testRedisUrl)('says Redis is up while it answers', async () => {
    const { app: shared } = await createTestAppForOneTest({
      REDIS_URL: testRedisUrl as string,
      REDIS_KEY_PREFIX: testKeyPrefix(),
    });
    const res = await shared.inject({ method: 'GET', url: '/api/health/ready' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ready', sharedState: 'redis', redis: 'up' });
  });

  it('answers 503 when the database cannot be reached, while liveness stays 200', async () => {
    const database = await freshDatabase();
    const config = loadConfig({
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'vastra-ready-')),
      LOG_LEVEL: 'silent',
      SEED_DEMO: 'false',
    });
    const lost = await buildTestApp(config, { database: { ...database, close: async () => {} } });
    await lost.ready();
    await database.close();
    const res = await lost.inject({ method: 'GET', url: '/api/health/ready' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ message: 'The database is not reachable.' });
    // An orchestrator restarting on failed liveness must not restart every process in an outage.
    const live = await lost.inject({ method: 'GET', url: '/api/health' });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: 'ok', database: database.kind });
    await lost.close().catch(() => {});
  });
});
