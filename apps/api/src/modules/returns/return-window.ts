import type { DeliveryStatus } from '@vastra/contract/orders';
import { conflict } from '../../lib/errors';

const DAY_MS = 24 * 60 * 60 * 1000;

export const NOT_DELIVERED = 'Only a delivered order can be returned or exchanged.';
export const NO_RETURNS = 'This shop does not take returns or exchanges.';

const longIndianDate = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});

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

/** The 409 for an order that cannot be returned now, or nothing while its window is open. */
export function returnWindowRefusal(
  deliveryStatus: DeliveryStatus,
  windowEnd: Date | null,
  windowDays: number,
  now: Date,
) {
  if (deliveryStatus !== 'DELIVERED' || !windowEnd) return conflict(NOT_DELIVERED);
  if (windowDays === 0) return conflict(NO_RETURNS);
  if (now > windowEnd) {
    return conflict(`Returns for this order closed on ${longIndianDate.format(windowEnd)}.`);
  }
  return undefined;
}
