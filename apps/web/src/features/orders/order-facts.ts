import type { Address } from '@vastra/contract/addresses';
import type { DeliveryStatus, Order } from '@vastra/contract/orders';
import { shortOrderId } from '../../lib/order-format';

/** '#' and the first 8 characters of the order id (docs/product.md §9). */
export const orderNumber = (id: string) => `#${shortOrderId(id)}`;

/** How an online payment stands, for the shopper; cash on delivery is settled at the door. */
export function paymentNote(order: Pick<Order, 'paymentMethod' | 'paymentStatus'>): string | undefined {
  if (order.paymentMethod !== 'ONLINE_PAYMENT') return undefined;
  if (order.paymentStatus === 'COMPLETED') return 'Paid';
  if (order.paymentStatus === 'FAILED') return 'Payment failed';
  return 'Awaiting payment';
}

/** Badge colours (docs/product.md §4): DELIVERED green, SHIPPED blue, CANCELED red, otherwise yellow. */
export function statusBadgeClass(status: DeliveryStatus | string): string {
  if (status === 'DELIVERED') return 'bg-emerald-50 text-emerald-700 ring-emerald-600/20';
  if (status === 'SHIPPED') return 'bg-sky-50 text-sky-700 ring-sky-600/20';
  if (status === 'CANCELED') return 'bg-red-50 text-red-700 ring-red-600/20';
  return 'bg-yellow-50 text-yellow-800 ring-yellow-600/25';
}

/** A shopper may cancel only while the order is PENDING. */
export const canCancel = (order: Pick<Order, 'deliveryStatus'>) => order.deliveryStatus === 'PENDING';

/** Only a customer who received a product may review it (docs/api.md §9). */
export const canReview = (order: Pick<Order, 'deliveryStatus'>) => order.deliveryStatus === 'DELIVERED';

/** The product page, scrolled to its review form (the page opens the form for this hash). */
export const reviewFormLink = (productId: string) => `/product/${productId}#write-review`;

/** The delivery address on one line: "12 MG Road, Near Park, Bengaluru, Karnataka - 560001". */
export function addressLine(address: Address): string {
  const street = [address.addressLine1, address.addressLine2].filter(Boolean).join(', ');
  return `${street}, ${address.city}, ${address.state} - ${address.postalCode}`;
}

/** "1 item" or "3 items": the units ordered, every quantity counted. */
export function itemCountLabel(order: Pick<Order, 'items'>): string {
  const units = order.items.reduce((sum, item) => sum + item.quantity, 0);
  return units === 1 ? '1 item' : `${units} items`;
}
