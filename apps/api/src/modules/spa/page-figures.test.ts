import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { PAGE_STOCK_ELEMENT_ID, withPageStock } from '@vastra/contract/page-stock';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp, createTestApp } from '../../../test/app';
import { builtStorefront, manyRulesStylesheet } from '../../../test/built-storefront';
import { createCategory, createProduct, saveCompanyDetails } from '../../../test/catalogue-fixtures';
import { secondConnection } from '../../../test/database';
import { createTestUser } from '../../../test/users';
import { productVariants } from '../../db/schema/catalogue';
import { productRatings, reviews } from '../../db/schema/reviews';

// A storefront whose pages show stock as the real one promises (the figure itself only below 10; a
// list card only whether it is sold out), carry their answers in the data block as the real one does,
// and number their drawings.
const webDist = builtStorefront(
  `let drawings = 0;
const shown = (stock) => (stock <= 0 ? 'Sold out' : stock < 10 ? 'Only ' + stock + ' left' : 'In stock');
export async function renderPage(url, transport) {
  const { pathname, search } = new URL(url);
  const get = async (path) => (await transport(path, { method: 'GET' })).json();
  const slug = /^\\/products\\/([^/]+)$/.exec(pathname)?.[1];
  if (slug) {
    const list = await get('/api/products/category/' + slug + search);
    const html =
      '<p class="drawing">' + ++drawings + '</p>' +
      list.data.map((p) => '<p class="' + p.name + '">' + (p.totalStock <= 0 ? 'Sold out' : '') + ' ' + p.rating.count + '</p>').join('');
    const queries = [{ queryKey: ['product-listing', slug, search], state: { data: list } }];
    return { html, queries: JSON.stringify({ mutations: [], queries }) };
  }
  const id = /^\\/product\\/([^/]+)$/.exec(pathname)?.[1];
  if (!id) return undefined;
  const product = await get('/api/products/' + id);
  const reviewPage = await get('/api/products/' + id + '/reviews?page=1&limit=10&sort=newest');
  const html =
    '<p class="drawing">' + ++drawings + '</p>' +
    product.variants.map((v) => '<p class="' + v.size + '">' + shown(v.stock) + '</p>').join('') +
    '<p class="price">Rs. ' + product.variants[0].originalPrice + '</p>' +
    '<p class="reviews">' + reviewPage.summary.count + ' reviews</p>' +
    '<p class="review">' + (reviewPage.data[0]?.title ?? '') + '</p>';
  const queries = [
    { queryKey: ['product', id], state: { data: product } },
    { queryKey: ['product-reviews', id, 'newest'], state: { data: { pages: [reviewPage], pageParams: [1] } } },
  ];
  return { html, queries: JSON.stringify({ mutations: [], queries }) };
}`,
  // Its stylesheet written in, as the real one's is: a page written anew keeps the shared opening.
  { stylesheet: manyRulesStylesheet },
);

const { app, config } = await createTestApp({}, (settings) => {
  settings.webDistDir = webDist;
});
await saveCompanyDetails(app.db, { name: 'Vastra Fashions' });
const men = await createCategory(app.db, { name: 'Men' });
const kurta = await createProduct(app.db, {
  name: 'Cotton Kurta',
  categoryId: men.id,
  variants: [
    { size: 'M', stock: 57, originalPrice: '1299.00' },
    { size: 'L', stock: 30, originalPrice: '1299.00' },
  ],
});
const kurtaPage = `/product/${kurta.id}`;
const [medium] = await app.db.select().from(productVariants).where(eq(productVariants.size, 'M'));
if (!medium) throw new Error('The kurta has no M');

interface ShownProduct {
  totalStock: number;
  variants: { size: string; stock: number }[];
}

/**
 * The answers a page carries as the browser takes them: its data block, with the stock block it
 * ends with, if any, written in.
 */
function answersOf(html: string): { state: { data: unknown } }[] {
  const block = (id: string) =>
    new RegExp(`<script type="application/json" id="${id}">(.*?)</script>`, 's').exec(html)?.[1];
  const queries = JSON.parse(block('vastra-queries') ?? '{}').queries ?? [];
  const stock = block(PAGE_STOCK_ELEMENT_ID);
  if (stock) withPageStock(queries, JSON.parse(stock));
  return queries;
}

