import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';
import { postgresBinDir, redisServerPath } from './apps/api/test/server-binaries.ts';

// API tests run on PGlite always, and again on PostgreSQL when TEST_DATABASE_URL is set (CI sets it).
const databases = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
// Starts the real server on a PostgreSQL database of its own and kills it: only with TEST_DATABASE_URL.
const crashSafety = 'test/crash-safety.test.ts';
// Two server processes, Redis, s3rver and nginx: only with TEST_DATABASE_URL and TEST_REDIS_URL, and
// nginx installed (in CI a missing nginx runs it anyway, so that it fails; scripts/test.mjs says so too).
const cluster = 'test/cluster.test.ts';
const runCluster =
  Boolean(process.env.TEST_DATABASE_URL && process.env.TEST_REDIS_URL) &&
  (existsSync(process.env.NGINX_PATH ?? '/usr/sbin/nginx') ||
    process.env.CI === 'true' ||
    process.env.CI === '1');
// Each starts a PostgreSQL cluster and a redis-server of its own, stops and starts them: only with
// Debian's initdb, pg_ctl and redis-server installed (in CI they run anyway, so that a missing one fails them).
const outages = ['test/redis-outage.test.ts', 'test/postgres-outage.test.ts'];
const runOutages =
  Boolean(postgresBinDir && redisServerPath) || process.env.CI === 'true' || process.env.CI === '1';

export default defineConfig({
  test: {
    // One worker per core, where Vitest's default leaves one core idle: an API test spends much of its
    // time waiting on PostgreSQL, so on two cores two workers take about 28% less time than one and
    // three take more than two (docs/architecture.md §14).
    maxWorkers: Math.max(availableParallelism(), 2),
    projects: [
      ...databases.map((db) => ({
        extends: './apps/api/vitest.config.ts',
        test: {
          name: `api (${db === 'postgres' ? 'PostgreSQL' : 'PGlite'})`,
          root: './apps/api',
          env: { TEST_DB: db },
          // *.postgres.test.ts files test what only a PostgreSQL server has (pg-boss): that project alone.
          exclude: [
            ...configDefaults.exclude,
            crashSafety,
            cluster,
            ...outages,
            ...(db === 'pglite' ? ['**/*.postgres.test.ts'] : []),
          ],
        },
      })),
      ...(process.env.TEST_DATABASE_URL
        ? [
            {
              test: {
                name: 'api crash safety (PostgreSQL)',
                root: './apps/api',
                include: [crashSafety],
                testTimeout: 30_000,
                hookTimeout: 120_000,
              },
            },
          ]
        : []),
      ...(runCluster
        ? [
            {
              test: {
                name: 'api cluster (PostgreSQL, Redis, nginx)',
                root: './apps/api',
                include: [cluster],
                testTimeout: 60_000,
                hookTimeout: 120_000,
              },
            },
          ]
        : []),
      ...(runOutages
        ? [
            {
              test: {
                name: 'api outages (private PostgreSQL and Redis)',
                root: './apps/api',
                include: outages,
                testTimeout: 30_000,
                hookTimeout: 90_000,
              },
            },
          ]
        : []),
      './apps/web/vitest.config.ts',
      { test: { name: 'contract', root: './packages/contract', include: ['src/**/*.test.ts'] } },
      // The import graph's rules (module faces, no cycles, features apart): docs/architecture.md.
      { test: { name: 'house', root: './scripts/house', include: ['*.test.ts'] } },
      // The benchmark's own pieces (the server it measures); `npm run bench` itself is not a test.
      { test: { name: 'bench', root: './bench', include: ['**/*.test.ts'] } },
    ],
  },
});
