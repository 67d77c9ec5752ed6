// `npm start`: build what is missing or stale, then run the server (migrations, admin and demo data
// happen inside it). NODE_ENV is left as it is: production is a deliberate choice.
import { fileURLToPath } from 'node:url';
import { isStale } from './freshness.mjs';
import { mustRun, supervise } from './run.mjs';
import { serverEnv, serverNodeArgs } from './server-node-args.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
process.chdir(root);
const contract = 'packages/contract/src';

if (
  isStale('apps/web/dist/index.html', [
    'apps/web/src',
    'apps/web/index.html',
    'apps/web/public',
    'apps/web/vite.config.ts',
    contract,
  ])
) {
  console.log('Building the storefront…');
  await mustRun('npm', ['run', 'build', '-w', 'apps/web', '--silent']);
}
if (
  isStale('apps/api/dist/server.js', ['apps/api/src', 'apps/api/build.mjs', 'apps/api/bundle.mjs', contract])
) {
  console.log('Building the server…');
  await mustRun('npm', ['run', 'build', '-w', 'apps/api', '--silent']);
}

// Source maps cost 15-20 MB of memory; NODE_OPTIONS=--enable-source-maps turns them on when debugging.
const server = supervise(process.execPath, [...serverNodeArgs, 'apps/api/dist/server.js'], {
  env: { ...serverEnv, ...process.env },
});
server.on('exit', (code) => process.exit(code ?? 0));
