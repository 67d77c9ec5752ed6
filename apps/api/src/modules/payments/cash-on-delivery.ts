import type { DeliveryStatus, PaymentStatus } from '@vastra/contract/orders';

/**
 * A COD order's payment status once its delivery status is set, or null when it stays: cash on
 * delivery is paid at the door, so it is COMPLETED while the order is delivered (a refund is then
 * always of money the shop took) and PENDING whenever it is set before delivery again, whatever it
 * passed through (delivered, then cancelled, then reopened). A cancelled order keeps what it had.
 */
export function cashOnDeliveryPayment(to: DeliveryStatus): PaymentStatus | null {
  if (to === 'DELIVERED') return 'COMPLETED';
  if (to === 'CANCELED') return null;
  return 'PENDING';
}
