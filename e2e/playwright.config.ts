import { defineConfig } from '@playwright/test';

// Debian's Chromium, never a downloaded browser; without the networking flags it dials hosts this
// machine cannot reach.
export default defineConfig({
  globalSetup: './server.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? 'list' : [['list']],
  outputDir: '../test-results',
  use: {
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  // The journeys at a desktop size, then every screen at two phone widths (issue 11).
  projects: [
    { name: 'desktop', testDir: './journeys' },
    { name: 'phone-390', testDir: './phone', use: { viewport: { width: 390, height: 844 }, hasTouch: true } },
    { name: 'phone-360', testDir: './phone', use: { viewport: { width: 360, height: 740 }, hasTouch: true } },
  ],
});
