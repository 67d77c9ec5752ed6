import { and, eq, ne } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { returns } from '../../db/schema/returns';

export const ORDER_HAS_RETURNS =
  'This order has return or exchange requests, so it stays delivered: settle them under Returns.';

/**
 * Whether a delivered order has requests that were not rejected: then it must stay DELIVERED, since
 * moving it back (or cancelling it) would put its units back on the shelf a second time.
 */
export async function hasLiveReturns(tx: Tx, orderId: string): Promise<boolean> {
  const [found] = await tx
    .select({ id: returns.id })
    .from(returns)
    .where(and(eq(returns.orderId, orderId), ne(returns.status, 'REJECTED')))
    .limit(1);
  return found !== undefined;
}
