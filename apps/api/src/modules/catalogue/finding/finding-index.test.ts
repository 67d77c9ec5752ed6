import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { buildTestApp, createTestApp } from '../../../../test/app';
import { createCategory, createProduct } from '../../../../test/catalogue-fixtures';
import { testDatabaseKind } from '../../../../test/database';
import { collectGarbage } from '../../../../test/garbage';
import { withDatabase } from '../../../../test/global-setup';
import type { App } from '../../../app';
import { openPostgres } from '../../../db/client';
import { products, productVariants } from '../../../db/schema/catalogue';
import type { ChangeSet } from '../answers/catalogue-changes';
import { createFindingIndex } from './finding-index';

const { app, config } = await createTestApp();

const shirts = await createCategory(app.db, { name: 'Shirts' });
const linen = await createProduct(app.db, {
  name: 'Linen Shirt',
  categoryId: shirts.id,
  variants: [
    { color: 'White', size: 'M', originalPrice: '1500.00', stock: 4 },
    { color: 'Navy Blue', size: 'L', originalPrice: '1500.00', stock: 0 },
  ],
});
const oxford = await createProduct(app.db, {
  name: 'Oxford Shirt',
  categoryId: shirts.id,
  variants: [{ color: 'Sky Blue', size: 'M', originalPrice: '1200.00', stock: 6 }],
});

async function list(query: string, from: App = app) {
  const res = await from.inject({ method: 'GET', url: `/api/products/category/shirts?${query}` });
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json();
  const names = body.data.map((p: { name: string }) => p.name.split(' ')[0]);
  return { ...body, names };
}
const sizeCount = (page: { facets: { sizes: { value: string; count: number }[] } }, size: string) =>
  page.facets.sizes.find((s) => s.value === size)?.count ?? 0;

describe('product summaries pass over products whose variants cannot count', () => {
  it('a size beyond the 31st, which shares its summary bit with the others, filters and counts exactly', async () => {
    const trousers = await createCategory(app.db, { name: 'Trousers' });
    const sizes = Array.from({ length: 40 }, (_, n) => `W${n + 20}`);
    await createProduct(app.db, {
      name: 'Wide Trousers',
      categoryId: trousers.id,
      variants: sizes
        .slice(0, 34)
        .map((size) => ({ color: 'Black', size, originalPrice: '900.00', stock: 1 })),
    });
    await createProduct(app.db, {
      name: 'Slim Trousers',
      categoryId: trousers.id,
      variants: sizes.slice(34).map((size) => ({ color: 'Black', size, originalPrice: '700.00', stock: 1 })),
    });
    const ask = async (query: string) => {
      const res = await app.inject({ method: 'GET', url: `/api/products/category/trousers?${query}` });
      expect(res.statusCode, res.body).toBe(200);
      return res.json();
    };
    const w53 = await ask('size=W53&color=Black');
    expect(w53.data.map((p: { name: string }) => p.name)).toEqual(['Wide Trousers']);
    expect(sizeCount(w53, 'W53')).toBe(1);
    expect(sizeCount(w53, 'W54')).toBe(1);
    const w58 = await ask('size=W58&maxPrice=800');
    expect(w58.data.map((p: { name: string }) => p.name)).toEqual(['Slim Trousers']);
    expect(w58.facets.price).toEqual({ min: '700.00', max: '700.00' });
    expect((await ask('size=W53&maxPrice=800')).data).toEqual([]);
  });
});

