import { setFlagsFromString } from 'node:v8';
import type { Product } from '@vastra/contract/catalogue';
import { describe, expect, it } from 'vitest';
import { type FigureSpot, findFigureSpots, type LiveFigures, withNewFigures } from './live-figures';

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
    const once = withNewFigures(Buffer.from(json), spots, changed);
    const kurtaNow = {
      ...kurta,
      variants: [
        { ...(kurta.variants[0] as Product['variants'][number]), stock: 0 },
        { ...(kurta.variants[1] as Product['variants'][number]), stock: 1250 },
      ],
      totalStock: 1250,
      rating: { average: 4.3, count: 3 },
    };
    expect(once?.body.toString()).toBe(page([kurtaNow, saree]));
    // The moved spots serve the next change too.
    const twice = withNewFigures(
      once?.body ?? Buffer.alloc(0),
      once?.spots ?? [],
      new Map([['p2', { stock: { 'p2-v0': 6 }, ratingCount: 2, ratingSum: 9 }]]),
    );
    expect(twice?.body.toString()).toBe(
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
      withNewFigures(
        Buffer.from(json),
        spots,
        new Map([['p1', { stock: { 'p1-v0': 1 }, ratingCount: 0, ratingSum: 0 }]]),
      ),
    ).toBeUndefined();
  });

  it('writes at the right bytes after Hindi names, into a copy, leaving the answer being sent as it was', () => {
    const hindi = { ...product('p3', 'कुर्ता “stock”:9', [12, 5]), description: 'सूती कुर्ता ₹ 999' };
    const json = page([hindi, saree]);
    const sent = Buffer.from(json);
    const spots = findFigureSpots(json, [hindi, saree]) ?? [];
    const figure = (body: Buffer, spot: FigureSpot) =>
      body.subarray(spot.at, spot.at + spot.length).toString();
    expect(spots.map((spot) => figure(sent, spot))).toEqual([
      '12',
      '5',
      '17',
      '{"average":0,"count":0}',
      '7',
      '7',
      '{"average":4.5,"count":2}',
    ]);

    // The same widths (12 to 11): the spots stay; then a wider one (5 to 10) moves those after it.
    const narrow = withNewFigures(
      sent,
      spots,
      new Map([['p3', { stock: { 'p3-v0': 11, 'p3-v1': 5 }, ratingCount: 0, ratingSum: 0 }]]),
    );
    const wide = withNewFigures(
      narrow?.body ?? sent,
      narrow?.spots ?? [],
      new Map([['p3', { stock: { 'p3-v0': 11, 'p3-v1': 10 }, ratingCount: 1, ratingSum: 4 }]]),
    );
    const variants = (stocks: number[]) =>
      hindi.variants.map((v, i) => ({ ...v, stock: stocks[i] as number }));
    expect(narrow?.body.toString()).toBe(
      page([{ ...hindi, variants: variants([11, 5]), totalStock: 16 }, saree]),
    );
    expect(wide?.body.toString()).toBe(
      page([
        { ...hindi, variants: variants([11, 10]), totalStock: 21, rating: { average: 4, count: 1 } },
        saree,
      ]),
    );
    expect(wide?.spots.map((spot) => figure(wide.body, spot))).toEqual([
      '11',
      '10',
      '21',
      '{"average":4,"count":1}',
      '7',
      '7',
      '{"average":4.5,"count":2}',
    ]);
    expect(sent.toString()).toBe(json);
  });
  it('keeps every spot in one hidden class, found or moved, so that thousands of kept answers share it', () => {
    // V8's own check, compiled after the flag that allows it: a hidden class per spot cost 12 MB
    // of heap with the spots of 10,000 kept answers.
    setFlagsFromString('--allow-natives-syntax');
    const sameHiddenClass = new Function('a', 'b', 'return %HaveSameMap(a, b)') as (
      a: object,
      b: object,
    ) => boolean;
    const json = page([kurta, saree]);
    const found = findFigureSpots(json, [kurta, saree]) ?? [];
    const grown = new Map<string, LiveFigures>([
      ['p2', { stock: { 'p2-v0': 1000 }, ratingCount: 2, ratingSum: 9 }],
    ]);
    const moved = withNewFigures(Buffer.from(json), found, grown)?.spots ?? [];
    expect(moved).not.toBe(found);
    const spots = [...found, ...moved];
    expect(spots).toHaveLength(14);
    expect(spots.filter((spot) => !sameHiddenClass(spot, found[0] as FigureSpot))).toEqual([]);
  });
});
