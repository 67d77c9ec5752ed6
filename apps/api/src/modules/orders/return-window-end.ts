import type { DeliveryStatus } from '@vastra/contract/orders';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * When a delivered order's return window closes: the shop's window of days from the moment it last
 * became DELIVERED (its timeline, oldest first). Null for an order that is not delivered, or whose
 * timeline has no delivery (a row written by hand).
 */
export function returnWindowEnd(
  deliveryStatus: DeliveryStatus,
  history: readonly { status: DeliveryStatus; at: Date | string }[],
  windowDays: number,
): Date | null {
  if (deliveryStatus !== 'DELIVERED') return null;
  const delivered = history.findLast((change) => change.status === 'DELIVERED');
  if (!delivered) return null;
  return new Date(new Date(delivered.at).getTime() + windowDays * DAY_MS);
}
