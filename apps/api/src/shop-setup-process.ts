// Run in a child process by server.ts when a shop on the embedded database starts for the first
// time: the migrations, the admin account and the demo store grow PGlite's WebAssembly memory,
// which it never gives back. Here that memory is returned when this process exits, and the server
// opens the folder made ready (a first start's peak fell from ~250 to ~230 MB, measured).
import { loadConfig } from './config';
import { applyMemoryPolicy } from './memory-policy';
import { openShop, setUpShop } from './shop-setup';

const config = loadConfig();
applyMemoryPolicy({ embeddedDatabase: true });
const app = await openShop(config);
try {
  await setUpShop(app, config);
} finally {
  await app.close();
}
