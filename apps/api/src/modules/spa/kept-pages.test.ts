import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { describe, expect, it, onTestFinished } from 'vitest';
import { buildTestApp, createTestApp } from '../../../test/app';
import { builtStorefront, manyRulesStylesheet } from '../../../test/built-storefront';
import { createCategory, createProduct, saveCompanyDetails } from '../../../test/catalogue-fixtures';
import { secondConnection } from '../../../test/database';
import { createTestUser } from '../../../test/users';
import { companyDetails, productVariants } from '../../db/schema/catalogue';
import { reviews } from '../../db/schema/reviews';

// A built storefront whose server build draws product pages and category lists from the server's own
// API, as the real one does: the product with its stock and price, its reviews, the shop's name, and
// the URL it was drawn for.
const webDist = builtStorefront(
  `export async function renderPage(url, transport) {
  const { pathname, search } = new URL(url);
  const get = async (path) => {
    const answer = await transport(path, { method: 'GET' });
    if (!answer.ok) throw new Error(path + ' answered ' + answer.status);
    return answer.json();
  };
  const company = await get('/api/company-details');
  const drawnFor = '<p class="url">' + pathname + search + '</p><p class="shop">' + company.name + '</p>';
  const product = /^\\/product\\/([^/]+)$/.exec(pathname)?.[1];
  if (product) {
    const shown = await get('/api/products/' + product);
    const { summary } = await get('/api/products/' + product + '/reviews?page=1&limit=5');
    const variant = shown.variants[0];
    const html = '<h1>' + shown.name + '</h1><p class="stock">' + shown.totalStock + ' left</p>' +
      '<p class="price">Rs. ' + variant.originalPrice + '</p><p class="reviews">' + summary.count + ' reviews</p>';
    return { html: html + drawnFor, queries: '{}' };
  }
  const category = /^\\/products\\/([^/]+)$/.exec(pathname)?.[1];
  if (!category) return undefined;
  const params = new URLSearchParams(search);
  params.set('page', '1');
  params.set('limit', '20');
  const { data } = await get('/api/products/category/' + category + '?' + params);
  return { html: data.map((item) => '<h3>' + item.name + '</h3>').join('') + drawnFor, queries: '{}' };
}`,
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
  variants: [{ size: 'M', stock: 8, originalPrice: '1299.00' }],
});
const sherwani = await createProduct(app.db, {
  name: 'Silk Sherwani',
  categoryId: men.id,
  variants: [{ size: 'L', stock: 0, originalPrice: '8999.00' }],
});
const kurtaPage = `/product/${kurta.id}`;
const browser = { 'accept-encoding': 'br, gzip, deflate, zstd' };

/** The page as a browser gets it, unpacked from the encoding it came in. */
async function page(url: string, headers: Record<string, string> = browser, from = app) {
  const res = await from.inject({ method: 'GET', url, headers });
  expect(res.statusCode, url).toBe(200);
  const encoding = res.headers['content-encoding'];
  const html =
    encoding === 'br'
      ? brotliDecompressSync(res.rawPayload).toString()
      : encoding === 'gzip'
        ? gunzipSync(res.rawPayload).toString()
        : res.body;
  return { html, encoding, raw: res.rawPayload };
}
const textOf = (html: string, name: string) => new RegExp(`<p class="${name}">([^<]*)</p>`).exec(html)?.[1];

