// The server `npm run bench` measures: the shop, started as apps/api/src/server.ts starts it on
// PostgreSQL (its memory policy, its set-up, the storefront when built), plus the ceiling route
// (./ceiling.ts) that the shop does not have. bench/lib/server.ts bundles it as the shop's server is
// bundled (apps/api/bundle.mjs), so what is measured is the code a shop runs.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { loadConfig } from '../../apps/api/src/config';
import { applyMemoryPolicy } from '../../apps/api/src/memory-policy';
import { openShop, setUpShop } from '../../apps/api/src/shop-setup';
import { ceilingRoutes } from './ceiling';

const config = loadConfig();
applyMemoryPolicy({ embeddedDatabase: !config.databaseUrl });
// Two folders below the repository's root, from bench/server/ and from the bundle in bench/dist/ alike.
const webDist = fileURLToPath(new URL('../../apps/web/dist', import.meta.url));
config.webDistDir = existsSync(`${webDist}/index.html`) ? webDist : undefined;

const app = await openShop(config);
await setUpShop(app, config);
await app.register(ceilingRoutes, { prefix: '/api' });
process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
await app.listen({ port: config.port, host: config.host });
