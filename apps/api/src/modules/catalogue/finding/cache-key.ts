import type { FindingQuery } from './service';

/**
 * A product list request as a cache key: page, limit, search and every filter in one fixed order,
 * lists sorted and without repeats, so the same question always gives the same key.
 */
export function findingKey(query: FindingQuery): string {
  const list = (values: string[]) => [...new Set(values)].sort().join(',');
  const parts: [string, unknown][] = [
    ['page', query.page],
    ['limit', query.limit],
    ['q', query.q?.trim().toLowerCase()],
    ['sort', query.sort],
    ['size', list(query.size)],
    ['color', list(query.color)],
    ['minPrice', query.minPrice],
    ['maxPrice', query.maxPrice],
    ['minDiscount', query.minDiscount],
    ['inStock', query.inStock],
  ];
  return parts
    .filter(([, value]) => value !== undefined && value !== '')
    .map(([name, value]) => `${name}=${encodeURIComponent(String(value))}`)
    .join('&');
}
