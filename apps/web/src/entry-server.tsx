// The server's side of shopper pages: renders a storefront URL to HTML with the answers it was drawn
// from, so the first screen arrives with its content (and search engines and link previews see it).
// Built by `vite build --ssr` into apps/web/dist-server; the API server imports it (modules/spa).
import { dehydrate, type FetchQueryOptions, type Query, type QueryClient } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { App } from './app/App';
import { AppRoutes, preloadForServer } from './app/router';
import { type ApiTransport, setApiTransport } from './lib/api';
import { createQueryClient } from './lib/query-client';

export { SERVER_QUERIES_ELEMENT_ID } from './server-rendering';

/** The answers a shopper page may be drawn from: public catalogue data, never anyone's own. */
const publicQueries = new Set([
  'categories',
  'company-details',
  'home-banners',
  'home-rail',
  'product',
  'product-listing',
  'product-reviews',
  'legal-page',
  'shop-rules',
  'store-policies',
]);
const isPublic = (query: Query) => publicQueries.has(String(query.queryKey[0]));

// Each pass asks for what the last one found missing: the page's data, then what depends on it.
const MAX_PASSES = 4;

/**
 * The queries each page asked for when it was last drawn. A page is drawn again whenever its data
 * changes (a sale changes a product's stock), and asking for all of them before the first render
 * draws it in one pass instead of one per layer of data: the renders, not the answers, are what a
 * draw costs. Bounded: the least recently drawn page is forgotten first.
 */
const askedFor = new Map<string, FetchQueryOptions[]>();
const REMEMBERED_PAGES = 2_000;

/**
 * A query's own options, as its hook gave them: an infinite query (the reviews) fetches through its
 * own type and page params. Not the client's defaults merged into them: the default staleTime
 * holds its client, and through it every answer of the page it drew, which the next page's client
 * would then hold in turn (800 product pages kept 57 MB of old answers alive).
 */
function ownOptions(query: Query, clientDefaults: Record<string, unknown>): FetchQueryOptions {
  // Not `_defaulted` either, so that the next client applies its own defaults.
  const own = Object.entries(query.options).filter(
    ([name, value]) => name !== '_defaulted' && clientDefaults[name] !== value,
  );
  return { ...Object.fromEntries(own), queryKey: query.queryKey } as FetchQueryOptions;
}

function rememberQueries(url: string, queries: Query[], queryClient: QueryClient): void {
  const clientDefaults = { ...queryClient.getDefaultOptions().queries };
  askedFor.delete(url);
  askedFor.set(
    url,
    queries.map((query) => ownOptions(query, clientDefaults)),
  );
  if (askedFor.size > REMEMBERED_PAGES) askedFor.delete(askedFor.keys().next().value as string);
}

async function fetchRemembered(url: string, queryClient: QueryClient): Promise<void> {
  const remembered = askedFor.get(url);
  if (remembered) await Promise.all(remembered.map((options) => queryClient.prefetchQuery(options)));
}

export interface RenderedPage {
  /** The markup inside #root. */
  html: string;
  /** The answers, as JSON for the page's data block (see SERVER_QUERIES_ELEMENT_ID). */
  queries: string;
}

/**
 * Renders a storefront URL with its public data, fetched through `transport` (the server's own API).
 * Undefined when the page cannot be drawn on the server as it will be in the browser (an answer
 * failed): the browser then renders it as it always has.
 */
export async function renderPage(url: string, transport: ApiTransport): Promise<RenderedPage | undefined> {
  setApiTransport(transport);
  const { pathname, search } = new URL(url);
  await preloadForServer(pathname);
  const { queryClient } = createQueryClient();
  await fetchRemembered(url, queryClient);
  const render = () =>
    renderToString(
      <App queryClient={queryClient}>
        <StaticRouter location={`${pathname}${search}`}>
          <AppRoutes />
        </StaticRouter>
      </App>,
    );

  let html = render();
  for (let pass = 1; pass < MAX_PASSES; pass++) {
    const waiting = queryClient
      .getQueryCache()
      .getAll()
      .filter(
        (query) => isPublic(query) && query.state.status === 'pending' && query.state.fetchStatus === 'idle',
      );
    if (waiting.length === 0) break;
    await Promise.all(waiting.map((query) => query.fetch().catch(() => undefined)));
    html = render();
  }
  const queries = queryClient.getQueryCache().getAll().filter(isPublic);
  if (queries.some((query) => query.state.status !== 'success')) return undefined;
  rememberQueries(url, queries, queryClient);
  const state = dehydrate(queryClient, { shouldDehydrateQuery: isPublic });
  return { html, queries: JSON.stringify(state) };
}
