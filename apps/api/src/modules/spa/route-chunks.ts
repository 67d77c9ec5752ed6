import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const layout = (name: string) => `src/app/layouts/${name}.tsx`;
const page = (feature: string, name: string) => `src/features/${feature}/${name}.tsx`;
const categoryLanding = page('catalog', 'CategoryHeroPage');

/**
 * The lazy page modules each storefront path opens with, first match wins. The home page
 * redirects to a category's landing a second after it opens, so it warms that page's code too.
 */
const pagesByPath: [RegExp, string[]][] = [
  [/^\/$/, [categoryLanding]],
  [/^\/products\/[^/]+$/, [page('catalog', 'CategoryPage')]],
  [/^\/product\/[^/]+$/, [page('catalog', 'ProductPage')]],
  [/^\/search$/, [page('catalog', 'SearchPage')]],
  [/^\/cart$/, [page('cart', 'CartPage')]],
  [/^\/wishlist$/, [page('wishlist', 'WishlistPage')]],
  [/^\/checkout$/, [page('checkout', 'CheckoutPage')]],
  [/^\/legal\/[^/]+$/, [page('legal', 'LegalPage')]],
  [/^\/login$/, [layout('PlainLayout'), page('auth', 'LoginPage')]],
  [/^\/register$/, [layout('PlainLayout'), page('auth', 'RegisterPage')]],
  [/^\/forgot-password$/, [layout('PlainLayout'), page('auth', 'ForgotPasswordPage')]],
  [/^\/(admin|profile|payment)(\/|$)/, []],
  [/^\/[^/]+$/, [categoryLanding]],
];

/**
 * The JS files a storefront path needs beyond what index.html already loads, read from the Vite
 * manifest, so the browser fetches the page's own chunk beside the entry instead of after it.
 */
export function routeChunks(distDir: string): (pathname: string) => string[] {
  const manifestFile = path.join(distDir, '.vite/manifest.json');
  if (!existsSync(manifestFile)) return () => [];
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
  const closure = (keys: string[]) => {
    const files = new Set<string>();
    const visit = (key: string) => {
      const chunk = manifest[key];
      if (!chunk || files.has(chunk.file)) return;
      files.add(chunk.file);
      for (const imported of chunk.imports ?? []) visit(imported);
    };
    for (const key of keys) visit(key);
    return files;
  };
  const entryFiles = closure(Object.keys(manifest).filter((key) => manifest[key]?.isEntry));
  const cache = new Map<RegExp, string[]>();
  return (pathname) => {
    const match = pagesByPath.find(([pattern]) => pattern.test(pathname));
    if (!match) return [];
    const [pattern, modules] = match;
    let files = cache.get(pattern);
    if (!files) {
      files = [...closure(modules)].filter((file) => !entryFiles.has(file)).map((file) => `/${file}`);
      cache.set(pattern, files);
    }
    return files;
  };
}

/** `<link rel="modulepreload">` tags for the files, written just before `</head>`. */
export function withModulePreloads(html: string, files: string[]): string {
  if (files.length === 0) return html;
  const links = files.map((file) => `<link rel="modulepreload" crossorigin href="${file}">`).join('\n    ');
  return html.replace('</head>', () => `  ${links}\n  </head>`);
}
