import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp, createCountingTestApp } from '../../../../test/app';
import { secondConnection, testDatabaseKind } from '../../../../test/database';
import { addToCart, createAddress, createShopProduct, placeOrder } from '../../../../test/shop-fixtures';
import { createTestUser } from '../../../../test/users';
import type { App } from '../../../app';
import { productVariants } from '../../../db/schema/catalogue';
import { orders } from '../../../db/schema/shopping';

// Statements on the catalogue's tables sent while a request makes its answer, so a test can tell an
// answer from memory (only the change log's look) from one computed again. Work an order leaves
// running in the background (its mail, its WhatsApp news) reads other tables and is not counted.
const changeLog = /catalogue_changes/;
const catalogueTables = /products|product_variants|product_images|categories/;
const { app, config, counter } = await createCountingTestApp(
  (query) => catalogueTables.test(query) && !changeLog.test(query),
);

const kurta = await createShopProduct(app, 'Cotton Kurta', [
  { color: 'White', size: 'M', originalPrice: '999.00', stock: 20 },
]);
const saree = await createShopProduct(app, 'Silk Saree', [
  { color: 'Red', size: 'Free', originalPrice: '4999.00', stock: 20 },
]);
const shopper = await createTestUser(app);
const addressId = await createAddress(app, shopper.id);

/** GET url; returns the body and how many statements making its answer took. */
async function read(url: string, from: App = app) {
  counter.statements = 0;
  const res = await from.inject({ method: 'GET', url });
  expect(res.statusCode, url).toBe(200);
  return { body: res.json(), statements: counter.statements };
}
const fromMemory = 0;

/** GET url twice: the cache keeps an answer from its second ask (catalogue-cache.ts). */
async function keep(url: string, from: App = app) {
  await read(url, from);
  return read(url, from);
}

/** GET url from an app of its own, whose cache has never held it: what the database says now. */
async function readFresh(url: string) {
  const fresh = await buildTestApp(config, { database: await secondConnection(app.db) });
  await fresh.ready();
  try {
    return (await read(url, fresh)).body;
  } finally {
    await fresh.close();
  }
}

