import { test as base, expect } from '@playwright/test';

/** Journeys run against the server started in server.ts, whose address is only known at run time. */
export const test = base.extend({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixture's dependencies from this pattern.
  baseURL: async ({}, use) => {
    await use(process.env.E2E_BASE_URL);
  },
});

export { expect };
