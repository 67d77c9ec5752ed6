import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../../test/app';
import { createCategory, createProduct } from '../../../../test/catalogue-fixtures';
import { productVariants } from '../../../db/schema/catalogue';

const { app } = await createTestApp();
const day = (n: number) => new Date(Date.UTC(2024, 0, n));

const women = await createCategory(app.db, { name: 'Women', media: 5 });
const kurtas = await createCategory(app.db, { name: 'Kurtas', parentId: women.id });
const dresses = await createCategory(app.db, { name: 'Dresses', parentId: women.id });

// A blue S and a red M: never a blue M. Lowest price 700 (the S), 30% off.
const indigo = await createProduct(app.db, {
  name: 'Indigo Kurta',
  categoryId: kurtas.id,
  createdAt: day(5),
  variants: [
    {
      color: 'Navy Blue',
      colorHexCode: '#1f2a44',
      size: 'S',
      originalPrice: '1000.00',
      discountPrice: '700.00',
      stock: 5,
    },
    { color: 'Maroon', colorHexCode: '#800000', size: 'M', originalPrice: '1000.00', stock: 0 },
  ],
});
// Blue through its hex only ("Shade 7"); 25% off its mustard M.
const sunny = await createProduct(app.db, {
  name: 'Sunny Kurta',
  categoryId: kurtas.id,
  createdAt: day(4),
  variants: [
    {
      color: 'Mustard',
      colorHexCode: '#e1ad01',
      size: 'M',
      originalPrice: '800.00',
      discountPrice: '600.00',
      stock: 3,
    },
    { color: 'Shade 7', colorHexCode: '#1f2a44', size: 'L', originalPrice: '900.00', stock: 2 },
  ],
});
// Two black variants, none in stock.
const plain = await createProduct(app.db, {
  name: 'Plain Kurta',
  categoryId: kurtas.id,
  createdAt: day(3),
  variants: [
    { color: 'Black', size: 'M', originalPrice: '500.00', stock: 0 },
    { color: 'Jet Black', size: 'L', originalPrice: '500.00', stock: 0 },
  ],
});
// Party and Tie are as new as each other: the id settles their order.
const party = await createProduct(app.db, {
  name: 'Party Dress',
  categoryId: dresses.id,
  createdAt: day(2),
  variants: [
    {
      color: 'Royal Blue',
      colorHexCode: '#4169e1',
      size: 'M',
      originalPrice: '2000.00',
      discountPrice: '1000.00',
      stock: 1,
    },
    {
      color: 'Royal Blue',
      colorHexCode: '#4169e1',
      size: 'S',
      originalPrice: '10.00',
      stock: 5,
      archived: true,
    },
  ],
});
const tie = await createProduct(app.db, {
  name: 'Tie Dress',
  categoryId: dresses.id,
  createdAt: day(2),
  variants: [
    {
      color: 'Baby Pink',
      colorHexCode: '#f4c2c2',
      size: 'M',
      originalPrice: '1000.00',
      discountPrice: '700.00',
      stock: 4,
    },
  ],
});
const bare = await createProduct(app.db, {
  name: 'Bare Kurta',
  categoryId: kurtas.id,
  createdAt: day(1),
  variants: [],
});
await createProduct(app.db, { name: 'Old Kurta', categoryId: kurtas.id, createdAt: day(6), archived: true });

const names = new Map(
  [indigo, sunny, plain, party, tie, bare].map((product) => [product.id, product.name.split(' ')[0]]),
);
/** Party and Tie, which tie on newness, in the order their ids give: newest means id descending. */
const [firstTwin, secondTwin] = [party, tie]
  .sort((a, b) => (a.id < b.id ? 1 : -1))
  .map((product) => names.get(product.id) as string);

async function list(query: string, path = '/api/products/category/women') {
  const res = await app.inject({ method: 'GET', url: `${path}?${query}` });
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json();
  return { ...body, names: body.data.map((p: { id: string }) => names.get(p.id)) };
}

