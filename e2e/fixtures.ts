import { test as base, expect } from '@playwright/test';
import type { ServerAddress } from './server';

/**
 * Journeys run against their worker's own server, started in server.ts, whose address is only known
 * at run time; the support code finds it (and the mail outbox beside it) in E2E_BASE_URL and E2E_DATA_DIR.
 */
export const test = base.extend<object, { journeyServer: ServerAddress }>({
  journeyServer: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixture's dependencies from this pattern.
    async ({}, use, workerInfo) => {
      const servers = JSON.parse(process.env.E2E_SERVERS ?? '[]') as ServerAddress[];
      const server = servers[workerInfo.parallelIndex];
      if (!server) throw new Error(`No journey server for worker ${workerInfo.parallelIndex}`);
      process.env.E2E_BASE_URL = server.baseUrl;
      process.env.E2E_DATA_DIR = server.dataDir;
      await use(server);
    },
    { scope: 'worker', auto: true },
  ],
  baseURL: async ({ journeyServer }, use) => {
    await use(journeyServer.baseUrl);
  },
});

export { expect };
