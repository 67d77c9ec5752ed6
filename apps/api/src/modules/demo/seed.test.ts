import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Product } from '@vastra/contract/catalogue';
import { gstinProblem } from '@vastra/contract/gstin';
import { count, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app';
import { createTestUser } from '../../../test/users';
import { banners } from '../../db/schema/banners';
import {
  categories,
  categoryMedia,
  companyDetails,
  legalPages,
  productImages,
  products,
  productVariants,
} from '../../db/schema/catalogue';
import { orders } from '../../db/schema/shopping';
import { categorySlug } from '../catalogue';
import { storedImageFiles } from '../media';
import { SeedRefusal, wipeCatalogue } from './catalogue-reset';
import { colours } from './colours';
import { planDemoStore } from './demo-store';
import { addGeneratedProducts } from './generated-products';
import { productImageSvg, productViews } from './product-artwork';
import type { PlannedProduct } from './product-plan';
import { renderDrawing } from './render-drawing';
import { type DemoSeedSummary, seedDemoStoreIfEmpty } from './seed';

const { app, config } = await createTestApp();
const db = app.db;
const storage = app.storage;
let summary: DemoSeedSummary | undefined;

beforeAll(async () => {
  summary = await seedDemoStoreIfEmpty(db, storage);
});

/** Map.groupBy, which Node 20 lacks. */
function groupBy<T>(items: T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) groups.set(key(item), [...(groups.get(key(item)) ?? []), item]);
  return groups;
}

const uploaded = (filename: string) => path.join(config.dataDir, 'uploads', filename);

async function categoryTree() {
  const rows = await db.select().from(categories);
  const childrenOf = (id: string | null) => rows.filter((row) => row.parentId === id);
  return { rows, childrenOf, top: childrenOf(null) };
}