describe('product list filters', () => {
  it('lists every live product newest first, variantless ones included, when nothing is filtered', async () => {
    const page = await list('');
    expect(page.names).toEqual(['Indigo', 'Sunny', 'Plain', firstTwin, secondTwin, 'Bare']);
    expect(page.pagination).toEqual({ page: 1, limit: 20, total: 6, totalPages: 1 });
  });

  it('size keeps products with a live variant in that size, archived variants not counting', async () => {
    expect((await list('size=S')).names).toEqual(['Indigo']);
    expect((await list('size=S&size=L')).names).toEqual(['Indigo', 'Sunny', 'Plain']);
    expect((await list('size=S,L')).names).toEqual(['Indigo', 'Sunny', 'Plain']);
  });

  it('color matches the family through the colour name or, failing that, the hex', async () => {
    expect((await list('color=Blue')).names).toEqual(['Indigo', 'Sunny', 'Party']);
    expect((await list('color=Black')).names).toEqual(['Plain']);
    expect((await list('color=Pink,Yellow')).names).toEqual(['Sunny', 'Tie']);
  });

  it('minPrice and maxPrice bound the effective price, the discount price when there is one', async () => {
    expect((await list('minPrice=600&maxPrice=800')).names.sort()).toEqual(['Indigo', 'Sunny', 'Tie']);
    expect((await list('minPrice=1000')).names).toEqual([
      'Indigo',
      firstTwin === 'Party' ? 'Party' : 'Party',
    ]);
    expect((await list('maxPrice=500.00')).names).toEqual(['Plain']);
  });

  it('minDiscount keeps products with a variant at least that much off, rounded as the product definition says', async () => {
    expect((await list('minDiscount=30')).names).toEqual(['Indigo', firstTwin, secondTwin]);
    expect((await list('minDiscount=50')).names).toEqual(['Party']);
    expect((await list('minDiscount=25')).names).toContain('Sunny');
  });

  it('inStock=true keeps products with a variant in stock', async () => {
    expect((await list('inStock=true')).names).toEqual(['Indigo', 'Sunny', firstTwin, secondTwin]);
    expect((await list('inStock=false')).pagination.total).toBe(6);
  });

  it('a product matches only when one variant meets every filter: a blue S and a red M are no blue M', async () => {
    expect((await list('color=Blue&size=M')).names).toEqual(['Party']);
    expect((await list('color=Red&inStock=true')).names).toEqual([]);
    expect((await list('color=Blue&minDiscount=30&maxPrice=800')).names).toEqual(['Indigo']);
  });

  it("a subcategory's list applies its filters within the subcategory", async () => {
    expect((await list('color=Blue', '/api/products/category/kurtas')).names).toEqual(['Indigo', 'Sunny']);
  });
});