/** The page as a browser gets it: what it shows, which drawing it is, and the product its data block carries. */
async function page(encoding = 'br, gzip, deflate, zstd') {
  const res = await app.inject({ method: 'GET', url: kurtaPage, headers: { 'accept-encoding': encoding } });
  expect(res.statusCode).toBe(200);
  const html =
    res.headers['content-encoding'] === 'br'
      ? brotliDecompressSync(res.rawPayload).toString()
      : gunzipSync(res.rawPayload).toString();
  const text = (name: string) => new RegExp(`<p class="${name}">([^<]*)</p>`).exec(html)?.[1];
  const product = answersOf(html)[0]?.state.data as ShownProduct;
  const stockOf = (size: string) => product.variants.find((v) => v.size === size)?.stock;
  return { text, drawing: Number(text('drawing')), product, stockOf, raw: res.rawPayload };
}

const setStock = (stock: number, db = app.db) =>
  db.update(productVariants).set({ stock }).where(eq(productVariants.id, medium.id));

describe('a kept product page when its stock changes', () => {
  it('gets a sale’s new stock written in, without being drawn again, when it shows the same', async () => {
    const first = await page();
    expect(first.stockOf('M')).toBe(57);

    await setStock(56);
    const sold = await page();
    expect(sold.drawing).toBe(first.drawing);
    // Not compressed again either: only the page's end, which gives the browser the new stock, is new.
    const drawnPart = first.raw.length - 40;
    expect(sold.raw.subarray(0, drawnPart).equals(first.raw.subarray(0, drawnPart))).toBe(true);
    expect(sold.text('M')).toBe('In stock');
    expect(sold.stockOf('M')).toBe(56);
    expect(sold.stockOf('L')).toBe(30);
    expect(sold.product.totalStock).toBe(86);
    const gzipped = await page('gzip');
    expect(gzipped.drawing).toBe(first.drawing);
    expect(gzipped.stockOf('M')).toBe(56);

    // A sale through another process behind the same load balancer.
    const other = await buildTestApp(config, { database: await secondConnection(app.db) });
    await other.ready();
    try {
      await setStock(41, other.db);
      const elsewhere = await page();
      expect(elsewhere.drawing).toBe(first.drawing);
      expect(elsewhere.stockOf('M')).toBe(41);
      expect(elsewhere.product.totalStock).toBe(71);
    } finally {
      await other.close();
    }
  });

  it('is drawn again when the stock shows differently, a review comes, or a price changes', async () => {
    await setStock(25);
    const before = await page();

    await setStock(9);
    const low = await page();
    expect(low.drawing).toBeGreaterThan(before.drawing);
    expect(low.text('M')).toBe('Only 9 left');
    expect(low.stockOf('M')).toBe(9);

    await setStock(0);
    const soldOut = await page();
    expect(soldOut.drawing).toBeGreaterThan(low.drawing);
    expect(soldOut.text('M')).toBe('Sold out');

    const reviewer = await createTestUser(app);
    await app.db
      .insert(reviews)
      .values({ productId: kurta.id, userId: reviewer.id, rating: 5, title: 'Soft' });
    const reviewed = await page();
    expect(reviewed.drawing).toBeGreaterThan(soldOut.drawing);
    expect(reviewed.text('reviews')).toBe('1 reviews');

    // A review written again with the same stars leaves the rating as it was; a sale comes beside it.
    await setStock(40);
    const restocked = await page();
    await app.db.update(reviews).set({ title: 'Softer after a wash' }).where(eq(reviews.productId, kurta.id));
    await setStock(39);
    const rewritten = await page();
    expect(rewritten.drawing).toBeGreaterThan(restocked.drawing);
    expect(rewritten.text('review')).toBe('Softer after a wash');
    expect(rewritten.stockOf('M')).toBe(39);

    await app.db
      .update(productVariants)
      .set({ originalPrice: '1499.00' })
      .where(eq(productVariants.productId, kurta.id));
    const repriced = await page();
    expect(repriced.drawing).toBeGreaterThan(reviewed.drawing);
    expect(repriced.text('price')).toBe('Rs. 1499.00');
  });
});

