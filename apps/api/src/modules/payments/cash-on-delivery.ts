import type { DeliveryStatus } from '@vastra/contract/orders';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { orders } from '../../db/schema/shopping';

/**
 * Cash on delivery is paid at the door: a COD order's payment is recorded COMPLETED when it is marked
 * delivered, so that a refund is always of money the shop took, and PENDING again when an admin moves
 * it back before delivery (a delivery marked by mistake). A cancelled order keeps what it had. Call
 * inside the transaction that changes the delivery status.
 */
export async function recordCashOnDelivery(
  tx: Tx,
  orderId: string,
  change: { from: DeliveryStatus; to: DeliveryStatus },
  now: Date,
): Promise<void> {
  const paymentStatus =
    change.to === 'DELIVERED'
      ? ('COMPLETED' as const)
      : change.from === 'DELIVERED' && change.to !== 'CANCELED'
        ? ('PENDING' as const)
        : null;
  if (!paymentStatus) return;
  await tx
    .update(orders)
    .set({ paymentStatus, updatedAt: now })
    .where(and(eq(orders.id, orderId), eq(orders.paymentMethod, 'COD')));
}