describe('catalogue answers are dropped only by what changes them', () => {
  it('a cart write, a sign-in and an address keep the cached list and pages', async () => {
    await keep('/api/products');
    await keep(`/api/products/${kurta.id}`);
    expect((await read('/api/products')).statements).toBe(fromMemory);

    await addToCart(app, shopper, kurta.variantIds[0] as string, 1);
    await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { identifier: shopper.username, password: shopper.password },
    });
    await createAddress(app, shopper.id);

    expect((await read('/api/products')).statements).toBe(fromMemory);
    expect((await read(`/api/products/${kurta.id}`)).statements).toBe(fromMemory);
  });

  it('an order writes the new stock into the cached answers that show its product, dropping none', async () => {
    const sareeCategory = (await keep(`/api/products/${saree.id}`)).body.category.slug;
    await keep(`/api/products/${kurta.id}`);
    await keep('/api/products');
    await keep(`/api/products/category/${sareeCategory}`);
    await keep('/api/products/search?q=kurta');
    const placed = await placeOrder(app, shopper, { addressId, paymentMethod: 'COD' });
    expect(placed.statusCode, placed.body).toBe(201);

    const kurtaPage = await read(`/api/products/${kurta.id}`);
    expect(kurtaPage.statements).toBe(fromMemory);
    expect(kurtaPage.body.totalStock).toBe(19);
    expect(kurtaPage.body.variants[0].stock).toBe(19);
    const list = await read('/api/products');
    expect(list.statements).toBe(fromMemory);
    const kurtaInList = list.body.data.find((p: { id: string }) => p.id === kurta.id);
    expect(kurtaInList).toMatchObject({ totalStock: 19, variants: [{ stock: 19 }] });
    // Every answer is exactly what a fresh read gives.
    expect(kurtaPage.body).toEqual(await readFresh(`/api/products/${kurta.id}`));
    expect(list.body).toEqual(await readFresh('/api/products'));
    expect((await read(`/api/products/${saree.id}`)).statements).toBe(fromMemory);
    expect((await read(`/api/products/category/${sareeCategory}`)).statements).toBe(fromMemory);
    // A search hit shows no stock.
    expect((await read('/api/products/search?q=kurta')).statements).toBe(fromMemory);
  });

  it('a stock or price change on a product is seen by the next read of a list that shows it', async () => {
    await keep('/api/products');
    await keep('/api/products/search?q=kurta');
    await app.db
      .update(productVariants)
      .set({ originalPrice: '899.00', stock: 7 })
      .where(eq(productVariants.id, kurta.variantIds[0] as string));
    const list = await read('/api/products');
    expect(list.body.data.find((p: { id: string }) => p.id === kurta.id)).toMatchObject({
      price: '899.00',
      totalStock: 7,
    });
    expect((await read('/api/products/search?q=kurta')).body[0]).toMatchObject({
      id: kurta.id,
      price: '899.00',
    });
  });

  it('an order keeps the cached lists that do not show its product, a price change drops them', async () => {
    // The newest product, the saree, alone on the page: the kurta is not shown.
    await keep('/api/products?limit=1');
    await addToCart(app, shopper, kurta.variantIds[0] as string, 1);
    const placed = await placeOrder(app, shopper, { addressId, paymentMethod: 'COD' });
    expect(placed.statusCode, placed.body).toBe(201);
    expect((await read('/api/products?limit=1')).statements).toBe(fromMemory);

    await app.db
      .update(productVariants)
      .set({ originalPrice: '99.00' })
      .where(eq(productVariants.id, kurta.variantIds[0] as string));
    const list = await read('/api/products?limit=1');
    expect(list.statements).toBeGreaterThan(fromMemory);
    expect(list.body.facets.price.min).toBe('99.00');
  });

  it('a review writes the new rating into the cached answers that show its product, dropping none', async () => {
    const reviewer = await createTestUser(app);
    await addToCart(app, reviewer, kurta.variantIds[0] as string, 1);
    const placed = await placeOrder(app, reviewer, {
      addressId: await createAddress(app, reviewer.id),
      paymentMethod: 'COD',
    });
    await app.db
      .update(orders)
      .set({ deliveryStatus: 'DELIVERED' })
      .where(eq(orders.id, placed.json().order.id));
    const sareeCategory = (await keep(`/api/products/${saree.id}`)).body.category.slug;
    await keep(`/api/products/category/${sareeCategory}`);
    await keep('/api/products?limit=1');
    await keep('/api/products');
    await keep(`/api/products/${kurta.id}`);

    const review = await app.inject({
      method: 'POST',
      url: `/api/products/${kurta.id}/reviews`,
      headers: reviewer.auth,
      payload: { rating: 4 },
    });
    expect(review.statusCode, review.body).toBe(201);

    const kurtaPage = await read(`/api/products/${kurta.id}`);
    expect(kurtaPage.statements).toBe(fromMemory);
    expect(kurtaPage.body.rating).toEqual({ average: 4, count: 1 });
    const list = await read('/api/products');
    expect(list.statements).toBe(fromMemory);
    expect(list.body).toEqual(await readFresh('/api/products'));
    expect((await read(`/api/products/${saree.id}`)).statements).toBe(fromMemory);
    expect((await read(`/api/products/category/${sareeCategory}`)).statements).toBe(fromMemory);
    expect((await read('/api/products?limit=1')).statements).toBe(fromMemory);
  });

  // Two processes need a database server: on PGlite this file runs the tests above only.
  if (testDatabaseKind === 'postgres') {
    it('a write through another process is seen by the next read of this one', async () => {
      const other = await buildTestApp(config, { database: await secondConnection(app.db) });
      await other.ready();
      try {
        expect((await read(`/api/products/${saree.id}`, other)).body.totalStock).toBe(20);
        expect((await keep(`/api/products/${saree.id}`)).body.totalStock).toBe(20);
        await read('/api/products');
        const sareeInList = async (from: App) =>
          (await read('/api/products', from)).body.data.find((p: { id: string }) => p.id === saree.id);
        expect((await sareeInList(app)).totalStock).toBe(20);
        // The other process sells two sarees; this one's cached page and list must not say 20 any more.
        const buyer = await createTestUser(other);
        await addToCart(other, buyer, saree.variantIds[0] as string, 2);
        const sold = await placeOrder(other, buyer, {
          addressId: await createAddress(other, buyer.id),
          paymentMethod: 'COD',
        });
        expect(sold.statusCode, sold.body).toBe(201);
        expect((await read(`/api/products/${saree.id}`)).body.totalStock).toBe(18);
        expect((await read(`/api/products/${saree.id}`, other)).body.totalStock).toBe(18);
        expect((await sareeInList(app)).totalStock).toBe(18);

        // A new price from the other process: this one's cached list shows it at the next read.
        await other.db
          .update(productVariants)
          .set({ originalPrice: '3999.00' })
          .where(eq(productVariants.id, saree.variantIds[0] as string));
        expect((await sareeInList(app)).price).toBe('3999.00');
        expect((await read(`/api/products/${saree.id}`)).body.price).toBe('3999.00');
      } finally {
        await other.close();
      }
    });
  }
});
