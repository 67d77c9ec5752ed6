import { colourKey, type Variant } from '@vastra/contract/catalogue';
import type { Wishlist, WishlistItem } from '@vastra/contract/wishlist';
import { and, asc, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { products, productVariants } from '../../db/schema/catalogue';
import { wishlistItems, wishlists } from '../../db/schema/shopping';
import { fieldError, notFound } from '../../lib/errors';
import { imagesByProduct, photosForColour, toVariant } from '../catalogue';

interface WishlistRow {
  id: string;
  productId: string;
  name: string;
  color: string | null;
}

/** The caller's wishlist, newest first, in four queries; products that left the catalogue are hidden. */
export async function getWishlist(db: Db, userId: string): Promise<Wishlist> {
  const wishlistId = await ensureWishlist(db, userId);
  const rows = await db
    .select({
      id: wishlistItems.id,
      productId: products.id,
      name: products.name,
      color: wishlistItems.color,
    })
    .from(wishlistItems)
    .innerJoin(products, eq(products.id, wishlistItems.productId))
    .where(
      and(
        eq(wishlistItems.wishlistId, wishlistId),
        isNull(products.archivedAt),
        eq(products.status, 'ACTIVE'),
      ),
    )
    .orderBy(desc(wishlistItems.createdAt), asc(wishlistItems.id));
  return { id: wishlistId, items: await withProductDetails(db, rows) };
}

/**
 * Adds a product to the caller's wishlist, in `color` when one is given (the colour the shopper was
 * looking at, so its photos lead). Adding it again changes nothing but that colour.
 */
export async function addToWishlist(
  db: Db,
  userId: string,
  productId: string,
  color?: string,
): Promise<WishlistItem> {
  const [product] = await db
    .select({ id: products.id, name: products.name })
    .from(products)
    .where(and(eq(products.id, productId), isNull(products.archivedAt), eq(products.status, 'ACTIVE')));
  if (!product) throw notFound('Product not found.');
  const savedColour = color === undefined ? null : await liveVariantColour(db, productId, color);
  const wishlistId = await ensureWishlist(db, userId);
  const insert = db.insert(wishlistItems).values({ wishlistId, productId, color: savedColour });
  await (savedColour === null
    ? insert.onConflictDoNothing()
    : insert.onConflictDoUpdate({
        target: [wishlistItems.wishlistId, wishlistItems.productId],
        set: { color: savedColour },
      }));
  const [row] = await db
    .select({ id: wishlistItems.id, color: wishlistItems.color })
    .from(wishlistItems)
    .where(and(eq(wishlistItems.wishlistId, wishlistId), eq(wishlistItems.productId, productId)));
  if (!row) throw new Error('wishlist item vanished after insert');
  const [item] = await withProductDetails(db, [{ ...row, productId, name: product.name }]);
  if (!item) throw new Error('wishlist item could not be read back');
  return item;
}

/** The product's live variant colour that `color` names (any case), spelt as the variant spells it. */
async function liveVariantColour(db: Db, productId: string, color: string): Promise<string> {
  const colours = await db
    .select({ color: productVariants.color })
    .from(productVariants)
    .where(and(eq(productVariants.productId, productId), isNull(productVariants.archivedAt)))
    .orderBy(asc(productVariants.createdAt), asc(productVariants.id));
  const match = colours.find((variant) => colourKey(variant.color) === colourKey(color));
  if (!match) throw fieldError('color', `"${color}" is not a colour of this product.`);
  return match.color;
}

/** Removes a product from the caller's wishlist; removing one that is not there changes nothing. */
export async function removeFromWishlist(db: Db, userId: string, productId: string): Promise<void> {
  const [product] = await db.select({ id: products.id }).from(products).where(eq(products.id, productId));
  if (!product) throw notFound('Product not found.');
  await db
    .delete(wishlistItems)
    .where(
      and(
        eq(wishlistItems.productId, productId),
        inArray(
          wishlistItems.wishlistId,
          db.select({ id: wishlists.id }).from(wishlists).where(eq(wishlists.userId, userId)),
        ),
      ),
    );
}

async function ensureWishlist(db: Db | Tx, userId: string): Promise<string> {
  const [existing] = await db
    .select({ id: wishlists.id })
    .from(wishlists)
    .where(eq(wishlists.userId, userId));
  if (existing) return existing.id;
  await db.insert(wishlists).values({ userId }).onConflictDoNothing({ target: wishlists.userId });
  const [created] = await db.select({ id: wishlists.id }).from(wishlists).where(eq(wishlists.userId, userId));
  if (!created) throw new Error('wishlist vanished while being created');
  return created.id;
}

// Images and live variants for all rows at once: two queries, not two per product.
async function withProductDetails(db: Db, rows: WishlistRow[]): Promise<WishlistItem[]> {
  const productIds = rows.map((row) => row.productId);
  const images = await imagesByProduct(db, productIds);
  const variants = new Map<string, Variant[]>();
  if (productIds.length > 0) {
    const variantRows = await db
      .select({
        productId: productVariants.productId,
        id: productVariants.id,
        color: productVariants.color,
        colorHexCode: productVariants.colorHexCode,
        size: productVariants.size,
        originalPrice: productVariants.originalPrice,
        discountPrice: productVariants.discountPrice,
        stock: productVariants.stock,
      })
      .from(productVariants)
      .where(and(inArray(productVariants.productId, productIds), isNull(productVariants.archivedAt)))
      .orderBy(asc(productVariants.createdAt), asc(productVariants.id));
    for (const row of variantRows) {
      const list = variants.get(row.productId) ?? [];
      list.push(toVariant(row));
      variants.set(row.productId, list);
    }
  }
  return rows.map((row) => ({
    id: row.id,
    productId: row.productId,
    color: row.color,
    product: {
      id: row.productId,
      name: row.name,
      images: photosForColour(images.get(row.productId) ?? [], row.color),
      variants: variants.get(row.productId) ?? [],
    },
  }));
}
