// `npm run dev`: the API on 3000 reloading on change, and Vite on 5173 proxying /api and /uploads.
import { fileURLToPath } from 'node:url';
import { supervise } from './run.mjs';

process.chdir(fileURLToPath(new URL('..', import.meta.url)));
// Run from the repository root so DATA_DIR=./data is the same folder `npm start` uses.
const api = supervise('npx', ['tsx', 'watch', '--clear-screen=false', 'apps/api/src/server.ts']);
const web = supervise('npm', ['run', 'dev', '-w', 'apps/web']);
for (const child of [api, web]) child.on('exit', (code) => process.exit(code ?? 0));
