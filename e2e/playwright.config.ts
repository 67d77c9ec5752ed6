import { defineConfig } from '@playwright/test';

// Debian's Chromium, never a downloaded browser; without the networking flags it dials hosts this
// machine cannot reach.
export default defineConfig({
  globalSetup: './server.ts',
  // Two workers, each with a server of its own (server.ts), take about 40% less time than one on two
  // cores: much of a journey is waiting on the browser or the server. A file's tests stay in order.
  fullyParallel: false,
  workers: 2,
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
