import { type CatalogueSample, meanBodyBytes, searchTerms } from './catalogue-sample';
import { BROWSER_HEADERS, type LoadOptions, type LoadResult, load, run } from './load';
import { picker } from './random';
import type { SideBySide } from './side-by-side';

export interface LoadSettings {
  connections: number;
  durationSeconds: number;
  warmupSeconds: number;
}

/** A real route measured beside the ceiling (the same server answering a body of the same size from memory). */
export interface Comparison {
  scenario: string;
  request: string;
  bodyBytes: number;
  real: LoadResult;
  ceiling: LoadResult;
  /** The real route's requests/s as a share of the ceiling's, measured in the same run. */
  ratio: number;
  /** The p99 this read must stay under, when it is not the catalogue reads' own. */
  p99TargetMs?: number;
  /** The read this one is held to, and the share of its requests/s it must reach. */
  heldTo?: Scenario['heldTo'];
  /** This read and the one it is held to, measured in turns with each other (side-by-side.ts). */
  sideBySide?: SideBySide;
}

export interface Scenario {
  name: string;
  /** How the report names the request, e.g. "GET /api/products/{random id}". */
  request: string;
  nextPath: () => string;
  bodyBytes: number;
  /** Replaces nextPath when a connection repeats a sequence (order placement). */
  requests?: LoadOptions['requests'];
  /** The sequence to warm up with, when `requests` is set (order placement's leaves the scarce variants alone). */
  warmupRequests?: LoadOptions['requests'];
  /** The p99 this read must stay under, when it is not the catalogue reads' own. */
  p99TargetMs?: number;
  /** Headers other than a browser's (BROWSER_HEADERS), both for the read and for its ceiling. */
  headers?: Record<string, string>;
  /** The read this one is held to (a page to its JSON, a compressed read to the same uncompressed). */
  heldTo?: { scenario: string; ratio: number };
  /**
   * Every path the read asks for, each asked once before the warm-up: a page is drawn once and then
   * kept, as a shop's pages are by the time its shoppers arrive (800 product pages drawn in a 10 s
   * measurement would be measuring first visits).
   */
  everyPath?: string[];
}

/** Warms both up, then measures the real route and, right after it, the ceiling with the same body size. */
export async function measureAgainstCeiling(
  origin: string,
  settings: LoadSettings,
  scenario: Scenario,
): Promise<Comparison> {
  const base = { connections: settings.connections, headers: scenario.headers };
  const real: LoadOptions = {
    ...base,
    url: `${origin}${scenario.nextPath()}`,
    nextPath: scenario.nextPath,
    requests: scenario.requests,
  };
  const ceiling: LoadOptions = { ...base, url: `${origin}/api/bench/ceiling?bytes=${scenario.bodyBytes}` };
  console.log(
    `  ${scenario.name}: ${scenario.request} (${scenario.bodyBytes.toLocaleString('en-IN')} bytes)`,
  );
  if (scenario.everyPath) await askEachOnce(origin, scenario.everyPath);
  await run({
    ...real,
    requests: scenario.warmupRequests ?? real.requests,
    durationSeconds: settings.warmupSeconds,
  });
  const realResult = await load(scenario.name, { ...real, durationSeconds: settings.durationSeconds });
  await run({ ...ceiling, durationSeconds: settings.warmupSeconds });
  const ceilingResult = await load(`${scenario.name} (ceiling)`, {
    ...ceiling,
    durationSeconds: settings.durationSeconds,
  });
  const ratio = realResult.requestsPerSecond / Math.max(1, ceilingResult.requestsPerSecond);
  console.log(
    `    ${realResult.requestsPerSecond} req/s (p50 ${realResult.latencyP50Ms} ms, p99 ${realResult.latencyP99Ms} ms); ` +
      `ceiling ${ceilingResult.requestsPerSecond} req/s: ${(ratio * 100).toFixed(1)}%`,
  );
  return {
    scenario: scenario.name,
    request: scenario.request,
    bodyBytes: scenario.bodyBytes,
    real: realResult,
    ceiling: ceilingResult,
    ratio: Math.round(ratio * 1000) / 1000,
    p99TargetMs: scenario.p99TargetMs,
    heldTo: scenario.heldTo,
  };
}

/** Asks for each path once, four at a time, as a browser would (its headers). */
async function askEachOnce(origin: string, paths: string[]): Promise<void> {
  const waiting = [...paths];
  const asker = async () => {
    for (let path = waiting.pop(); path !== undefined; path = waiting.pop()) {
      const res = await fetch(`${origin}${path}`, { headers: BROWSER_HEADERS });
      await res.arrayBuffer();
    }
  };
  await Promise.all(Array.from({ length: 4 }, asker));
}

/** Each JSON read's uncompressed twin must give way to it by no more than this: compressing is the cost. */
const COMPRESSED_SHARE = 0.7;
/** Each drawn page beside its JSON read, sent uncompressed: the page may cost twice what the JSON does. */
const PAGE_SHARE = 0.5;
const uncompressed = (name: string) => `${name} (uncompressed)`;

