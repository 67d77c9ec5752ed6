// `npm run dev`: the API on 3000 reloading on change, and Vite on 5173 proxying /api and /uploads.
import { fileURLToPath } from 'node:url';
import { supervise } from './run.mjs';

process.chdir(fileURLToPath(new URL('..', import.meta.url)));
const api = supervise('npm', ['run', 'dev', '-w', 'apps/api']);
const web = supervise('npm', ['run', 'dev', '-w', 'apps/web']);
for (const child of [api, web]) child.on('exit', (code) => process.exit(code ?? 0));
