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

interface StorefrontPage {
  /** The lazy page modules the path opens with, as the Vite manifest names them. */
  modules: string[];
  /** Drawn on the server with its data (shopper pages); the others stay client-rendered. */
  serverRendered: boolean;
}

const shopperPage = (...modules: string[]): StorefrontPage => ({ modules, serverRendered: true });
const clientPage = (...modules: string[]): StorefrontPage => ({ modules, serverRendered: false });

/**
 * What each storefront path opens with, first match wins. The home page redirects to a category's
 * landing a second after it opens, so it warms that page's code too. Account, admin, checkout and
 * sign-in pages are someone's own and stay client-rendered.
 */
const pagesByPath: [RegExp, StorefrontPage][] = [
  [/^\/$/, shopperPage(categoryLanding)],
  [/^\/products\/[^/]+$/, shopperPage(page('catalog', 'CategoryPage'))],
  [/^\/product\/[^/]+$/, shopperPage(page('catalog', 'ProductPage'))],
  [/^\/search$/, shopperPage(page('catalog', 'SearchPage'))],
  [/^\/legal\/[^/]+$/, shopperPage(page('legal', 'LegalPage'))],
  [/^\/policies\/[^/]+$/, shopperPage(page('policies', 'StorePolicyPage'))],
  [/^\/cart$/, clientPage(page('cart', 'CartPage'))],
  [/^\/wishlist$/, clientPage(page('wishlist', 'WishlistPage'))],
  [/^\/checkout$/, clientPage(page('checkout', 'CheckoutPage'))],
  [/^\/login$/, clientPage(layout('PlainLayout'), page('auth', 'LoginPage'))],
  [/^\/register$/, clientPage(layout('PlainLayout'), page('auth', 'RegisterPage'))],
  [/^\/forgot-password$/, clientPage(layout('PlainLayout'), page('auth', 'ForgotPasswordPage'))],
  [/^\/track\/[^/]+$/, clientPage(page('orders', 'TrackingPage'))],
  [/^\/cod\/[^/]+$/, clientPage(page('cod-confirmation', 'CodConfirmationPage'))],
  [/^\/(admin|profile|payment)(\/|$)/, clientPage()],
  [/^\/[^/]+$/, shopperPage(categoryLanding)],
];

const matchPage = (pathname: string) => pagesByPath.find(([pattern]) => pattern.test(pathname));

/** The lazy page modules `pathname` opens with, as the Vite manifest names them (none when no page answers it). */
export function pageModulesFor(pathname: string): string[] {
  return matchPage(pathname)?.[1].modules ?? [];
}

/** A storefront path as the server answers it. */
export interface StorefrontPath {
  /** The JS files it needs beyond what index.html loads: preloaded, so they come beside the entry. */
  chunks: string[];
  serverRendered: boolean;
}

/** Says, from the Vite manifest, what each storefront path needs. */
export function storefrontPaths(distDir: string): (pathname: string) => StorefrontPath {
  const manifestFile = path.join(distDir, '.vite/manifest.json');
  const manifest = existsSync(manifestFile)
    ? (JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest)
    : {};
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
  const cache = new Map<RegExp, StorefrontPath>();
  return (pathname) => {
    const match = matchPage(pathname);
    if (!match) return { chunks: [], serverRendered: false };
    const [pattern, { modules, serverRendered }] = match;
    let answer = cache.get(pattern);
    if (!answer) {
      const chunks = [...closure(modules)].filter((file) => !entryFiles.has(file)).map((file) => `/${file}`);
      answer = { chunks, serverRendered };
      cache.set(pattern, answer);
    }
    return answer;
  };
}

/** `<link rel="modulepreload">` tags for the files, written just before `</head>`. */
export function withModulePreloads(html: string, files: string[]): string {
  if (files.length === 0) return html;
  const links = files.map((file) => `<link rel="modulepreload" crossorigin href="${file}">`).join('\n    ');
  return html.replace('</head>', () => `  ${links}\n  </head>`);
}