/**
 * The four catalogue reads a shopper makes most (a product page of the list, a product, a category, a
 * search), each as a browser asks for it and as the bench's load generator used to (no Accept-Encoding),
 * and the four pages the server draws for them (home, a category list, a product, search results).
 */
export async function catalogueScenarios(origin: string, sample: CatalogueSample): Promise<Scenario[]> {
  const productPath = (id: string) => `/api/products/${id}`;
  const categoryPath = (slug: string) => `/api/products/category/${slug}?page=1&limit=20`;
  const searchPath = (term: string) => `/api/products/search?q=${encodeURIComponent(term)}`;
  const listPath = '/api/products?page=1&limit=20';

  const product = picker(sample.productIds, 1);
  const category = picker(sample.categorySlugs, 2);
  const term = picker(searchTerms, 3);
  const reads: Scenario[] = [
    {
      name: 'product list',
      request: `GET ${listPath}`,
      nextPath: () => listPath,
      bodyBytes: await meanBodyBytes(origin, [listPath]),
    },
    {
      name: 'product detail',
      request: `GET /api/products/{id} (${sample.productIds.length} random products)`,
      nextPath: () => productPath(product()),
      bodyBytes: await meanBodyBytes(origin, sample.productIds.slice(0, 50).map(productPath)),
    },
    {
      name: 'category page',
      request: `GET /api/products/category/{slug}?page=1&limit=20 (${sample.categorySlugs.length} categories)`,
      nextPath: () => categoryPath(category()),
      bodyBytes: await meanBodyBytes(origin, sample.categorySlugs.map(categoryPath)),
    },
    {
      name: 'search',
      request: `GET /api/products/search?q={term} (${searchTerms.length} terms, typos included)`,
      nextPath: () => searchPath(term()),
      bodyBytes: await meanBodyBytes(origin, searchTerms.map(searchPath)),
    },
  ];
  const twins = reads.map((read) => ({ ...read, name: uncompressed(read.name), headers: {} }));
  const pages = await pageScenarios(origin, sample);
  return [
    ...reads.map((read) => ({
      ...read,
      heldTo: { scenario: uncompressed(read.name), ratio: COMPRESSED_SHARE },
    })),
    ...twins,
    ...pages,
    await deliveryCheckScenario(origin),
  ];
}

/** Pincodes across India's postal zones: the product page's "Check delivery" asks for one of them. */
const pincodes = ['110001', '400001', '560025', '600028', '700019', '380009', '302001', '781001', '682016'];

/** The product page's delivery check: the shop's rules worked out for a pincode, on every ask. */
async function deliveryCheckScenario(origin: string): Promise<Scenario> {
  const pincode = picker(pincodes, 7);
  const checkPath = (code: string) => `/api/delivery/check?pincode=${code}`;
  return {
    name: 'delivery check',
    request: `GET /api/delivery/check?pincode={pincode} (${pincodes.length} pincodes)`,
    nextPath: () => checkPath(pincode()),
    bodyBytes: await meanBodyBytes(origin, pincodes.map(checkPath)),
    p99TargetMs: 10,
  };
}

/** The pages the server draws for the reads above, each held to its JSON read's uncompressed figure. */
async function pageScenarios(origin: string, sample: CatalogueSample): Promise<Scenario[]> {
  const product = picker(sample.productIds, 4);
  const category = picker(sample.leafCategorySlugs, 5);
  const term = picker(searchTerms, 6);
  const heldTo = (json: string) => ({ scenario: uncompressed(json), ratio: PAGE_SHARE });
  const searchPage = (t: string) => `/search?q=${encodeURIComponent(t)}`;
  return [
    {
      name: 'home page',
      request: 'GET /',
      nextPath: () => '/',
      bodyBytes: await meanBodyBytes(origin, ['/']),
      heldTo: heldTo('product list'),
    },
    {
      name: 'category list page',
      request: `GET /products/{slug} (${sample.leafCategorySlugs.length} categories)`,
      nextPath: () => `/products/${category()}`,
      bodyBytes: await meanBodyBytes(
        origin,
        sample.leafCategorySlugs.slice(0, 10).map((slug) => `/products/${slug}`),
      ),
      heldTo: heldTo('category page'),
      everyPath: sample.leafCategorySlugs.map((slug) => `/products/${slug}`),
    },
    {
      name: 'product page',
      request: `GET /product/{id} (${sample.productIds.length} random products)`,
      nextPath: () => `/product/${product()}`,
      bodyBytes: await meanBodyBytes(
        origin,
        sample.productIds.slice(0, 20).map((id) => `/product/${id}`),
      ),
      heldTo: heldTo('product detail'),
      everyPath: sample.productIds.map((id) => `/product/${id}`),
    },
    {
      name: 'search results page',
      request: `GET /search?q={term} (${searchTerms.length} terms)`,
      nextPath: () => searchPage(term()),
      bodyBytes: await meanBodyBytes(origin, searchTerms.map(searchPage)),
      heldTo: heldTo('search'),
      everyPath: searchTerms.map(searchPage),
    },
  ];
}
