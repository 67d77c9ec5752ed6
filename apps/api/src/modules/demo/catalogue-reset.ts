import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { categories, categoryMedia, productImages, products } from '../../db/schema/catalogue';
import { orders } from '../../db/schema/shopping';
import type { UploadStorage } from '../../lib/storage/upload-storage';
import { storedImageFiles } from '../media';

/** A request the seed command turns down with a sentence rather than a stack trace. */
export class SeedRefusal extends Error {}

/**
 * Deletes every category and product (with their media, variants, cart and wishlist lines) and
 * their files, for a fresh demo or benchmark catalogue. Refused once the shop has orders: those
 * keep their products. Company details, legal pages and users stay.
 */
export async function wipeCatalogue(
  db: Db,
  storage: UploadStorage,
): Promise<{ categories: number; products: number }> {
  const removed = await db.transaction(async (tx) => {
    // Holds off new orders until the wipe commits, so none can lose its products half way.
    await tx.execute(sql`lock table orders in share mode`);
    const [orderCount] = await tx.select({ n: sql<number>`count(*)::int` }).from(orders);
    if (orderCount?.n) {
      throw new SeedRefusal(
        `This shop has ${orderCount.n} orders, so its catalogue is kept: --reset only wipes a shop nobody has ordered from.`,
      );
    }
    const [productCount] = await tx.select({ n: sql<number>`count(*)::int` }).from(products);
    const [categoryCount] = await tx.select({ n: sql<number>`count(*)::int` }).from(categories);
    const images = [
      ...(await tx
        .select({ filename: productImages.filename, srcset: productImages.srcset })
        .from(productImages)),
      ...(await tx
        .select({ filename: categoryMedia.filename, srcset: categoryMedia.srcset })
        .from(categoryMedia)),
    ];
    await tx.execute(sql`truncate table categories, products cascade`);
    return {
      files: [...new Set(images.flatMap(storedImageFiles))],
      categories: categoryCount?.n ?? 0,
      products: productCount?.n ?? 0,
    };
  });
  await storage.remove(removed.files);
  return { categories: removed.categories, products: removed.products };
}
