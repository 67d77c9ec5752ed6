// Bundles the server into dist/server.js (workspace packages inlined, npm packages left external),
// the scripts it runs in child processes beside it (lib/own-script.ts finds them there), and copies
// the migrations beside them, where db/migrate.ts looks for them.
import { cpSync, rmSync } from 'node:fs';
import { build } from 'esbuild';

rmSync('dist', { recursive: true, force: true });
await build({
  entryPoints: {
    server: 'src/server.ts',
    'create-pglite-folder': 'src/db/create-pglite-folder.ts',
    'shop-setup-process': 'src/shop-setup-process.ts',
    'drawing-renderer': 'src/modules/demo/drawing-renderer.ts',
  },
  outdir: 'dist',
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
cpSync('src/db/migrations', 'dist/migrations', { recursive: true });
