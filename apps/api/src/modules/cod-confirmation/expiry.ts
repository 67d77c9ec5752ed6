import { and, asc, eq, lte } from 'drizzle-orm';
import { orders } from '../../db/schema/shopping';
import { mailStatusChange, markCanceled, type ShopContext } from '../orders';

/**
 * Cancels the cash-on-delivery orders whose shopper did not answer in the shop's hours, up to 100 a
 * sweep, each in its own transaction whose guarded update checks it again, so an answer given at the
 * same moment wins or loses whole and the units go back once. One cancelled meanwhile by other means
 * is marked unanswered too, so that it leaves the sweep. Returns how many it cancelled.
 */
export async function cancelUnconfirmedOrders(ctx: ShopContext, now: Date): Promise<number> {
  const due = await ctx.db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.codConfirmation, 'AWAITING'), lte(orders.codConfirmBy, now)))
    .orderBy(asc(orders.codConfirmBy))
    .limit(100);
  let cancelled = 0;
  for (const { id } of due) {
    const expired = await ctx.db.transaction(async (tx) => {
      const [order] = await tx
        .update(orders)
        .set({ codConfirmation: 'DECLINED', codAnsweredAt: now, codAnsweredVia: 'EXPIRED', updatedAt: now })
        .where(and(eq(orders.id, id), eq(orders.codConfirmation, 'AWAITING'), lte(orders.codConfirmBy, now)))
        .returning({ deliveryStatus: orders.deliveryStatus });
      if (order?.deliveryStatus !== 'PENDING') return false;
      await markCanceled(tx, id, null);
      return true;
    });
    if (expired) {
      cancelled++;
      mailStatusChange(ctx, id);
    }
  }
  return cancelled;
}
