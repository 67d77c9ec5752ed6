import type { DeliveryStatus } from '@vastra/contract/orders';
import { conflict } from '../../lib/errors';

export const NOT_DELIVERED = 'Only a delivered order can be returned or exchanged.';
export const NO_RETURNS = 'This shop does not take returns or exchanges.';

const longIndianDate = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});

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
