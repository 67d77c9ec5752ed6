// `npm run bench`: starts the built server and measures it with autocannon. Not part of `npm test`:
// it prints figures and writes bench/results/<date>.json; it asserts nothing.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { type LoadResult, load } from './lib/load';
import { repoRoot, startServer } from './lib/server';

const server = await startServer({
  SEED_DEMO: 'false',
  ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
});
const results: LoadResult[] = [];
try {
  results.push(await load('health (database round trip)', { url: `${server.url}/api/health` }));
} finally {
  await server.stop();
}

console.table(results);
const outDir = path.join(repoRoot, 'bench', 'results');
mkdirSync(outDir, { recursive: true });
const file = path.join(outDir, `${new Date().toISOString().slice(0, 10)}.json`);
writeFileSync(file, `${JSON.stringify({ date: new Date().toISOString(), results }, null, 2)}\n`);
console.log(`Results written to ${path.relative(repoRoot, file)}`);
