// `npm run build -w apps/api`: the shop's server, bundled into dist/ (bundle.mjs says how).
import { bundleServer } from './bundle.mjs';

await bundleServer({ server: 'src/server.ts', outdir: 'dist' });
