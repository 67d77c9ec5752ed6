import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { returnItems } from '../../db/schema/returns';
import { orderItems } from '../../db/schema/shopping';
import { mergeLines, putBackStock, type StockRequest, takeStock } from '../orders';

/** The units of a request: what comes back (the ordered variants) and what an exchange sends out. */
export async function requestUnits(
  tx: Tx,
  returnId: string,
): Promise<{ returned: StockRequest[]; exchanged: StockRequest[]; refundsMoney: boolean }> {
  const items = await tx
    .select({
      type: returnItems.type,
      quantity: returnItems.quantity,
      orderedVariantId: orderItems.productVariantId,
      exchangeVariantId: returnItems.exchangeVariantId,
    })
    .from(returnItems)
    .innerJoin(orderItems, eq(orderItems.id, returnItems.orderItemId))
    .where(eq(returnItems.returnId, returnId));
  return {
    returned: items.map((item) => ({ productVariantId: item.orderedVariantId, quantity: item.quantity })),
    exchanged: items.flatMap((item) =>
      item.exchangeVariantId ? [{ productVariantId: item.exchangeVariantId, quantity: item.quantity }] : [],
    ),
    refundsMoney: items.some((item) => item.type === 'RETURN'),
  };
}

/**
 * Sets aside the exchange's units when a request is approved, with the orders module's guarded
 * update: never below zero, never an archived variant; a 409 naming the variant otherwise, and the
 * caller's transaction takes nothing.
 */
export async function holdExchangeUnits(tx: Tx, exchanged: StockRequest[]): Promise<void> {
  await takeStock(tx, mergeLines(exchanged));
}

/** Puts an approved exchange's held units back on sale (the request was rejected after all). */
export async function releaseExchangeUnits(tx: Tx, exchanged: StockRequest[]): Promise<void> {
  await putBackStock(tx, exchanged);
}

/** Puts the returned units (the variants ordered, returns and exchanges alike) back on sale. */
export async function restockReturnedUnits(tx: Tx, returned: StockRequest[]): Promise<void> {
  await putBackStock(tx, returned);
}
