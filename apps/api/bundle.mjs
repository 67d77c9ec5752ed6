// How the server is bundled: workspace packages inlined, npm packages left external, the scripts it
// runs in child processes beside it (lib/own-script.ts finds them there), and the migrations copied
// beside them, where db/migrate.ts looks for them. build.mjs bundles the shop's server with it;
// `npm run bench` bundles its own entry the same way, so that it measures the code the shop runs.
import { cpSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const source = (file) => fileURLToPath(new URL(`src/${file}`, import.meta.url));

/** Empties `outdir` and bundles `server` (an entry file) into it as server.js, with all it needs beside it. */
export async function bundleServer({ server, outdir }) {
  rmSync(outdir, { recursive: true, force: true });
  await build({
    entryPoints: {
      server,
      'create-pglite-folder': source('db/create-pglite-folder.ts'),
      'shop-setup-process': source('shop-setup-process.ts'),
      'drawing-renderer': source('modules/demo/drawing-renderer.ts'),
    },
    outdir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    // Modules loaded with import() (the S3, Redis and PDF libraries) become chunks loaded when first needed.
    splitting: true,
    target: 'node20',
    sourcemap: true,
    logLevel: 'warning',
    plugins: [
      {
        name: 'external-npm-packages',
        setup(b) {
          b.onResolve({ filter: /^[^./]/ }, (args) =>
            args.path.startsWith('@vastra/') ? undefined : { path: args.path, external: true },
          );
        },
      },
    ],
  });
  cpSync(source('db/migrations'), `${outdir}/migrations`, { recursive: true });
}