describe('a kept page', () => {
  it('comes the same, compressed as the browser asks, to every visitor, with nothing of theirs in it', async () => {
    const shopper = await createTestUser(app);
    const anonymous = await page(kurtaPage);
    const signedIn = await page(kurtaPage, {
      ...browser,
      ...shopper.auth,
      cookie: `session=${shopper.token}`,
    });
    expect(anonymous.encoding).toBe('br');
    expect(signedIn.raw.equals(anonymous.raw)).toBe(true);
    expect(anonymous.html).toContain('<h1>Cotton Kurta</h1>');
    expect(anonymous.html).not.toContain(shopper.email);
    expect(anonymous.html).not.toContain(shopper.token);
    expect((await page(kurtaPage, { 'accept-encoding': 'gzip' })).html).toBe(anonymous.html);
    expect((await page(kurtaPage, {})).html).toBe(anonymous.html);
  });

  it('shows a stock or price change in the very next page drawn', async () => {
    await page(kurtaPage);
    await app.db.update(productVariants).set({ stock: 3 }).where(eq(productVariants.productId, kurta.id));
    expect(textOf((await page(kurtaPage)).html, 'stock')).toBe('3 left');
    await app.db
      .update(productVariants)
      .set({ originalPrice: '1499.00' })
      .where(eq(productVariants.productId, kurta.id));
    expect(textOf((await page(kurtaPage)).html, 'price')).toBe('Rs. 1499.00');
  });

  it('shows a change another process wrote in the next page drawn here', async () => {
    await page(kurtaPage);
    // A second app on the same database, as a second server process behind the same load balancer.
    const other = await buildTestApp(config, { database: await secondConnection(app.db) });
    await other.ready();
    try {
      await other.db.update(productVariants).set({ stock: 6 }).where(eq(productVariants.productId, kurta.id));
      await other.db.update(companyDetails).set({ name: 'Vastra Handlooms' });
      const drawn = (await page(kurtaPage)).html;
      expect(textOf(drawn, 'stock')).toBe('6 left');
      expect(textOf(drawn, 'shop')).toBe('Vastra Handlooms');
    } finally {
      await other.close();
    }
  });

  it("goes with a new review of its product, and a list in stock goes with any product's stock", async () => {
    const reviewer = await createTestUser(app);
    expect(textOf((await page(kurtaPage)).html, 'reviews')).toBe('0 reviews');
    await app.db
      .insert(reviews)
      .values({ productId: kurta.id, userId: reviewer.id, rating: 5, title: 'Soft' });
    expect(textOf((await page(kurtaPage)).html, 'reviews')).toBe('1 reviews');

    const inStock = '/products/men?inStock=true';
    expect((await page(inStock)).html).not.toContain('Silk Sherwani');
    await app.db.update(productVariants).set({ stock: 2 }).where(eq(productVariants.productId, sherwani.id));
    expect((await page(inStock)).html).toContain('<h3>Silk Sherwani</h3>');
  });

  it('holds the stylesheet every page opens with once, and each page whole as it is sent', async () => {
    const before = app.catalogue.size().pages.bytes;
    const listPage = await page('/products/men?sort=newest');
    const grown = app.catalogue.size().pages.bytes - before;
    const sherwaniPage = await page(`/product/${sherwani.id}`);
    let shared = 0;
    while (listPage.raw[shared] === sherwaniPage.raw[shared]) shared += 1;
    // The stylesheet's compressed bytes open both pages, and the page's own entry does not hold them.
    expect(shared).toBeGreaterThan(4_000);
    expect(grown).toBeLessThan(listPage.raw.length - shared + 1_000);
    for (const { html } of [listPage, sherwaniPage]) {
      expect(html).toMatch(/^<!doctype html><html><head><style>\.u0\{/);
      expect(html).toContain(`${manyRulesStylesheet}</style>`);
    }
    expect(sherwaniPage.html).toContain('<h1>Silk Sherwani</h1>');
  });

  it('is one page for every value of a parameter that does not change it, drawn without it', async () => {
    const plain = await page(kurtaPage);
    const kept = app.catalogue.size().pages.entries;
    const first = await page(`${kurtaPage}?utm_source=whatsapp&utm_campaign=diwali`);
    const second = await page(`${kurtaPage}?utm_source=instagram&fbclid=abc123`);
    expect(first.raw.equals(plain.raw)).toBe(true);
    expect(second.raw.equals(plain.raw)).toBe(true);
    expect(textOf(first.html, 'url')).toBe(kurtaPage);
    expect(app.catalogue.size().pages.entries).toBe(kept);

    const sorted = await page('/products/men?sort=price_asc&utm_medium=email');
    expect(textOf(sorted.html, 'url')).toBe('/products/men?sort=price_asc');
    expect(app.catalogue.size().pages.entries).toBe(kept + 1);
  });
});

describe('drawing pages for one address', () => {
  it('stops at the limit with a 429 and Retry-After, while pages already kept are still sent', async () => {
    const limits = { ...config.rateLimits, pageDrawsIp: 2 };
    const limited = await buildTestApp(
      { ...config, rateLimits: limits },
      { database: await secondConnection(app.db) },
    );
    await limited.ready();
    onTestFinished(() => limited.close());
    const get = (url: string) => limited.inject({ method: 'GET', url, headers: browser });
    expect((await get(kurtaPage)).statusCode).toBe(200);
    expect((await get(`/product/${sherwani.id}`)).statusCode).toBe(200);
    const third = await get('/products/men?sort=newest');
    expect(third.statusCode).toBe(429);
    expect(Number(third.headers['retry-after'])).toBeGreaterThan(0);
    expect((await get(kurtaPage)).statusCode).toBe(200);
  });
});
