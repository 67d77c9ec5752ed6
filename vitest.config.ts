import { defineConfig } from 'vitest/config';

// API tests run on PGlite always, and again on PostgreSQL when TEST_DATABASE_URL is set (CI sets it).
const databases = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

export default defineConfig({
  test: {
    projects: [
      ...databases.map((db) => ({
        extends: './apps/api/vitest.config.ts',
        test: {
          name: `api (${db === 'postgres' ? 'PostgreSQL' : 'PGlite'})`,
          root: './apps/api',
          env: { TEST_DB: db },
        },
      })),
      './apps/web/vitest.config.ts',
    ],
  },
});
