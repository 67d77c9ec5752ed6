import type { Product } from '@vastra/contract/catalogue';
import { describe, expect, it } from 'vitest';
import { findFigureSpots, type LiveFigures, withNewFigures } from './live-figures';

const product = (id: string, name: string, stocks: number[], rating = { average: 0, count: 0 }): Product => ({
  id,
  name,
  description: 'Says "stock":5 and "rating":{} in its text',
  categoryId: 'c',
  category: { id: 'c', name: 'Kurtas', slug: 'kurtas' },
  images: [],
  variants: stocks.map((stock, i) => ({
    id: `${id}-v${i}`,
    color: 'White',
    colorHexCode: '#ffffff',
    size: 'M',
    originalPrice: '999.00',
    discountPrice: null,
    stock,
  })),
  price: '999.00',
  totalStock: stocks.reduce((a, b) => a + b, 0),
  rating,
  hsnCode: null,
  gstRate: null,
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
});

const kurta = product('p1', 'Kurta "stock":1', [3, 12]);
const saree = product('p2', 'Saree', [7], { average: 4.5, count: 2 });
const page = (data: Product[]) => JSON.stringify({ data, pagination: { page: 1 }, facets: { sizes: [] } });

describe('live figures in a cached answer', () => {
  it('finds every stock, totalStock and rating, however the texts around them read', () => {
    const spots = findFigureSpots(page([kurta, saree]), [kurta, saree]);
    expect(spots?.map(({ product, figure, variant }) => [product, figure, variant])).toEqual([
      ['p1', 'stock', 'p1-v0'],
      ['p1', 'stock', 'p1-v1'],
      ['p1', 'totalStock', undefined],
      ['p1', 'rating', undefined],
      ['p2', 'stock', 'p2-v0'],
      ['p2', 'totalStock', undefined],
      ['p2', 'rating', undefined],
    ]);
  });

  it('writes new figures in, giving the JSON a fresh answer would have', () => {
    const json = page([kurta, saree]);
    const spots = findFigureSpots(json, [kurta, saree]) ?? [];
    const changed = new Map<string, LiveFigures>([
      ['p1', { stock: { 'p1-v0': 0, 'p1-v1': 1250 }, ratingCount: 3, ratingSum: 13 }],
    ]);
    const once = withNewFigures(json, spots, changed);
    const kurtaNow = {
      ...kurta,
      variants: [
        { ...(kurta.variants[0] as Product['variants'][number]), stock: 0 },
        { ...(kurta.variants[1] as Product['variants'][number]), stock: 1250 },
      ],
      totalStock: 1250,
      rating: { average: 4.3, count: 3 },
    };
    expect(once?.json).toBe(page([kurtaNow, saree]));
    // The moved spots serve the next change too.
    const twice = withNewFigures(
      once?.json ?? '',
      once?.spots ?? [],
      new Map([['p2', { stock: { 'p2-v0': 6 }, ratingCount: 2, ratingSum: 9 }]]),
    );
    expect(twice?.json).toBe(
      page([
        kurtaNow,
        {
          ...saree,
          variants: [{ ...(saree.variants[0] as Product['variants'][number]), stock: 6 }],
          totalStock: 6,
        },
      ]),
    );
  });

  it('gives up on JSON that does not show the figures where and as the products hold them', () => {
    expect(findFigureSpots(page([kurta]), [kurta, saree])).toBeUndefined();
    expect(findFigureSpots(page([saree, kurta]), [kurta, saree])).toBeUndefined();
    expect(findFigureSpots(page([{ ...kurta, totalStock: 16 }]), [kurta])).toBeUndefined();
    expect(findFigureSpots(page([kurta]), [{ ...kurta, rating: { average: 1, count: 1 } }])).toBeUndefined();
  });

  it('cannot write figures for a variant the change does not name', () => {
    const json = page([kurta]);
    const spots = findFigureSpots(json, [kurta]) ?? [];
    expect(
      withNewFigures(json, spots, new Map([['p1', { stock: { 'p1-v0': 1 }, ratingCount: 0, ratingSum: 0 }]])),
    ).toBeUndefined();
  });
});
