import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { pageModulesFor } from '../../apps/api/src/modules/spa';
import { repoRoot } from './server';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface RouteWeight {
  route: string;
  area: 'shopper' | 'admin';
  /** Gzipped (zlib's default level, as Vite's build report): what a compressing server sends. */
  jsGzipBytes: number;
  cssGzipBytes: number;
  jsFiles: number;
}

/**
 * The page modules a route shows: a shopper route's are those the server preloads for it (so the
 * weight is what a first visit fetches), an admin route's its layout and page. A module the bundler
 * kept in the entry chunk is not in the manifest and adds nothing; one it split off (a lazy route)
 * adds its chunk and that chunk's imports.
 */
const routes: { route: string; area: RouteWeight['area']; modules: string[] }[] = [
  ...(
    [
      ['/', '/'],
      ['/men (category landing)', '/men'],
      ['/products/{category}', '/products/mens-shirts'],
      ['/product/{id}', '/product/1'],
      ['/search?q=', '/search'],
      ['/cart', '/cart'],
      ['/checkout', '/checkout'],
    ] satisfies [route: string, pathname: string][]
  ).map(([route, pathname]) => ({ route, area: 'shopper' as const, modules: pageModulesFor(pathname) })),
  ...[
    ['/admin', 'src/features/admin/dashboard/DashboardPage.tsx'],
    ['/admin/categories', 'src/features/admin/categories/CategoriesPage.tsx'],
    ['/admin/products', 'src/features/admin/products/ProductsPage.tsx'],
    ['/admin/orders', 'src/features/admin/orders/OrdersPage.tsx'],
    ['/admin/company-details', 'src/features/admin/company/CompanyDetailsPage.tsx'],
    [
      '/admin/legal-pages (with the editor)',
      'src/features/admin/legal/LegalPagesPage.tsx',
      'src/features/admin/legal/LegalEditor.tsx',
    ],
  ].map(([route, ...modules]) => ({
    route: route as string,
    area: 'admin' as const,
    modules: ['src/app/layouts/AdminLayout.tsx', ...modules],
  })),
];

/** Weighs the JS and CSS each route loads on a first visit, from the Vite manifest of apps/web/dist. */
export function storefrontWeights(): RouteWeight[] {
  const dist = path.join(repoRoot, 'apps/web/dist');
  const manifestFile = path.join(dist, '.vite/manifest.json');
  if (!existsSync(manifestFile))
    throw new Error(`No ${manifestFile}: build the web app with build.manifest on`);
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entry) throw new Error('The Vite manifest names no entry chunk');

  const gzipped = new Map<string, number>();
  const weigh = (file: string) => {
    let size = gzipped.get(file);
    if (size === undefined) {
      size = gzipSync(readFileSync(path.join(dist, file))).byteLength;
      gzipped.set(file, size);
    }
    return size;
  };
  // A chunk and everything it imports statically: the browser fetches them all before running it.
  const closure = (key: string, files: Set<string>) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imported of chunk.imports ?? []) closure(imported, files);
  };

  return routes.map(({ route, area, modules }) => {
    const files = new Set<string>();
    closure(entry, files);
    for (const module of modules) closure(module, files);
    const js = [...files].filter((file) => file.endsWith('.js'));
    const css = [...files].filter((file) => file.endsWith('.css'));
    const sum = (list: string[]) => list.reduce((total, file) => total + weigh(file), 0);
    return { route, area, jsGzipBytes: sum(js), cssGzipBytes: sum(css), jsFiles: js.length };
  });
}
