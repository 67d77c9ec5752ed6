import { sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client';
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
import { coupons } from '../../db/schema/coupons';
import type { UploadStorage } from '../../lib/storage/upload-storage';
import { refreshProductSearchText } from '../catalogue';
import { type StoredImage, storedImageFiles } from '../media';
import { demoBanners } from './banners';
import { demoCompany } from './company';
import { demoCoupons } from './coupons';
import { type DemoStorePlan, planDemoStore } from './demo-store';
import { heroBannerSvg } from './hero-artwork';
import { ProductImagePool } from './image-pool';
import { privacyPolicy } from './privacy-policy';
import { productViews } from './product-artwork';
import { productColumns, variantColumns } from './product-plan';
import { storeDrawing } from './stored-drawing';
import { termsConditions } from './terms-conditions';

export interface DemoSeedSummary {
  categories: number;
  heroMedia: number;
  products: number;
  variants: number;
  images: number;
  milliseconds: number;
}

/** Any number; two processes seeding one PostgreSQL database at once queue on it. */
const SEED_LOCK = 7_241_019;

/** True once the shop has any category: the demo store is only ever added to an empty catalogue. */
export async function hasCatalogue(db: Db | Tx): Promise<boolean> {
  const rows = await db.select({ id: categories.id }).from(categories).limit(1);
  return rows.length > 0;
}

/**
 * Inserts rows a thousand at a time: fewer, larger statements are much faster on PGlite, and a
 * thousand rows of a catalogue table stay far below PostgreSQL's 65,535 parameters per statement.
 */
export async function insertInChunks<T extends PgTable>(
  tx: Tx,
  table: T,
  rows: T['$inferInsert'][],
  size = 1000,
): Promise<void> {
  for (let start = 0; start < rows.length; start += size) {
    await tx.insert(table).values(rows.slice(start, start + size));
  }
}

/**
 * On an empty catalogue, creates the demo store: categories with hero slides, products with
 * variants and photos, home page banners, company details and both legal pages. Returns undefined (and changes
 * nothing) when the shop already has categories.
 */
export async function seedDemoStoreIfEmpty(
  db: Db,
  storage: UploadStorage,
): Promise<DemoSeedSummary | undefined> {
  const started = performance.now();
  if (await hasCatalogue(db)) return undefined;
  const plan = planDemoStore();
  const pool = new ProductImagePool(storage);
  const heroFiles: string[] = [];
  // Rendering runs on sharp's threads while the rows go in, then the photos are linked up.
  const artwork = renderArtwork(plan, pool, storage, heroFiles);
  artwork.catch(() => {});

  try {
    const summary = await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
      if (await hasCatalogue(tx)) return undefined;
      await insertInChunks(tx, categories, plan.categories);
      await insertInChunks(tx, products, plan.products.map(productColumns));
      const variants = plan.products.flatMap((product) =>
        product.variants.map((variant) => ({
          ...variantColumns(product.id, variant),
          createdAt: product.createdAt,
          updatedAt: product.createdAt,
        })),
      );
      await insertInChunks(tx, productVariants, variants);
      await insertStoreDetails(tx);
      // Statistics for the planner: PGlite has no autovacuum to gather them after a bulk insert.
      await tx.execute(sql`analyze categories, products, product_variants`);
      await refreshProductSearchText(tx);

      const { heroImages, bannerImages, photos } = await artwork;
      await insertInChunks(
        tx,
        categoryMedia,
        plan.heroes.map((slide, i) => ({
          categoryId: slide.categoryId,
          fileType: 'IMAGE' as const,
          position: slide.position,
          headline: slide.hero.title,
          offer: slide.hero.tag,
          ...(heroImages[i] as StoredImage),
        })),
      );
      await insertInChunks(tx, productImages, photos);
      await tx.insert(banners).values(
        demoBanners.map(({ title, subtitle, link }, position) => ({
          title,
          subtitle,
          link,
          position,
          ...(bannerImages[position] as StoredImage),
        })),
      );
      return {
        categories: plan.categories.length,
        heroMedia: heroImages.length,
        products: plan.products.length,
        variants: variants.length,
        images: photos.length,
        milliseconds: 0,
      };
    });
    if (!summary) await removeArtwork(artwork, pool, storage, heroFiles);
    return summary && { ...summary, milliseconds: Math.round(performance.now() - started) };
  } catch (error) {
    await removeArtwork(artwork, pool, storage, heroFiles);
    throw error;
  }
}

/**
 * Company details, legal pages and offer codes, unless an admin saved their own before the
 * catalogue was seeded.
 */
async function insertStoreDetails(tx: Tx): Promise<void> {
  await tx.insert(companyDetails).values(demoCompany).onConflictDoNothing();
  await tx.insert(legalPages).values([privacyPolicy, termsConditions]).onConflictDoNothing();
  await tx.insert(coupons).values(demoCoupons).onConflictDoNothing();
}

async function renderArtwork(
  plan: DemoStorePlan,
  pool: ProductImagePool,
  storage: UploadStorage,
  heroFiles: string[],
) {
  const heroes = Promise.all(
    plan.heroes.map(async ({ hero }) => {
      const image = await storeDrawing(storage, heroBannerSvg(hero));
      heroFiles.push(...storedImageFiles(image));
      return image;
    }),
  );
  const bannerImages = Promise.all(
    demoBanners.map(async ({ art }) => {
      const image = await storeDrawing(storage, heroBannerSvg(art));
      heroFiles.push(...storedImageFiles(image));
      return image;
    }),
  );
  // Each colour's views in gallery order, its front photo first: cards show a colour's first photo.
  const photos = Promise.all(
    plan.products.flatMap((product) =>
      product.colours.flatMap((colour, colourIndex) =>
        productViews.map(async (view, viewIndex) => ({
          productId: product.id,
          position: colourIndex * productViews.length + viewIndex,
          ...(await pool.ownImage(product.look, colour, view)),
        })),
      ),
    ),
  );
  return { heroImages: await heroes, bannerImages: await bannerImages, photos: await photos };
}

async function removeArtwork(
  artwork: Promise<unknown>,
  pool: ProductImagePool,
  storage: UploadStorage,
  heroFiles: string[],
): Promise<void> {
  await artwork.catch(() => {});
  await storage.remove([...heroFiles, ...(await pool.files())]);
}
