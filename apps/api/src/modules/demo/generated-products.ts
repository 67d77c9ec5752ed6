import { randomUUID } from 'node:crypto';
import { eq, notExists, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { categories, productImages, products, productVariants } from '../../db/schema/catalogue';
import type { UploadStorage } from '../../lib/storage/upload-storage';
import { refreshProductSearchText } from '../catalogue';
import type { LeafSpec } from './catalogue-spec';
import { allLeaves } from './demo-store';
import { ProductImagePool } from './image-pool';
import { planProduct, productColumns, type StockMode, variantColumns } from './product-plan';
import { seededRandom } from './random';
import { insertInChunks } from './seed';

export interface GeneratedSummary {
  products: number;
  variants: number;
  images: number;
  milliseconds: number;
}

/** Products per transaction: large enough to be quick, small enough to show progress and stop cleanly. */
const BATCH = 500;
const collections = [
  'Classic',
  'Everyday',
  'Heritage',
  'Urban',
  'Signature',
  'Essential',
  'Premium',
  'Studio',
  'Artisan',
  'Weekend',
  'Coastal',
  'Monsoon',
];

/** The categories products may go in: those without subcategories. */
async function leafCategories(db: Db): Promise<{ id: string; name: string }[]> {
  const child = alias(categories, 'child');
  return db
    .select({ id: categories.id, name: categories.name })
    .from(categories)
    .where(notExists(db.select({ id: child.id }).from(child).where(eq(child.parentId, categories.id))))
    .orderBy(categories.name);
}

/**
 * Adds `count` generated products (for benchmarks) to the shop's leaf categories, dressed like the
 * demo products of the same name (or of a demo category, for categories the demo does not know).
 * Their photos, one front view per colour and tagged with it, share one rendered file per look and
 * colour, so 10,000 products write a few hundred files (close-ups as the demo has would double the
 * rows and change the list replies the benchmarks measure). Stops after the current batch when
 * `signal` is aborted.
 */
export async function addGeneratedProducts(
  db: Db,
  storage: UploadStorage,
  count: number,
  options: { onProgress?: (done: number) => void; signal?: AbortSignal } = {},
): Promise<GeneratedSummary> {
  const started = performance.now();
  const leaves = await leafCategories(db);
  if (leaves.length === 0) throw new Error('The catalogue has no categories to add products to.');
  const demoLeaves = allLeaves();
  const specs = new Map(demoLeaves.map((leaf) => [leaf.name.toLowerCase(), leaf]));
  const targets = leaves.map((leaf, i): { categoryId: string; spec: LeafSpec } => ({
    categoryId: leaf.id,
    spec: specs.get(leaf.name.toLowerCase()) ?? (demoLeaves[i % demoLeaves.length] as LeafSpec),
  }));

  // Photos are rendered as batches first need them: the early batches are slower, but a small
  // run renders only the looks it uses rather than every look of every category.
  const pool = new ProductImagePool(storage);

  const random = seededRandom(count);
  const summary: GeneratedSummary = { products: 0, variants: 0, images: 0, milliseconds: 0 };
  for (let batchNumber = 1; summary.products < count && !options.signal?.aborted; batchNumber++) {
    const batch = Array.from({ length: Math.min(BATCH, count - summary.products) }, () => {
      const { categoryId, spec } = random.pick(targets);
      const [name, detail] = random.pick(spec.products);
      const roll = random.next();
      const mode: StockMode = roll < 0.03 ? 'soldOut' : roll < 0.06 ? 'scarce' : 'normal';
      const createdAt = new Date(Date.now() - random.int(1, 180 * 24 * 60) * 60_000);
      const product = planProduct(random, spec, [`${random.pick(collections)} ${name}`, detail], mode);
      return { ...product, id: randomUUID(), categoryId, createdAt };
    });
    const photos = await Promise.all(
      batch.flatMap((product) =>
        product.colours.map(async (colour, position) => ({
          productId: product.id,
          position,
          ...(await pool.image(product.look, colour, 'front')),
        })),
      ),
    );
    const variants = batch.flatMap((product) =>
      product.variants.map((variant) => variantColumns(product.id, variant)),
    );
    await db.transaction(async (tx) => {
      await insertInChunks(tx, products, batch.map(productColumns));
      await insertInChunks(tx, productVariants, variants);
      await insertInChunks(tx, productImages, photos);
      // PGlite runs no autovacuum: with stale statistics the planner picks a plan for the search
      // text refresh that scans every variant per product. Refreshed whenever the batches have
      // about doubled the catalogue, as that is when the old figures mislead.
      if (Number.isInteger(Math.log2(batchNumber))) await tx.execute(sql`analyze products, product_variants`);
      await refreshProductSearchText(
        tx,
        batch.map((product) => product.id),
      );
    });
    summary.products += batch.length;
    summary.variants += variants.length;
    summary.images += photos.length;
    options.onProgress?.(summary.products);
  }
  return { ...summary, milliseconds: Math.round(performance.now() - started) };
}