// Every write below goes straight to the database, past the services, as another server process (or
// someone with psql) would make it: the index only learns of it from the change log.
describe('the finding index answers as the database stands at each read', () => {
  it('a stock change is seen by the next in-stock list and its counts', async () => {
    expect((await list('inStock=true&size=M')).names).toEqual(['Oxford', 'Linen']);
    await app.db
      .update(productVariants)
      .set({ stock: 0 })
      .where(eq(productVariants.id, linen.variantIds[0] as string));
    const after = await list('inStock=true&size=M');
    expect(after.names).toEqual(['Oxford']);
    expect(sizeCount(after, 'M')).toBe(1);
    await app.db
      .update(productVariants)
      .set({ stock: 3 })
      .where(eq(productVariants.id, linen.variantIds[1] as string));
    const large = await list('inStock=true&size=L');
    expect(large.names).toEqual(['Linen']);
    // Linen was shown before with 4 in stock: the product itself is read again, not remembered.
    expect(large.data[0].totalStock).toBe(3);
  });

  it('a price change moves the product in price order and in the price range', async () => {
    expect((await list('sort=price_asc&color=Blue')).names).toEqual(['Oxford', 'Linen']);
    await app.db
      .update(productVariants)
      .set({ discountPrice: '900.00' })
      .where(eq(productVariants.id, linen.variantIds[1] as string));
    const after = await list('sort=price_asc&color=Blue');
    expect(after.names).toEqual(['Linen', 'Oxford']);
    expect(after.data[0].price).toBe('900.00');
    expect(after.facets.price).toEqual({ min: '900.00', max: '1200.00' });
    expect((await list('minDiscount=40')).names).toEqual(['Linen']);
  });

  it('a size change is seen by the size filter and the size facet', async () => {
    await app.db
      .update(productVariants)
      .set({ size: 'XL' })
      .where(eq(productVariants.id, oxford.variantIds[0] as string));
    const xl = await list('size=XL');
    expect(xl.names).toEqual(['Oxford']);
    expect(sizeCount(xl, 'XL')).toBe(1);
    expect(sizeCount(xl, 'M')).toBe(1);
  });

  it('new variants beyond the room a product had, and archived ones, are read whole', async () => {
    await app.db.insert(productVariants).values(
      ['S', 'XXL', '3XL'].map((size) => ({
        productId: oxford.id,
        color: 'Olive',
        colorHexCode: '#556b2f',
        size,
        originalPrice: '1100.00',
        stock: 2,
      })),
    );
    const green = await list('color=Green');
    expect(green.names).toEqual(['Oxford']);
    expect(green.facets.sizes.map((s: { value: string }) => s.value)).toEqual(['S', 'XXL', '3XL']);
    expect((await list('')).facets.sizes.map((s: { value: string }) => s.value)).toEqual([
      'S',
      'M',
      'L',
      'XL',
      'XXL',
      '3XL',
    ]);
    await app.db
      .update(productVariants)
      .set({ archivedAt: new Date() })
      .where(eq(productVariants.productId, oxford.id));
    expect((await list('color=Green')).names).toEqual([]);
    expect((await list('sort=price_asc')).names).toEqual(['Linen', 'Oxford']);
  });

  it('a product added or archived is seen at once', async () => {
    const denim = await createProduct(app.db, {
      name: 'Denim Shirt',
      categoryId: shirts.id,
      variants: [{ color: 'Indigo Blue', size: 'M', originalPrice: '800.00', stock: 1 }],
    });
    expect((await list('size=M&inStock=true')).names).toEqual(['Denim']);
    await app.db.update(products).set({ archivedAt: new Date() }).where(eq(products.id, denim.id));
    expect((await list('size=M')).names).toEqual(['Linen']);
  });

  it('a product added with an earlier date, moved to another category or renamed is placed where it belongs', async () => {
    const jackets = await createCategory(app.db, { name: 'Jackets' });
    const coats = await createCategory(app.db, { name: 'Coats' });
    const day = (n: number) => new Date(Date.UTC(2024, 0, n));
    const jacket = (name: string, created: number) =>
      createProduct(app.db, {
        name,
        categoryId: jackets.id,
        createdAt: day(created),
        variants: [{ color: 'Olive', size: 'M', originalPrice: '2000.00', stock: 2 }],
      });
    const names = async (url: string) => {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data.map((p: { name: string }) => p.name);
    };
    await jacket('Bomber Jacket', 3);
    const parka = await jacket('Parka Jacket', 5);
    expect(await names('/api/products/category/jackets?size=M')).toEqual(['Parka Jacket', 'Bomber Jacket']);
    // Made before both, added now: it goes by its date, last.
    await jacket('Denim Jacket', 1);
    expect(await names('/api/products/category/jackets?size=M')).toEqual([
      'Parka Jacket',
      'Bomber Jacket',
      'Denim Jacket',
    ]);
    await app.db.update(products).set({ categoryId: coats.id }).where(eq(products.id, parka.id));
    expect(await names('/api/products/category/jackets?size=M')).toEqual(['Bomber Jacket', 'Denim Jacket']);
    expect(await names('/api/products/category/coats?size=M')).toEqual(['Parka Jacket']);
    await app.db
      .update(products)
      .set({ name: 'Quilted Parka', searchText: 'quilted parka coats' })
      .where(eq(products.id, parka.id));
    expect(await names('/api/products?q=quilted&size=M')).toEqual(['Quilted Parka']);
  });

  // Two processes need a database server: on PGlite this file runs the tests above only.
  if (testDatabaseKind === 'postgres') {
    it('a write through another process or connection is seen by the next read of this one', async () => {
      const [row] = (
        (await app.db.execute(sql`select current_database() as name`)) as unknown as {
          rows: { name: string }[];
        }
      ).rows;
      const url = withDatabase(process.env.TEST_DATABASE_URL as string, row?.name as string);
      const other = await buildTestApp(config, { database: openPostgres(url) });
      await other.ready();
      const psql = new pg.Client({ connectionString: url });
      await psql.connect();
      try {
        await app.db
          .update(productVariants)
          .set({ stock: 2 })
          .where(eq(productVariants.id, linen.variantIds[0] as string));
        expect((await list('inStock=true&size=M')).names).toEqual(['Linen']);
        expect((await list('inStock=true&size=M', other)).names).toEqual(['Linen']);
        // The other process sells the last Linen M; this one's index must not list it any more.
        await other.db
          .update(productVariants)
          .set({ stock: 0 })
          .where(eq(productVariants.id, linen.variantIds[0] as string));
        expect((await list('inStock=true&size=M')).names).toEqual([]);
        // A price and size set by hand on a plain connection reach both processes.
        await psql.query(`update product_variants set size = 'M', discount_price = 500 where id = $1`, [
          linen.variantIds[1],
        ]);
        for (const from of [app, other]) {
          const page = await list('inStock=true&size=M&maxPrice=600', from);
          expect(page.names).toEqual(['Linen']);
          expect(page.data[0]).toMatchObject({ price: '500.00', totalStock: 3 });
          expect(page.facets.price).toEqual({ min: '500.00', max: '500.00' });
        }
      } finally {
        await psql.end();
        await other.close();
      }
    });
  }
});

describe('the changes waiting for the next list', () => {
  const stockChange = (product: string): ChangeSet => ({
    everything: false,
    products: new Set([product]),
    productRows: new Set(),
    beyondStock: new Set(),
    availability: new Set(),
    figures: new Map(),
  });

  it('are kept as one, however many looks bring them: the looks themselves are let go', async () => {
    const finding = createFindingIndex(app.db);
    await finding.current();
    // Every read looks at the change log; under load that is thousands of looks a second, and a shop
    // whose lists nobody filters may not ask for the index for hours.
    const looks = Array.from({ length: 2_000 }, (_, look) => {
      const changed = stockChange(look % 2 === 0 ? linen.id : oxford.id);
      finding.apply(changed);
      return new WeakRef(changed);
    });
    await collectGarbage();
    expect(looks.filter((look) => look.deref() !== undefined)).toHaveLength(0);

    const index = await finding.current();
    // Both products were read again, in one read for all the looks.
    expect(index.version).toBe(1);
    for (const product of [linen, oxford]) {
      expect(index.changedIn[index.slotOf.get(product.id) as number]).toBe(1);
    }
  });
});
