import { configDefaults, defineConfig } from 'vitest/config';

// API tests run on PGlite always, and again on PostgreSQL when TEST_DATABASE_URL is set (CI sets it).
const databases = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
// Starts the real server on a PostgreSQL database of its own and kills it: only with TEST_DATABASE_URL.
const crashSafety = 'test/crash-safety.test.ts';

export default defineConfig({
  test: {
    projects: [
      ...databases.map((db) => ({
        extends: './apps/api/vitest.config.ts',
        test: {
          name: `api (${db === 'postgres' ? 'PostgreSQL' : 'PGlite'})`,
          root: './apps/api',
          env: { TEST_DB: db },
          exclude: [...configDefaults.exclude, crashSafety],
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
      './apps/web/vitest.config.ts',
      { test: { name: 'contract', root: './packages/contract', include: ['src/**/*.test.ts'] } },
    ],
  },
});
