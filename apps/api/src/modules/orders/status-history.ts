import type { DeliveryStatus } from '@vastra/contract/orders';
import type { Tx } from '../../db/client';
import { orderStatusHistory } from '../../db/schema/shopping';

/**
 * Adds a status to the order's timeline, in the transaction that sets it: who set it (an admin, the
 * shopper cancelling their own order) or null when the shop did by itself (an unpaid order expiring).
 */
export async function recordStatus(
  tx: Tx,
  orderId: string,
  status: DeliveryStatus,
  changedBy: string | null,
  at: Date,
): Promise<void> {
  await tx.insert(orderStatusHistory).values({ orderId, status, changedBy, at });
}
