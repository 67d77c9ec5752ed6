// `npm test`: typecheck, lint, unit and API tests, then the browser journeys in Debian's Chromium.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { mustRun } from './run.mjs';

process.chdir(fileURLToPath(new URL('..', import.meta.url)));
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const ci = process.env.CI === 'true' || process.env.CI === '1';

console.log('\n▶ Typecheck');
await mustRun('npx', ['tsc', '-b']);
console.log('\n▶ Lint and format (Biome)');
await mustRun('npx', ['biome', 'check', '.']);
console.log(
  `\n▶ Unit and API tests${process.env.TEST_DATABASE_URL ? ' (PGlite and PostgreSQL)' : ' (PGlite; set TEST_DATABASE_URL to run them on PostgreSQL too)'}`,
);
await mustRun('npx', ['vitest', 'run']);

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
