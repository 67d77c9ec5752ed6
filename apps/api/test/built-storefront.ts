import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';

/**
 * A built storefront in a folder of its own, as `npm run build` leaves apps/web: dist/index.html
 * with its entry script and a module preload, and beside it a stand-in for the server build
 * (dist-server/entry-server.js) exporting `renderPage`, given as source: the pages it draws, and
 * undefined for the others. With `stylesheet`, the build has that CSS linked from index.html, as
 * Vite links the storefront's. Returns the dist folder, removed after the calling file's tests.
 */
export function builtStorefront(renderPage: string, { stylesheet }: { stylesheet?: string } = {}): string {
  const build = mkdtempSync(path.join(tmpdir(), 'vastra-web-'));
  const dist = path.join(build, 'dist');
  mkdirSync(dist);
  mkdirSync(path.join(build, 'dist-server'));
  if (stylesheet !== undefined) {
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'assets/index-abc.css'), stylesheet);
  }
  const stylesheetLink =
    stylesheet === undefined ? '' : '<link rel="stylesheet" crossorigin href="/assets/index-abc.css">';
  writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html><head><title>Vastra</title>' +
      '<script type="module" crossorigin src="/assets/index-abc.js"></script>' +
      `<link rel="modulepreload" crossorigin href="/assets/vendor-def.js">${stylesheetLink}</head>` +
      '<body><div id="root"></div></body></html>',
  );
  writeFileSync(
    path.join(build, 'dist-server/entry-server.js'),
    `export const SERVER_QUERIES_ELEMENT_ID = 'vastra-queries';\n${renderPage}\n`,
  );
  afterAll(() => rmSync(build, { recursive: true, force: true }));
  return dist;
}

/** A stylesheet of many rules, each of its own name and values as Tailwind writes them: ~40 kB. */
export const manyRulesStylesheet = Array.from(
  { length: 1200 },
  (_, i) =>
    `.u${i.toString(36)}{margin:${i % 97}px ${(i * 7) % 61}px;color:#${((i * 2654435761) % 0xffffff).toString(16).padStart(6, '0')}}`,
).join('');
