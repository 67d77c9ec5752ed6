import type { StoreCredit } from '@vastra/contract/store-credit';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { storeCreditBalances, storeCreditEntries } from '../../db/schema/store-credit';
import { exactRupees } from '../../lib/money';

/** The customer's balance and every ledger entry, newest first (a customer who never had credit: 0.00). */
export async function readStoreCredit(db: Db, userId: string): Promise<StoreCredit> {
  const [balance] = await db
    .select({ balance: storeCreditBalances.balance })
    .from(storeCreditBalances)
    .where(eq(storeCreditBalances.userId, userId));
  const entries = await db
    .select()
    .from(storeCreditEntries)
    .where(eq(storeCreditEntries.userId, userId))
    .orderBy(desc(storeCreditEntries.createdAt), desc(storeCreditEntries.id));
  return {
    balance: exactRupees(balance?.balance ?? '0'),
    entries: entries.map((entry) => ({
      id: entry.id,
      amount: signedRupees(entry.amount),
      reason: entry.reason,
      orderId: entry.orderId,
      returnId: entry.returnId,
      at: entry.createdAt.toISOString(),
    })),
  };
}

/** "-450.5" -> "-450.50": exactRupees for a signed ledger amount. */
function signedRupees(amount: string): string {
  return amount.startsWith('-') ? `-${exactRupees(amount.slice(1))}` : exactRupees(amount);
}
