import { colourFamilies } from '@vastra/contract/finding-choices';
import type { CatalogueSample } from './catalogue-sample';
import { searchTerms } from './catalogue-sample';
import { seededRandom } from './random';
import { type LoadSettings, measureAgainstCeiling, type Scenario } from './scenarios';

/** The target for filtered lists, cold, at 100,000 products. */
export const FINDING_P99_TARGET_MS = 50;

/** The choices a shopper's filter panel offers (docs/api.md §5). */
const sorts = ['newest', 'price_asc', 'price_desc', 'discount'];
const sizes = ['XS', 'S', 'M', 'L', 'XL', 'XXL', '28', '30', '32', '34', '36', '2-3Y', '6-7Y'];
const families = colourFamilies;
const priceBands = [
  [0, 499],
  [500, 999],
  [1000, 1999],
  [2000, 4999],
  [5000, undefined],
] as const;
const discounts = [10, 20, 30, 40, 50];

/**
 * An endless series of filtered lists, never the same one twice, so every request misses the
 * catalogue cache: half category pages, half GET /products?q=, each with a random sort and a random
 * handful of size, colour, price, discount and stock filters.
 */
export function findingPaths(sample: CatalogueSample, seed: number): () => string {
  const random = seededRandom(seed);
  const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)] as T;
  const some = <T>(items: readonly T[], most: number) => [
    ...new Set(Array.from({ length: Math.floor(random() * (most + 1)) }, () => pick(items))),
  ];
  const asked = new Set<string>();
  const next = (): string => {
    const params = new URLSearchParams();
    const searching = random() < 0.5;
    if (searching) params.set('q', pick(searchTerms));
    const sort = pick([...sorts, searching ? 'relevance' : 'newest']);
    params.set('sort', sort);
    for (const size of some(sizes, 2)) params.append('size', size);
    for (const family of some(families, 2)) params.append('color', family);
    if (random() < 0.4) {
      const [min, max] = pick(priceBands);
      params.set('minPrice', String(min));
      if (max !== undefined) params.set('maxPrice', String(max));
    }
    if (random() < 0.3) params.set('minDiscount', String(pick(discounts)));
    if (random() < 0.5) params.set('inStock', 'true');
    params.set('page', String(1 + Math.floor(random() * 3)));
    params.set('limit', '20');
    const path = searching
      ? `/api/products?${params}`
      : `/api/products/category/${pick(sample.categorySlugs)}?${params}`;
    if (asked.has(path)) return next();
    asked.add(path);
    return path;
  };
  return next;
}

/** The filtered-list read: random filter and sort combinations, each asked once (the cache stays cold). */
export async function findingScenario(origin: string, sample: CatalogueSample): Promise<Scenario> {
  const bodyPaths = findingPaths(sample, 99);
  const probes = Array.from({ length: 40 }, bodyPaths);
  let total = 0;
  for (const path of probes) {
    const res = await fetch(`${origin}${path}`);
    if (!res.ok) throw new Error(`GET ${path} answered ${res.status}`);
    total += (await res.arrayBuffer()).byteLength;
  }
  return {
    name: 'filtered lists (cold)',
    request:
      'GET /api/products/category/{slug}?{filters} and GET /api/products?q={term}&{filters}, random sort and filters, each combination once',
    nextPath: findingPaths(sample, 7),
    bodyBytes: Math.round(total / probes.length),
    p99TargetMs: FINDING_P99_TARGET_MS,
  };
}

/** One point of the growth figure: the filtered-list read measured at a catalogue size. */
export interface FindingGrowthPoint {
  products: number;
  requestsPerSecond: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  ceilingRequestsPerSecond: number;
  ratio: number;
}

/** Measures the filtered-list scenario (with its ceiling) for one catalogue size. */
export async function findingGrowthPoint(
  origin: string,
  sample: CatalogueSample,
  settings: LoadSettings,
  products: number,
): Promise<FindingGrowthPoint> {
  const comparison = await measureAgainstCeiling(origin, settings, await findingScenario(origin, sample));
  return {
    products,
    requestsPerSecond: comparison.real.requestsPerSecond,
    latencyP50Ms: comparison.real.latencyP50Ms,
    latencyP99Ms: comparison.real.latencyP99Ms,
    ceilingRequestsPerSecond: comparison.ceiling.requestsPerSecond,
    ratio: comparison.ratio,
  };
}
