import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../../test/app';
import { createCategory, createProduct } from '../../../../test/catalogue-fixtures';
import { categories, products, productVariants } from '../../../db/schema/catalogue';

const { app } = await createTestApp();

const men = await createCategory(app.db, { name: 'Men' });
const shirts = await createCategory(app.db, { name: 'Shirts', parentId: men.id });
const linen = await createProduct(app.db, {
  name: 'Linen Shirt',
  categoryId: shirts.id,
  variants: [{ size: 'M', stock: 5 }],
});

async function get(url: string) {
  const res = await app.inject({ method: 'GET', url });
  expect(res.statusCode, url).toBe(200);
  return res.json();
}

/** GET url twice: an answer is kept from its second ask. */
async function keep(url: string) {
  await get(url);
  return get(url);
}

// Every write below goes straight to the database, past the services, as another server process on
// the same PostgreSQL (or someone with psql) would make it: the next read must show it all the same.
describe('catalogue answers kept in memory are never stale', () => {
  it('shows a renamed product at once on its page, in the list, on the category page and in search', async () => {
    const reads = [
      `/api/products/${linen.id}`,
      '/api/products',
      '/api/products/category/men',
      '/api/products/search?q=shirt',
    ];
    for (const url of reads) await keep(url);
    await app.db.update(products).set({ name: 'Oxford Shirt' }).where(eq(products.id, linen.id));

    expect((await get(`/api/products/${linen.id}`)).name).toBe('Oxford Shirt');
    expect((await get('/api/products')).data[0].name).toBe('Oxford Shirt');
    expect((await get('/api/products/category/men')).data[0].name).toBe('Oxford Shirt');
    expect((await get('/api/products/search?q=shirt'))[0].name).toBe('Oxford Shirt');
  });

  it('shows stock taken by an order at once', async () => {
    expect((await keep(`/api/products/${linen.id}`)).totalStock).toBe(5);
    await app.db
      .update(productVariants)
      .set({ stock: 2 })
      .where(eq(productVariants.id, linen.variantIds[0] as string));
    expect((await get(`/api/products/${linen.id}`)).totalStock).toBe(2);
  });

  it('gives a kept answer whose stock changed a new ETag, so a browser holding the old one gets the new stock', async () => {
    const url = `/api/products/${linen.id}`;
    await get(url);
    const first = await app.inject({ method: 'GET', url });
    const kept = await app.inject({ method: 'GET', url, headers: { 'if-none-match': first.headers.etag } });
    expect(kept.statusCode).toBe(304);

    const stockBefore = first.json().totalStock as number;
    await app.db
      .update(productVariants)
      .set({ stock: stockBefore + 7 })
      .where(eq(productVariants.id, linen.variantIds[0] as string));
    const changed = await app.inject({
      method: 'GET',
      url,
      headers: { 'if-none-match': first.headers.etag },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().totalStock).toBe(stockBefore + 7);
    expect(changed.headers.etag).not.toBe(first.headers.etag);
    const again = await app.inject({
      method: 'GET',
      url,
      headers: { 'if-none-match': changed.headers.etag },
    });
    expect(again.statusCode).toBe(304);
  });

  it('shows a new product in the list and the category counts at once', async () => {
    expect((await get('/api/products')).pagination.total).toBe(1);
    await createProduct(app.db, { name: 'Chambray Shirt', categoryId: shirts.id });
    expect((await get('/api/products')).pagination.total).toBe(2);
    const [top] = await get('/api/categories');
    expect(top.subCategories[0]._count.products).toBe(2);
  });

  it('shows a renamed category at once in the tree and on its page', async () => {
    await get('/api/categories');
    await get('/api/products/category/men');
    await app.db.update(categories).set({ name: 'Gents' }).where(eq(categories.id, men.id));
    expect((await get('/api/categories'))[0].name).toBe('Gents');
    expect((await get('/api/products/category/men')).category.name).toBe('Gents');
  });

  it('gives concurrent readers of the same page the same answer', async () => {
    const bodies = await Promise.all(
      Array.from({ length: 20 }, () => app.inject({ method: 'GET', url: '/api/products?limit=5' })),
    );
    expect(new Set(bodies.map((res) => res.body)).size).toBe(1);
    expect(bodies[0]?.headers['content-type']).toBe('application/json; charset=utf-8');
  });
});

describe('a kept answer as it is sent', () => {
  it('is the JSON it was made as, to the byte, compressed for clients that accept it', async () => {
    const kurta = await createProduct(app.db, {
      name: 'Handloom Kurta – हथकरघा ₹',
      // Past the 1 kB below which answers go uncompressed.
      description: 'Handwoven cotton from Phulia, dyed with indigo. '.repeat(30),
      categoryId: shirts.id,
      variants: [{ size: 'M', stock: 3 }],
    });
    const url = `/api/products/${kurta.id}`;
    const made = await app.inject({ method: 'GET', url });
    // Kept from its second ask, then read from memory.
    await app.inject({ method: 'GET', url });
    const kept = await app.inject({ method: 'GET', url });
    expect(kept.rawPayload.equals(made.rawPayload)).toBe(true);
    expect(kept.headers['content-length']).toBe(String(made.rawPayload.length));
    expect(kept.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(kept.json().name).toBe('Handloom Kurta – हथकरघा ₹');

    const compressed = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers.vary).toMatch(/accept-encoding/i);
    expect(compressed.headers.etag).toBe(kept.headers.etag);
    expect(brotliDecompressSync(compressed.rawPayload).equals(made.rawPayload)).toBe(true);
  });

  it('comes compressed as a browser asks, with the live figures exact after every change', async () => {
    const sandal = await createProduct(app.db, {
      name: 'Kolhapuri Sandal',
      description: 'Hand-stitched leather from Kolhapur, vegetable tanned. '.repeat(30),
      categoryId: shirts.id,
      variants: [{ size: '8', stock: 9 }],
    });
    const url = `/api/products/${sandal.id}`;
    const browser = { 'accept-encoding': 'br, gzip, deflate, zstd' };
    const read = async (headers: Record<string, string>) => {
      const res = await app.inject({ method: 'GET', url, headers });
      expect(res.statusCode).toBe(200);
      const encoding = res.headers['content-encoding'];
      const json = encoding === 'br' ? brotliDecompressSync(res.rawPayload) : gunzipSync(res.rawPayload);
      return { encoding, raw: res.rawPayload, product: JSON.parse(json.toString()) };
    };
    await get(url);
    const first = await read(browser);
    const again = await read(browser);
    expect(first.encoding).toBe('br');
    expect(again.raw.equals(first.raw)).toBe(true);
    expect((await read({ 'accept-encoding': 'gzip' })).encoding).toBe('gzip');

    for (const stock of [4, 0, 12]) {
      await app.db.update(productVariants).set({ stock }).where(eq(productVariants.productId, sandal.id));
      const plain = await get(url);
      for (const headers of [browser, { 'accept-encoding': 'gzip' }]) {
        const { product } = await read(headers);
        expect(product).toEqual(plain);
        expect(product.totalStock).toBe(stock);
      }
    }
  });
});

describe('the memory the catalogue cache may take', () => {
  it('holds a small kept answer in memory of its own size, not in a shared pool it would keep alive', async () => {
    const cache = app.catalogue.answers;
    const make = async () => ({ json: '{"data":[]}', keep: true, products: [] });
    await cache.json('test/small-answer', make);
    const { body } = await cache.json('test/small-answer', make);
    expect(Buffer.isBuffer(body) && body.toString()).toBe('{"data":[]}');
    expect((body as Buffer).buffer.byteLength).toBe(11);
  });

  it('distinct searches with no results and pages past the end are not kept', async () => {
    const cache = app.catalogue.answers;
    await get('/api/products/search?q=shirt');
    const before = cache.size();
    for (let i = 0; i < 50; i++) {
      await get(`/api/products/search?q=zzqx${i}`);
      await get(`/api/products?page=${1000 + i}`);
      await get(`/api/products/category/men?page=${1000 + i}`);
    }
    expect(cache.size()).toEqual(before);
  });

  it('keeps an answer from its second ask: lists asked for once never push out those asked again', async () => {
    const cache = app.catalogue.answers;
    await keep('/api/products/category/men');
    const before = cache.size();
    for (const sort of ['price_asc', 'price_desc', 'discount']) {
      for (let page = 1; page <= 3; page++)
        await get(`/api/products/category/men?sort=${sort}&page=${page}&limit=1`);
    }
    expect(cache.size()).toEqual(before);
    await get('/api/products/category/men?sort=price_asc&page=1&limit=1');
    expect(cache.size().entries).toBe(before.entries + 1);
  });

  it('counts keys and per-entry overhead and holds at most 10,000 answers, however small', async () => {
    const cache = app.catalogue.answers;
    // Asked for 500 at a time, as concurrent readers are: they share the cache's change-log looks, so
    // 21,000 answers take a few dozen queries rather than one each (one each ran past the time limit).
    // Each is asked for twice: an answer is kept from its second ask.
    const fill = async (keyLength: number) => {
      for (let from = 0; from < 10_500; from += 500) {
        for (const _ask of [1, 2]) {
          await Promise.all(
            Array.from({ length: 500 }, (_, i) =>
              cache.json(`test/${keyLength}/${from + i}/${'k'.repeat(keyLength)}`, async () => ({
                json: '[1]',
                keep: true,
                products: [],
              })),
            ),
          );
        }
      }
      return cache.size();
    };
    // Small keys: the entry cap bites.
    const small = await fill(200);
    expect(small.entries).toBe(10_000);
    expect(small.bytes).toBeGreaterThan(10_000 * 400);
    // Keys of 2 kB each (as UTF-16) with 3-byte answers: the byte cap bites, keys counted.
    const large = await fill(1_000);
    expect(large.entries).toBeLessThan(10_000);
    expect(large.bytes).toBeGreaterThan(15 * 1024 * 1024);
    expect(large.bytes).toBeLessThanOrEqual(16 * 1024 * 1024);
  });
});