describe('facets', () => {
  it('count products, not variants, for every choice with no filter', async () => {
    const { facets } = await list('');
    expect(facets.sizes).toEqual([
      { value: 'S', count: 1 },
      { value: 'M', count: 5 },
      { value: 'L', count: 2 },
    ]);
    expect(facets.colors).toEqual([
      { value: 'Black', hex: expect.stringMatching(/^#/), count: 1 },
      { value: 'Red', hex: expect.any(String), count: 1 },
      { value: 'Pink', hex: expect.any(String), count: 1 },
      { value: 'Yellow', hex: expect.any(String), count: 1 },
      { value: 'Blue', hex: expect.any(String), count: 3 },
    ]);
    expect(facets.price).toEqual({ min: '500.00', max: '1000.00' });
    expect(facets.discounts).toEqual([
      { value: 10, count: 4 },
      { value: 20, count: 4 },
      { value: 30, count: 3 },
      { value: 40, count: 1 },
      { value: 50, count: 1 },
      { value: 60, count: 0 },
      { value: 70, count: 0 },
    ]);
  });

  it('each count applies every other active filter but not its own', async () => {
    const blue = await list('color=Blue');
    // Sizes under Blue: Indigo's S, Sunny's L, Party's M.
    expect(blue.facets.sizes).toEqual([
      { value: 'S', count: 1 },
      { value: 'M', count: 1 },
      { value: 'L', count: 1 },
    ]);
    // The colour facet ignores the colour filter.
    expect(blue.facets.colors.map((c: { value: string }) => c.value)).toEqual([
      'Black',
      'Red',
      'Pink',
      'Yellow',
      'Blue',
    ]);
    expect(blue.facets.discounts.slice(0, 5).map((d: { count: number }) => d.count)).toEqual([2, 2, 2, 1, 1]);

    const blueM = await list('color=Blue&size=M');
    expect(blueM.facets.colors).toEqual([
      { value: 'Black', hex: expect.any(String), count: 1 },
      { value: 'Red', hex: expect.any(String), count: 1 },
      { value: 'Pink', hex: expect.any(String), count: 1 },
      { value: 'Yellow', hex: expect.any(String), count: 1 },
      { value: 'Blue', hex: expect.any(String), count: 1 },
    ]);

    const dearBlue = await list('color=Blue&minPrice=800');
    expect(dearBlue.pagination.total).toBe(2);
    expect(dearBlue.facets.price).toEqual({ min: '700.00', max: '1000.00' });

    const inStockBlack = await list('inStock=true&color=Black');
    expect(inStockBlack.pagination.total).toBe(0);
    expect(inStockBlack.facets.colors.find((c: { value: string }) => c.value === 'Black')).toEqual({
      value: 'Black',
      hex: expect.any(String),
      count: 0,
    });
  });

  it('list a chosen size that nothing matches with a count of 0', async () => {
    const { facets } = await list('size=XXL&color=Pink');
    expect(facets.sizes).toEqual([
      { value: 'M', count: 1 },
      { value: 'XXL', count: 0 },
    ]);
  });
});

describe('sort orders', () => {
  it('newest breaks ties between products as new as each other by id, the same way every time', async () => {
    expect((await list('sort=newest')).names).toEqual([
      'Indigo',
      'Sunny',
      'Plain',
      firstTwin,
      secondTwin,
      'Bare',
    ]);
  });

  it('price_asc and price_desc order by the lowest effective price, ties newest first, variantless last', async () => {
    expect((await list('sort=price_asc')).names).toEqual([
      'Plain',
      'Sunny',
      'Indigo',
      'Tie',
      'Party',
      'Bare',
    ]);
    expect((await list('sort=price_desc')).names).toEqual([
      'Party',
      'Indigo',
      'Tie',
      'Sunny',
      'Plain',
      'Bare',
    ]);
  });

  it('price order reads only the variants that match the filters', async () => {
    // Indigo's M costs 1000: its 700 S does not count once size=M is chosen.
    expect((await list('sort=price_asc&size=M')).names).toEqual(['Plain', 'Sunny', 'Tie', 'Indigo', 'Party']);
  });

  it('discount puts the largest percentage first, ties newest first', async () => {
    expect((await list('sort=discount')).names).toEqual(['Party', 'Indigo', 'Tie', 'Sunny', 'Plain', 'Bare']);
  });

  it('relevance without a search term lists newest first', async () => {
    expect((await list('sort=relevance')).names).toEqual((await list('sort=newest')).names);
  });
});

describe('paging with filters', () => {
  it('pages count only the matching products and never repeat one', async () => {
    const first = await list('color=Blue&limit=2&sort=price_desc');
    const second = await list('color=Blue&limit=2&page=2&sort=price_desc');
    expect(first.names).toEqual(['Party', 'Sunny']);
    expect(second.names).toEqual(['Indigo']);
    expect(second.pagination).toEqual({ page: 2, limit: 2, total: 3, totalPages: 2 });
    const beyond = await list('color=Blue&limit=2&page=3');
    expect(beyond.data).toEqual([]);
    expect(beyond.pagination.total).toBe(3);
  });
});

describe('GET /api/products with q', () => {
  it('searches as the search overlay does, then filters, with facets of the search', async () => {
    const kurtas = await list('q=kurta', '/api/products');
    expect(kurtas.names.sort()).toEqual(['Bare', 'Indigo', 'Plain', 'Sunny']);
    expect(kurtas.facets.sizes.map((s: { value: string }) => s.value)).toEqual(['S', 'M', 'L']);
    expect((await list('q=kurta&color=Blue', '/api/products')).names.sort()).toEqual(['Indigo', 'Sunny']);
    expect((await list('q=kurta&color=Blue&sort=price_desc', '/api/products')).names).toEqual([
      'Sunny',
      'Indigo',
    ]);
  });

  it('forgives a typo when no word matches', async () => {
    expect((await list('q=drss&inStock=true', '/api/products')).names.sort()).toEqual(['Party', 'Tie']);
  });

  it('ignores a term under 2 characters', async () => {
    expect((await list('q=k', '/api/products')).pagination.total).toBe(6);
  });
});

describe('bad values', () => {
  it.each([
    ['sort=cheapest', 'sort'],
    ['color=Teal', 'color'],
    ['color=Blue,Teal', 'color'],
    ['minPrice=abc', 'minPrice'],
    ['maxPrice=-5', 'maxPrice'],
    ['minPrice=10.555', 'minPrice'],
    ['minDiscount=150', 'minDiscount'],
    ['minDiscount=12.5', 'minDiscount'],
    ['inStock=yes', 'inStock'],
  ])('%s answers 400 naming %s', async (query, parameter) => {
    for (const path of ['/api/products', '/api/products/category/women']) {
      const res = await app.inject({ method: 'GET', url: `${path}?${query}` });
      expect(res.statusCode, `${path}?${query}`).toBe(400);
      const body = res.json();
      expect(Object.keys(body.errors)).toEqual([parameter]);
      expect(body.message).toBe(body.errors[parameter]);
    }
  });
});

describe('cached filtered lists', () => {
  it('are dropped when a product the page does not show changes stock', async () => {
    const before = await list('color=Blue&inStock=true&limit=1');
    expect(before.names).toEqual(['Indigo']);
    expect(before.pagination.total).toBe(3);
    await app.db
      .update(productVariants)
      .set({ stock: 0 })
      .where(eq(productVariants.id, party.variantIds[0] as string));
    const after = await list('color=Blue&inStock=true&limit=1');
    expect(after.pagination.total).toBe(2);
    expect(after.facets.sizes.map((s: { value: string }) => s.value)).toEqual(['S', 'L']);
  });

  it('give the same answer for the same filters written in another order', async () => {
    const a = await app.inject({ method: 'GET', url: '/api/products/category/women?size=L,S&color=Blue' });
    const b = await app.inject({
      method: 'GET',
      url: '/api/products/category/women?color=Blue&size=S&size=L',
    });
    expect(a.body).toBe(b.body);
  });
});
