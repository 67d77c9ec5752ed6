import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { storeCreditBalances, storeCreditEntries } from '../../db/schema/store-credit';
import { fromPaise, type Paise, toPaise } from '../../lib/money';

/**
 * Pays up to `total` of a new order from its customer's store credit, inside the transaction that
 * writes the order: the balance row is locked first, so two orders racing for one balance queue and
 * the second sees what the first left. Returns what was taken (0 with no credit). The balance's own
 * check (migration 0039) refuses any entry that would take it below zero.
 */
export async function payFromStoreCredit(
  tx: Tx,
  order: { userId: string; orderId: string; total: Paise; now: Date },
): Promise<Paise> {
  const [row] = await tx
    .select({ balance: storeCreditBalances.balance })
    .from(storeCreditBalances)
    .where(eq(storeCreditBalances.userId, order.userId))
    .for('update');
  const used = Math.min(row ? toPaise(row.balance) : 0, order.total);
  if (used === 0) return 0;
  await tx.insert(storeCreditEntries).values({
    userId: order.userId,
    amount: `-${fromPaise(used)}`,
    reason: 'ORDER_PAYMENT',
    orderId: order.orderId,
    createdAt: order.now,
  });
  return used;
}

/**
 * Gives a cancelled order's store credit back to its customer, exactly once: the ledger holds one
 * ORDER_CANCELED entry per order (a unique index), so a second cancel, even a concurrent one, adds
 * nothing. An order that used no credit writes nothing.
 */
export async function giveBackStoreCredit(tx: Tx, orderId: string, now: Date): Promise<void> {
  await tx.execute(sql`
    insert into ${storeCreditEntries} (user_id, amount, reason, order_id, created_at)
    select p.user_id, -p.amount, 'ORDER_CANCELED', p.order_id, ${now.toISOString()}::timestamptz
    from ${storeCreditEntries} p
    where p.order_id = ${orderId}::uuid and p.reason = 'ORDER_PAYMENT'
    on conflict (order_id, reason) where order_id is not null do nothing`);
}

/** Whether this order's store credit went back to its customer (it was cancelled). */
export async function storeCreditGivenBack(tx: Tx, orderId: string): Promise<boolean> {
  const [entry] = await tx
    .select({ id: storeCreditEntries.id })
    .from(storeCreditEntries)
    .where(and(eq(storeCreditEntries.orderId, orderId), eq(storeCreditEntries.reason, 'ORDER_CANCELED')));
  return entry !== undefined;
}

/**
 * Refunds a return into its customer's store credit, exactly once: one entry per return (a unique
 * index). Returns false when it was already refunded. A refund of nothing writes nothing.
 */
export async function refundToStoreCredit(
  tx: Tx,
  refund: { userId: string; returnId: string; amount: Paise; now: Date },
): Promise<boolean> {
  if (refund.amount === 0) return true;
  const written = await tx
    .insert(storeCreditEntries)
    .values({
      userId: refund.userId,
      amount: fromPaise(refund.amount),
      reason: 'RETURN_REFUND',
      returnId: refund.returnId,
      createdAt: refund.now,
    })
    .onConflictDoNothing()
    .returning({ id: storeCreditEntries.id });
  return written.length > 0;
}