const shirt = await createProduct(app.db, {
  name: 'Linen Shirt',
  categoryId: men.id,
  variants: [{ size: 'M', stock: 20, originalPrice: '999.00' }],
});
const setShirtStock = (stock: number) =>
  app.db.update(productVariants).set({ stock }).where(eq(productVariants.productId, shirt.id));

describe('a kept list page when the stock of products it shows changes', () => {
  /** The list as a browser gets it: which drawing it is, what each card shows, and its products' answers. */
  async function listPage(query = '') {
    const res = await app.inject({
      method: 'GET',
      url: `/products/${men.slug}${query}`,
      headers: { 'accept-encoding': 'br' },
    });
    expect(res.statusCode).toBe(200);
    const html = brotliDecompressSync(res.rawPayload).toString();
    const card = (name: string) => new RegExp(`<p class="${name}">([^<]*)</p>`).exec(html)?.[1];
    const list = answersOf(html)[0]?.state.data as { data: (ShownProduct & { name: string })[] };
    const listed = list.data;
    const totalOf = (name: string) => listed.find((product) => product.name === name)?.totalStock;
    return { drawing: Number(/<p class="drawing">(\d+)<\/p>/.exec(html)?.[1]), card, totalOf };
  }

  it('gets the sales of the products it shows written in, without being drawn again', async () => {
    await setStock(50);
    const first = await listPage();
    expect(first.totalOf('Linen Shirt')).toBe(20);

    await setShirtStock(19);
    await setStock(48);
    const sold = await listPage();
    expect(sold.drawing).toBe(first.drawing);
    expect(sold.totalOf('Linen Shirt')).toBe(19);
    expect(sold.totalOf('Cotton Kurta')).toBe(78);

    await setShirtStock(18);
    const soldAgain = await listPage();
    expect(soldAgain.drawing).toBe(first.drawing);
    expect(soldAgain.totalOf('Linen Shirt')).toBe(18);
    expect(soldAgain.totalOf('Cotton Kurta')).toBe(78);
  });

  it('is drawn again when a product it shows sells out or gets a review', async () => {
    const before = await listPage();
    await setShirtStock(0);
    const soldOut = await listPage();
    expect(soldOut.drawing).toBeGreaterThan(before.drawing);
    expect(soldOut.card('Linen Shirt')).toBe('Sold out 0');

    const reviewer = await createTestUser(app);
    // As the reviews service writes one: the review, and the product's rating row the cards show.
    await app.db.transaction(async (tx) => {
      await tx.insert(reviews).values({ productId: shirt.id, userId: reviewer.id, rating: 4, title: 'Airy' });
      await tx
        .insert(productRatings)
        .values({ productId: shirt.id, ratingCount: 1, ratingSum: 4 })
        .onConflictDoUpdate({ target: productRatings.productId, set: { ratingCount: 1, ratingSum: 4 } });
    });
    const reviewed = await listPage();
    expect(reviewed.drawing).toBeGreaterThan(soldOut.drawing);
    expect(reviewed.card('Linen Shirt')).toBe('Sold out 1');
  });

  it('lists only what is in stock through sales that sell nothing out, drawn again as one sells out', async () => {
    await setShirtStock(20);
    await setStock(50);
    const first = await listPage('?inStock=true');
    expect(first.totalOf('Linen Shirt')).toBe(20);

    await setShirtStock(19);
    const sold = await listPage('?inStock=true');
    expect(sold.drawing).toBe(first.drawing);
    expect(sold.totalOf('Linen Shirt')).toBe(19);
    expect(sold.totalOf('Cotton Kurta')).toBe(80);

    await setShirtStock(0);
    const soldOut = await listPage('?inStock=true');
    expect(soldOut.drawing).toBeGreaterThan(first.drawing);
    expect(soldOut.card('Linen Shirt')).toBeUndefined();
  });

  it('is drawn again, when it lists only what is in stock, as a product it leaves out comes back', async () => {
    await setShirtStock(0);
    const inStock = await listPage('?inStock=true');
    expect(inStock.card('Linen Shirt')).toBeUndefined();

    await setShirtStock(5);
    const back = await listPage('?inStock=true');
    expect(back.drawing).toBeGreaterThan(inStock.drawing);
    expect(back.totalOf('Linen Shirt')).toBe(5);
  });
});