describe('the demo store on an empty database', () => {
  it('has Men, Women and Kids on top, each with at least 5 hero images', async () => {
    expect(summary?.products).toBeGreaterThanOrEqual(120);
    const { top } = await categoryTree();
    expect(top.map((c) => c.name).sort()).toEqual(['Kids', 'Men', 'Women']);
    for (const category of top) {
      const media = await db.select().from(categoryMedia).where(eq(categoryMedia.categoryId, category.id));
      expect(media.length).toBeGreaterThanOrEqual(5);
      for (const slide of media) {
        expect(slide.fileType).toBe('IMAGE');
        // The storefront draws these over the photo: the artwork itself carries no words.
        expect(slide.headline).toMatch(/^\S.{2,58}\S$/);
        expect(slide.offer).toMatch(/^\S.{2,58}\S$/);
        expect(slide.width).toBe(1600);
        expect(slide.srcset.map((v) => v.width)).toEqual([320, 640, 1280]);
      }
    }
  });

  it('has two levels of subcategories under every top-level category, with products only in the leaves', async () => {
    const { rows, childrenOf, top } = await categoryTree();
    const leaves = new Set<string>();
    for (const category of top) {
      const groups = childrenOf(category.id);
      expect(groups.length).toBeGreaterThanOrEqual(2);
      for (const group of groups) {
        const groupLeaves = childrenOf(group.id);
        expect(groupLeaves.length).toBeGreaterThanOrEqual(2);
        for (const leaf of groupLeaves) {
          expect(childrenOf(leaf.id)).toEqual([]);
          leaves.add(leaf.id);
        }
      }
    }
    expect(leaves.size + top.length + rows.filter((r) => r.parentId && !leaves.has(r.id)).length).toBe(
      rows.length,
    );
    const placed = await db.select({ categoryId: products.categoryId }).from(products);
    expect(placed.length).toBeGreaterThanOrEqual(120);
    for (const { categoryId } of placed) expect(leaves.has(categoryId)).toBe(true);
  });

  it('names every category uniquely regardless of case, with slugs by the slug rule', async () => {
    const { rows } = await categoryTree();
    expect(new Set(rows.map((c) => c.name.toLowerCase())).size).toBe(rows.length);
    for (const category of rows) {
      expect(category.slug).toBe(categorySlug(category.name));
      expect(category.slug).toMatch(/^[a-z0-9-]+$/);
    }
    expect(rows.map((c) => c.slug)).toEqual(expect.arrayContaining(['men', 'mens-shirts', 'girls-dresses']));
  });

  it('gives every product a description and 2 to 6 variants with named colours and shop prices', async () => {
    const variants = await db.select().from(productVariants);
    const byProduct = groupBy(variants, (v) => v.productId);
    const all = await db.select().from(products);
    for (const product of all) {
      expect(product.description?.length).toBeGreaterThan(40);
      const own = byProduct.get(product.id) ?? [];
      expect(own.length).toBeGreaterThanOrEqual(2);
      expect(own.length).toBeLessThanOrEqual(6);
    }
    for (const variant of variants) {
      expect(variant.color).toMatch(/^[A-Z][a-z]+( [A-Z][a-z]+)*$/);
      expect(variant.colorHexCode).toMatch(/^#[0-9a-f]{6}$/);
      expect(variant.originalPrice).toMatch(/^\d+(49|99)\.00$/);
      if (variant.discountPrice)
        expect(Number(variant.discountPrice)).toBeLessThan(Number(variant.originalPrice));
    }
    expect(variants.some((v) => v.discountPrice)).toBe(true);
    expect(variants.some((v) => !v.discountPrice)).toBe(true);
    expect(variants.map((v) => v.size)).toEqual(expect.arrayContaining(['M', '32', '4-5Y', 'Free Size']));
  });

  it('shows every stock badge somewhere: products with none, a few and plenty; variants in every band', async () => {
    const variants = await db
      .select({ productId: productVariants.productId, stock: productVariants.stock })
      .from(productVariants);
    const totals = [...groupBy(variants, (v) => v.productId).values()].map((own) =>
      own.reduce((sum, v) => sum + v.stock, 0),
    );
    expect(totals.some((t) => t === 0)).toBe(true);
    expect(totals.some((t) => t >= 1 && t <= 10)).toBe(true);
    expect(totals.some((t) => t > 10)).toBe(true);
    const stock = variants.map((v) => v.stock);
    expect(stock.some((s) => s === 0)).toBe(true);
    expect(stock.some((s) => s >= 1 && s <= 5)).toBe(true);
    expect(stock.some((s) => s >= 6 && s <= 10)).toBe(true);
    expect(stock.filter((s) => s > 10).length).toBeGreaterThan(stock.length / 2);
    expect(Math.max(...stock)).toBeLessThanOrEqual(50);
  });

  it('gives every product a front photo and a close-up of each of its colours, tagged with that colour', async () => {
    const photos = await db.select().from(productImages);
    const variants = await db.select().from(productVariants);
    const photosOf = groupBy(photos, (p) => p.productId);
    for (const [productId, own] of groupBy(variants, (v) => v.productId)) {
      const names = [...new Set(own.map((v) => v.color))].sort();
      const tagged = (photosOf.get(productId) ?? []).map((p) => p.color);
      expect(tagged.sort()).toEqual(names.flatMap((name) => productViews.map(() => name)));
      // Each photo is its own drawing, not the same file under another name.
      const bytes = (photosOf.get(productId) ?? []).map((p) =>
        readFileSync(uploaded(p.filename)).toString('base64'),
      );
      expect(new Set(bytes).size).toBe(names.length * productViews.length);
    }
  });

  it('shows a shopper each colour’s front photo first, as cards show it, then its close-up', async () => {
    const plan = new Map(planDemoStore().products.map((product) => [product.name, product]));
    const { data } = (await app.inject({ method: 'GET', url: '/api/products?limit=100' })).json();
    const listed = (data as Product[]).find((p) => (plan.get(p.name)?.colours.length ?? 0) > 1) as Product;
    const product: Product = (await app.inject({ method: 'GET', url: `/api/products/${listed.id}` })).json();
    const planned = plan.get(product.name) as PlannedProduct;
    for (const colour of planned.colours) {
      const own = product.images.filter((image) => image.color === colours[colour].name);
      expect(own.length).toBeGreaterThan(1);
      // The same pictures as each view drawn afresh, in the order of productViews: front first.
      const shown = await Promise.all(
        own.map(async (image) => (await app.inject({ method: 'GET', url: image.url })).rawPayload),
      );
      const drawn = await Promise.all(
        productViews.map(async (view) => {
          const { original } = await renderDrawing(productImageSvg(planned.look, colours[colour].hex, view));
          return Buffer.from(original);
        }),
      );
      expect(shown.map((bytes, i) => bytes.equals(drawn[i] as Buffer))).toEqual(productViews.map(() => true));
    }
  });

  it('gives every product 2 to 6 photos whose files and srcset copies exist and decode', async () => {
    const photos = await db.select().from(productImages);
    const perProduct = groupBy(photos, (p) => p.productId);
    const [{ n } = { n: 0 }] = await db.select({ n: count() }).from(products);
    expect(perProduct.size).toBe(Number(n));
    for (const own of perProduct.values()) {
      expect(own.length).toBeGreaterThanOrEqual(2);
      expect(own.length).toBeLessThanOrEqual(3 * productViews.length);
    }
    // Every photo row has files of its own, so deleting one product's photo never breaks another.
    const files = photos.flatMap(storedImageFiles);
    expect(new Set(files).size).toBe(files.length);
    for (const photo of photos) {
      expect(photo.srcset.map((v) => v.width)).toEqual([320]);
      for (const file of storedImageFiles(photo)) expect(existsSync(uploaded(file))).toBe(true);
    }
    for (const photo of photos.slice(0, 10)) {
      const meta = await sharp(uploaded(photo.filename)).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', photo.width, photo.height]);
    }
    const served = await app.inject({ method: 'GET', url: `/uploads/${photos[0]?.srcset[0]?.filename}` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
  });

  it('gives every product an HSN code, and sarees their fabric’s 5% GST', async () => {
    const all = await db
      .select({ name: products.name, hsnCode: products.hsnCode, gstRate: products.gstRate })
      .from(products);
    expect(all.filter((product) => !/^\d{4}$/.test(product.hsnCode ?? ''))).toEqual([]);
    const sarees = all.filter((product) => product.hsnCode === '5407');
    expect(sarees.length).toBeGreaterThan(0);
    expect(sarees.every((product) => product.gstRate === '5.00')).toBe(true);
    expect(
      all.filter((product) => product.hsnCode === '6205').every((product) => product.gstRate === null),
    ).toBe(true);
  });

  it('fills in company details and both legal pages', async () => {
    const [company] = await db.select().from(companyDetails);
    expect(company).toMatchObject({ name: 'Vastra Fashions', pincode: expect.stringMatching(/^\d{6}$/) });
    expect(company?.phone).toMatch(/^\+91 /);
    expect(company?.email).toMatch(/@/);
    // Registered for GST, so the demo's orders can ship with a tax invoice.
    expect(company ? gstinProblem(company.gstin ?? '') : 'none').toBeNull();
    expect(company?.state).toBe('Karnataka');
    const pages = await db.select().from(legalPages).orderBy(legalPages.slug);
    expect(pages.map((p) => [p.slug, p.title])).toEqual([
      ['privacy-policy', 'Privacy Policy'],
      ['terms-conditions', 'Terms & Conditions'],
    ]);
    for (const page of pages) {
      expect(page.content.match(/<h2>/g)?.length).toBeGreaterThanOrEqual(5);
      expect(page.content).toContain('<ul>');
      expect(page.content).toMatch(
        /<a href="(mailto|tel|https):[^"]+" target="_blank" rel="noopener noreferrer nofollow">/,
      );
    }
  });

  it('adds the demo offer codes, both shown in the cart: 10% off a first order, Rs. 200 off from Rs. 1,999', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/offers' });
    expect(res.statusCode).toBe(200);
    const offers = res
      .json()
      .offers.sort((a: { code: string }, b: { code: string }) => a.code.localeCompare(b.code));
    expect(offers).toEqual([
      {
        code: 'FLAT200',
        type: 'FLAT',
        value: '200.00',
        minOrderValue: '1999.00',
        maxDiscount: null,
        endsAt: null,
        firstOrderOnly: false,
        description: 'Rs. 200.00 off orders of Rs. 1,999.00 or more',
      },
      {
        code: 'WELCOME10',
        type: 'PERCENT',
        value: '10.00',
        minOrderValue: null,
        maxDiscount: '500.00',
        endsAt: null,
        firstOrderOnly: true,
        description: '10% off your first order, up to Rs. 500.00',
      },
    ]);
  });

  it('adds three home page banners whose links open categories of the demo store', async () => {
    const rows = await db.select().from(banners).orderBy(banners.position);
    expect(rows.map((row) => [row.title, row.link, row.active])).toEqual([
      ['The Saree Story', '/products/sarees', true],
      ['Nehru Jackets', '/products/nehru-jackets', true],
      ['Kids’ Deals', '/products/kids?sort=discount', true],
    ]);
    for (const row of rows) {
      const slug = row.link.replace(/^\/products\/([^?]+).*$/, '$1');
      const list = await app.inject({ method: 'GET', url: `/api/products/category/${slug}?limit=1` });
      expect(list.json().pagination.total, row.link).toBeGreaterThan(0);
      expect(storedImageFiles(row).every((file) => existsSync(uploaded(file)))).toBe(true);
    }
  });

  it('makes products findable by search', async () => {
    const [hit] = await db
      .select({ searchText: products.searchText })
      .from(products)
      .where(eq(products.name, 'Banarasi Silk Saree'));
    expect(hit?.searchText).toContain('Sarees');
  });

  it('adds nothing when seeded again', async () => {
    const before = await db.select({ n: sql<number>`count(*)::int` }).from(products);
    expect(await seedDemoStoreIfEmpty(db, storage)).toBeUndefined();
    const after = await db.select({ n: sql<number>`count(*)::int` }).from(products);
    expect(after).toEqual(before);
    const { rows } = await categoryTree();
    expect(rows.length).toBe(summary?.categories);
  });
});

describe('a generated catalogue for benchmarks', () => {
  it('adds products to leaf categories, sharing one set of photo files per look', async () => {
    const before = await db.select({ n: sql<number>`count(*)::int` }).from(products);
    const progress: number[] = [];
    const added = await addGeneratedProducts(db, storage, 60, {
      onProgress: (done) => progress.push(done),
    });
    expect(added.products).toBe(60);
    expect(progress.at(-1)).toBe(60);
    const after = await db.select({ n: sql<number>`count(*)::int` }).from(products);
    expect(after[0]?.n).toBe((before[0]?.n ?? 0) + 60);

    const generated = await db
      .select({ id: products.id, searchText: products.searchText })
      .from(products)
      .where(sql`${products.createdAt} < now() - interval '1 day'`);
    expect(generated.length).toBeGreaterThan(0);
    for (const product of generated) expect(product.searchText.length).toBeGreaterThan(0);
    const photos = await db
      .select({ filename: productImages.filename, color: productImages.color })
      .from(productImages)
      .innerJoin(products, eq(products.id, productImages.productId))
      .where(sql`${products.createdAt} < now() - interval '1 day'`);
    expect(new Set(photos.map((p) => p.filename)).size).toBeLessThan(photos.length);
    const colours = new Set(
      (await db.select({ color: productVariants.color }).from(productVariants)).map((v) => v.color),
    );
    for (const photo of photos) expect(colours.has(photo.color as string)).toBe(true);
  }, 60_000);
});

describe('wiping the catalogue', () => {
  it('is refused once the shop has an order, and changes nothing', async () => {
    const shopper = await createTestUser(app);
    await db.insert(orders).values({
      userId: shopper.id,
      orderTotal: '1299.00',
      paymentMethod: 'COD',
      addressLine1: '12 MG Road',
      city: 'Bengaluru',
      state: 'Karnataka',
      postalCode: '560001',
    });
    const before = await db.select({ n: sql<number>`count(*)::int` }).from(products);
    await expect(wipeCatalogue(db, storage)).rejects.toThrow(SeedRefusal);
    expect(await db.select({ n: sql<number>`count(*)::int` }).from(products)).toEqual(before);
  });
});
