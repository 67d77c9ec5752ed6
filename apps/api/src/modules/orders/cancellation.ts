import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { orders, payments } from '../../db/schema/shopping';
import { giveBackStoreCredit } from '../store-credit';
import { recordStatus } from './status-history';
import { releaseStock } from './stock';

/**
 * Cancels an order the caller has locked: status CANCELED, a pending online payment FAILED (so a
 * late payment cannot revive it), its units back on the shelf exactly once, and the change on its
 * timeline as made by `changedBy` (null: by the shop itself), and the store credit it used back with
 * its customer exactly once.
 */
export async function markCanceled(tx: Tx, orderId: string, changedBy: string | null): Promise<void> {
  const now = new Date();
  const failedPayments = await tx
    .update(payments)
    .set({ status: 'FAILED', updatedAt: now })
    .where(and(eq(payments.orderId, orderId), eq(payments.status, 'PENDING')))
    .returning({ id: payments.id });
  await tx
    .update(orders)
    .set({
      deliveryStatus: 'CANCELED',
      ...(failedPayments.length > 0 ? { paymentStatus: 'FAILED' as const } : {}),
      updatedAt: now,
    })
    .where(eq(orders.id, orderId));
  await recordStatus(tx, orderId, 'CANCELED', changedBy, now);
  await releaseStock(tx, orderId);
  await giveBackStoreCredit(tx, orderId, now);
}
