import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';

/**
 * A built storefront in a folder of its own, as `npm run build` leaves apps/web: dist/index.html
 * with its entry script and a module preload, and beside it a stand-in for the server build
 * (dist-server/entry-server.js) exporting `renderPage`, given as source: the pages it draws, and
 * undefined for the others. Returns the dist folder, removed after the calling file's tests.
 */
export function builtStorefront(renderPage: string): string {
  const build = mkdtempSync(path.join(tmpdir(), 'vastra-web-'));
  const dist = path.join(build, 'dist');
  mkdirSync(dist);
  mkdirSync(path.join(build, 'dist-server'));
  writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html><head><title>Vastra</title>' +
      '<script type="module" crossorigin src="/assets/index-abc.js"></script>' +
      '<link rel="modulepreload" crossorigin href="/assets/vendor-def.js"></head>' +
      '<body><div id="root"></div></body></html>',
  );
  writeFileSync(
    path.join(build, 'dist-server/entry-server.js'),
    `export const SERVER_QUERIES_ELEMENT_ID = 'vastra-queries';\n${renderPage}\n`,
  );
  afterAll(() => rmSync(build, { recursive: true, force: true }));
  return dist;
}
