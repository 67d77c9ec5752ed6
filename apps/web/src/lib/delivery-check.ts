import { useQuery } from '@tanstack/react-query';
import type { DeliveryCheck } from '@vastra/contract/shipping';
import { api } from './api';

/** docs/product.md §5's rule and sentence, written out: the contract's schema would pull zod into the shop. */
export const PINCODE_INVALID = 'Pincode must be a 6-digit number.';
export const isPincode = (text: string) => /^\d{6}$/.test(text.trim());

/** The API's sentences when an order goes where the shop does not deliver, or asks for refused COD. */
export const notDelivered = (pincode: string) => `We do not deliver to pincode ${pincode} yet.`;
export const codRefused = (pincode: string) => `Cash on delivery is not available for pincode ${pincode}.`;

/**
 * GET /delivery/check for a pincode (nothing is asked while it is not six digits). The answer moves
 * with the day and the dispatch cut-off, so it is asked again after a few minutes.
 */
export function useDeliveryCheck(pincode: string | undefined) {
  const wanted = pincode?.trim() ?? '';
  return useQuery({
    queryKey: ['delivery-check', wanted],
    queryFn: () => api<DeliveryCheck>(`/delivery/check?pincode=${encodeURIComponent(wanted)}`),
    enabled: isPincode(wanted),
    staleTime: 5 * 60_000,
    retry: false,
  });
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/**
 * "2025-12-11" -> "Thu, 11 Dec" (en-IN's short weekday, day and month), the calendar day whatever the
 * browser's time zone. Written out rather than through Intl for the reason groupIndian gives
 * (lib/format.ts): ICU's locale data would cost the product page's first task.
 */
export function formatDeliveryDay(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  const date = new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, day ?? 1));
  return `${WEEKDAYS[date.getUTCDay()]}, ${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]}`;
}

/** "Delivery by Thu, 11 Dec" for a served pincode; null where the shop does not deliver. */
export function deliveryByLine(check: DeliveryCheck): string | null {
  return check.serviceable && check.estimatedDelivery
    ? `Delivery by ${formatDeliveryDay(check.estimatedDelivery.to)}`
    : null;
}
