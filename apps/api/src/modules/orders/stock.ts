import { and, eq, gte, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { products, productVariants } from '../../db/schema/catalogue';
import { orderItems, orders } from '../../db/schema/shopping';
import { conflict, type HttpError } from '../../lib/errors';

export interface StockRequest {
  productVariantId: string;
  quantity: number;
}

/** The prices of a variant at the moment its units were taken. */
export interface TakenUnits {
  productVariantId: string;
  originalPrice: string;
  discountPrice: string | null;
}

/** The 409 for a variant whose units could not be had, in the words of whoever asked for them. */
type Shortage = (tx: Tx, productVariantId: string, quantity: number) => Promise<HttpError>;

/**
 * Takes units off the shelf with guarded updates (never below 0, never from an archived variant or
 * product), so concurrent orders cannot oversell. Throws a 409 naming the first line that cannot be
 * had (a shopper's sentence unless `shortage` words it otherwise); the caller's transaction then
 * rolls back whatever was taken before it.
 */
export async function takeStock(
  tx: Tx,
  requests: StockRequest[],
  shortage: Shortage = shortageConflict,
): Promise<Map<string, TakenUnits>> {
  const taken = new Map<string, TakenUnits>();
  // A fixed order of row locks keeps two orders for the same variants from deadlocking.
  const ordered = [...requests].sort((a, b) => a.productVariantId.localeCompare(b.productVariantId));
  for (const { productVariantId, quantity } of ordered) {
    const [row] = await tx
      .update(productVariants)
      .set({ stock: sql`${productVariants.stock} - ${quantity}`, updatedAt: new Date() })
      .from(products)
      .where(
        and(
          eq(productVariants.id, productVariantId),
          eq(products.id, productVariants.productId),
          gte(productVariants.stock, quantity),
          isNull(productVariants.archivedAt),
          isNull(products.archivedAt),
          eq(products.status, 'ACTIVE'),
        ),
      )
      .returning({
        productVariantId: productVariants.id,
        originalPrice: productVariants.originalPrice,
        discountPrice: productVariants.discountPrice,
      });
    if (!row) throw await shortage(tx, productVariantId, quantity);
    taken.set(productVariantId, row);
  }
  return taken;
}

/**
 * Puts an order's units back on the shelf, at most once: stock_released_at is set in the same
 * statement that checks it, so a second cancel (or a cancel racing an expiry) returns nothing.
 */
export async function releaseStock(tx: Tx, orderId: string): Promise<boolean> {
  const [released] = await tx
    .update(orders)
    .set({ stockReleasedAt: new Date(), updatedAt: new Date() })
    .where(and(eq(orders.id, orderId), isNull(orders.stockReleasedAt)))
    .returning({ id: orders.id });
  if (!released) return false;
  await tx.execute(sql`
    update product_variants v set stock = v.stock + line.quantity, updated_at = now()
    from (
      select product_variant_id, sum(quantity)::int as quantity from order_items
      where order_id = ${orderId} group by product_variant_id
    ) line
    where v.id = line.product_variant_id
  `);
  return true;
}

/**
 * Takes a canceled order's units off the shelf again (an admin moved it out of CANCELED): a 409
 * telling the admin what is missing when they were sold or taken off sale meanwhile.
 */
export async function retakeStock(tx: Tx, orderId: string): Promise<void> {
  const lines = await tx
    .select({ productVariantId: orderItems.productVariantId, quantity: orderItems.quantity })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId));
  const [held] = await tx
    .update(orders)
    .set({ stockReleasedAt: null, updatedAt: new Date() })
    .where(and(eq(orders.id, orderId), sql`${orders.stockReleasedAt} is not null`))
    .returning({ id: orders.id });
  if (!held) return;
  await takeStock(tx, mergeLines(lines), reopeningShortage);
}

/** Why a cancelled order cannot be reopened for want of a variant's units, and what the admin can do. */
async function reopeningShortage(tx: Tx, productVariantId: string, quantity: number): Promise<HttpError> {
  const variant = await shortVariant(tx, productVariantId);
  const label = variant ? `${variant.name} (${variant.color}, ${variant.size})` : 'one of its products';
  if (!variant || variant.gone) {
    return conflict(
      `This order cannot be reopened: ${label} was taken off sale after the order was cancelled. Leave the order cancelled.`,
    );
  }
  const left =
    variant.stock === 0
      ? 'there is none'
      : `there ${variant.stock === 1 ? 'is' : 'are'} only ${variant.stock}`;
  return conflict(
    `This order cannot be reopened: its units went back on sale when it was cancelled, and ${left} of ${label} left for the ${quantity} it needs. Add stock to the product, then try again.`,
  );
}

/**
 * Puts units back on the shelf (a returned parcel, an exchange's held units given back), one update
 * per variant in the same fixed order of row locks as takeStock. The caller's own status check, in
 * the same transaction, makes sure this happens once.
 */
export async function putBackStock(tx: Tx, requests: StockRequest[]): Promise<void> {
  const merged = mergeLines(requests).sort((a, b) => a.productVariantId.localeCompare(b.productVariantId));
  for (const { productVariantId, quantity } of merged) {
    await tx
      .update(productVariants)
      .set({ stock: sql`${productVariants.stock} + ${quantity}`, updatedAt: new Date() })
      .where(eq(productVariants.id, productVariantId));
  }
}

/** Requests for the same variant added together. */
export function mergeLines(lines: StockRequest[]): StockRequest[] {
  const merged = new Map<string, number>();
  for (const line of lines) {
    merged.set(line.productVariantId, (merged.get(line.productVariantId) ?? 0) + line.quantity);
  }
  return [...merged].map(([productVariantId, quantity]) => ({ productVariantId, quantity }));
}

/** The 409 that names a variant whose units could not be had, and why. */
export async function shortageConflict(tx: Db | Tx, productVariantId: string): Promise<HttpError> {
  const variant = await shortVariant(tx, productVariantId);
  if (!variant || variant.gone) {
    return conflict(`${variant?.name ?? 'A product in your cart'} is no longer available.`);
  }
  const label = `${variant.name} (${variant.color}, ${variant.size})`;
  if (variant.stock === 0) return conflict(`${label} is out of stock.`);
  return conflict(`Only ${variant.stock} left of ${label}.`);
}

/** A variant's names, its stock, and whether it or its product is archived. */
async function shortVariant(tx: Db | Tx, productVariantId: string) {
  const [variant] = await variantStock(tx, eq(productVariants.id, productVariantId));
  return variant;
}

/** The variants `which` picks, each with its product, names, stock, and whether either is archived. */
export function variantStock(tx: Db | Tx, which: SQL) {
  return tx
    .select({
      id: productVariants.id,
      productId: productVariants.productId,
      name: products.name,
      color: productVariants.color,
      size: productVariants.size,
      stock: productVariants.stock,
      gone: sql<boolean>`(${productVariants.archivedAt} is not null or ${products.archivedAt} is not null
        or ${products.status} <> 'ACTIVE')`,
    })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(which);
}
