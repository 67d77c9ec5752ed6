// `npm test`: typecheck, lint, unit and API tests, then the browser journeys in Debian's Chromium.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { mustRun } from './run.mjs';

process.chdir(fileURLToPath(new URL('..', import.meta.url)));
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const nginx = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
const ci = process.env.CI === 'true' || process.env.CI === '1';

console.log('\n▶ Typecheck');
await mustRun('npx', ['tsc', '-b']);
console.log('\n▶ Lint and format (Biome)');
await mustRun('npx', ['biome', 'check', '.']);
console.log(
  `\n▶ Unit and API tests${process.env.TEST_DATABASE_URL ? ' (PGlite and PostgreSQL)' : ' (PGlite; set TEST_DATABASE_URL to run them on PostgreSQL too)'}`,
);
await mustRun('npx', ['vitest', 'run']);

// The cluster test (two API processes behind nginx, on PostgreSQL and Redis) runs inside vitest when
// TEST_DATABASE_URL, TEST_REDIS_URL and nginx are there; a missing nginx must not pass unnoticed.
if (!existsSync(nginx)) {
  const banner = '!'.repeat(78);
  console.error(`\n${banner}\n  THE CLUSTER TEST DID NOT RUN: no nginx at ${nginx}.`);
  console.error('  Install it with:  apt-get install -y nginx   (or set NGINX_PATH)');
  console.error(`${banner}\n`);
  if (ci) process.exit(1);
} else if (!process.env.TEST_DATABASE_URL || !process.env.TEST_REDIS_URL) {
  console.log('\nThe cluster test did not run: it needs TEST_DATABASE_URL and TEST_REDIS_URL (see README).');
}

if (!existsSync(chromium)) {
  const banner = '!'.repeat(78);
  console.error(`\n${banner}\n  THE BROWSER JOURNEYS DID NOT RUN: no Chromium at ${chromium}.`);
  console.error('  Install it with:  apt-get install -y chromium   (or set CHROMIUM_PATH)');
  console.error(`${banner}\n`);
  process.exit(ci ? 1 : 0);
}
console.log('\n▶ Browser journeys (Playwright, Chromium)');
await mustRun('npm', ['run', 'build', '--silent']);
await mustRun('npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts']);
