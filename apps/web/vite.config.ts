import { createRequire } from 'node:module';
import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './vite/precompress.ts';

const api = process.env.VITE_API_TARGET ?? 'http://127.0.0.1:3000';

// react-router 7's package exports always name its development build, dev-only warnings included
// (remix-run/react-router#14102); the build takes the production one beside it.
const reactRouterProduction = path.join(
  path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production/index.mjs',
);

const everyPageLibraries =
  /node_modules\/(react|react-dom|scheduler|react-router|@tanstack\/(query-core|react-query)|zustand)\//;

export default defineConfig(({ command, isSsrBuild }) => ({
  // The server build (apps/web/dist-server, see src/entry-server.tsx) is imported by Node, not sent to browsers.
  plugins: [react(), tailwindcss(), ...(isSsrBuild ? [] : [precompress()])],
  resolve: {
    alias: command === 'build' ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : [],
  },
  // The server build carries its libraries, React's production build included, so a shop renders
  // the same lean way whatever NODE_ENV says; tree-shaken, it also loads only the icons it draws.
  ssr: { noExternal: true },
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {},
  server: {
    port: 5173,
    proxy: { '/api': api, '/uploads': api },
  },
  build: {
    sourcemap: false,
    copyPublicDir: !isSsrBuild,
    // dist/.vite/manifest.json: `npm run bench` reads it to weigh the JS and CSS each route loads.
    manifest: !isSsrBuild,
    // A browser without <link rel=modulepreload> still runs the shop, only fetching chunks a little
    // later; the polyfill would cost every visitor half a kilobyte of entry chunk.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // The libraries every page runs change rarely: one long-cached vendor chunk, which also
        // compresses better than the five small chunks the bundler would otherwise cut them into.
        manualChunks: isSsrBuild
          ? undefined
          : (id: string) => (everyPageLibraries.test(id) ? 'vendor' : undefined),
      },
    },
  },
}));
