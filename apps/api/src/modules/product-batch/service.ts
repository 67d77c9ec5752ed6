import type { ProductBatchAction } from '@vastra/contract/product-batch';
import { type AnyColumn, and, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { products, productVariants } from '../../db/schema/catalogue';
import { conflict, fieldError, notFound } from '../../lib/errors';
import type { UploadStorage } from '../../lib/storage/upload-storage';
import { checkFinalCategory, deleteProduct } from '../products';

const PRICE_TOO_LOW = 'That change would take a price to ₹0 or below.';

/** The live products among `ids`, locked for the change; an id that is not one is a 404 and nothing changes. */
async function lockProducts(tx: Tx, ids: string[]): Promise<string[]> {
  const unique = [...new Set(ids)];
  const found = await tx
    .select({ id: products.id })
    .from(products)
    .where(and(inArray(products.id, unique), isNull(products.archivedAt)))
    .for('update');
  if (found.length !== unique.length) throw notFound('Some of the products picked no longer exist.');
  return unique;
}

/** A price column moved as the action says, to the paisa: `price + value` or `price * (100 + value) / 100`. */
function moved(column: AnyColumn, by: 'AMOUNT' | 'PERCENT', value: number): SQL {
  return by === 'AMOUNT'
    ? sql`round(${column} + ${value}::numeric, 2)`
    : sql`round(${column} * (100 + ${value}::numeric) / 100, 2)`;
}

/**
 * One action on many products, each action in one transaction: every product changes or none.
 * Archiving goes product by product through DELETE /products/{id}'s own rules.
 */
export async function applyProductBatch(
  db: Db,
  storage: UploadStorage,
  ids: string[],
  action: ProductBatchAction,
): Promise<number> {
  if (action.type === 'ARCHIVE') {
    await db.transaction((tx) => lockProducts(tx, ids));
    for (const id of new Set(ids)) await deleteProduct(db, storage, id);
    return new Set(ids).size;
  }
  return db.transaction(async (tx) => {
    const picked = await lockProducts(tx, ids);
    const live = and(inArray(productVariants.productId, picked), isNull(productVariants.archivedAt));
    if (action.type === 'PUBLISH' || action.type === 'UNPUBLISH') {
      await tx
        .update(products)
        .set({ status: action.type === 'PUBLISH' ? 'ACTIVE' : 'DRAFT', updatedAt: new Date() })
        .where(inArray(products.id, picked));
    } else if (action.type === 'MOVE') {
      await checkFinalCategory(tx, action.categoryId);
      await tx
        .update(products)
        .set({ categoryId: action.categoryId, updatedAt: new Date() })
        .where(inArray(products.id, picked));
    } else if (action.type === 'SET_STOCK') {
      await tx.update(productVariants).set({ stock: action.stock, updatedAt: new Date() }).where(live);
    } else {
      const original = moved(productVariants.originalPrice, action.by, action.value);
      const discount = moved(productVariants.discountPrice, action.by, action.value);
      const [lowest] = await tx
        .select({ price: sql<string | null>`min(least(${original}, coalesce(${discount}, ${original})))` })
        .from(productVariants)
        .where(live);
      if (lowest?.price !== null && lowest?.price !== undefined && Number(lowest.price) <= 0) {
        throw fieldError('action', PRICE_TOO_LOW);
      }
      await tx
        .update(productVariants)
        .set({
          originalPrice: sql`${original}`,
          discountPrice: sql`case when ${productVariants.discountPrice} is null then null else ${discount} end`,
          updatedAt: new Date(),
        })
        .where(live);
    }
    return picked.length;
  });
}

/**
 * The list's inline stock edit: one live variant's stock, as counted on the shelf, if it still is
 * what the admin saw (`was`); otherwise a 409 with the stock it has now, and nothing changes.
 */
export async function setVariantStock(db: Db, id: string, stock: number, was: number): Promise<number> {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ stock: productVariants.stock })
      .from(productVariants)
      .where(and(eq(productVariants.id, id), isNull(productVariants.archivedAt)))
      .for('update');
    if (!current) throw notFound('Variant not found.');
    if (current.stock !== was) {
      const message = `The stock changed to ${current.stock} while you were editing it.`;
      throw conflict(message, { stock: message });
    }
    await tx.update(productVariants).set({ stock, updatedAt: new Date() }).where(eq(productVariants.id, id));
    return stock;
  });
}
