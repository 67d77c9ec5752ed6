import { formatIndianMobile } from '@vastra/contract/indian-mobile';
import type { ShipmentStatus } from '@vastra/contract/shipping';
import { formatOrderDate } from '../../../lib/order-format';
import type { BadgeTone } from '../components/Badge';

/** "Meera Iyer". */
export const customerName = (customer: { firstName: string; lastName: string }) =>
  `${customer.firstName} ${customer.lastName}`;

/** "3 orders", "1 order". */
export const countOf = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** When they last ordered, or that they never have. */
export const lastOrderWord = (lastOrderAt: string | null) =>
  lastOrderAt ? formatOrderDate(lastOrderAt) : 'No orders yet';

/**
 * Parcels refused at the door cost the shop two courier trips: one is worth a look (amber), two or
 * more are what turning cash on delivery off is for (red).
 */
export function returnedToOriginTone(count: number): BadgeTone {
  if (count >= 2) return 'red';
  return count === 1 ? 'amber' : 'neutral';
}

/** "Newest 50 of 120 orders" when the page shows only the newest of them; null when it shows them all. */
export function newestOf(shown: number, total: number, many: string): string | null {
  return total > shown ? `Newest ${shown} of ${total} ${many}` : null;
}

/** A 10-digit Indian mobile as "+91 98450 11111"; any other number as it was written. */
export const mobileWord = (mobile: string) => (/^\d{10}$/.test(mobile) ? formatIndianMobile(mobile) : mobile);

/** What the order's parcel says beside its status, when it is worth saying: it came, or is coming, back. */
export function parcelWord(status: ShipmentStatus | null): { word: string; tone: BadgeTone } | null {
  if (status === 'RTO_DELIVERED') return { word: 'Returned to origin', tone: 'red' };
  if (status === 'RTO_INITIATED') return { word: 'Returning to origin', tone: 'amber' };
  if (status === 'UNDELIVERED') return { word: 'Delivery failed', tone: 'amber' };
  return null;
}
