import type { PaymentMethod } from '@vastra/contract/orders';

/** Order ids show as their first 8 characters (docs/product.md §9); the shopper's history adds a '#'. */
export const shortOrderId = (id: string) => id.slice(0, 8);

/** "12 Mar 2025, 4:05 pm" in the reader's own time zone. */
export const formatOrderDate = (iso: string) =>
  new Date(iso).toLocaleString('en-IN', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });

export const paymentMethodLabel: Record<PaymentMethod, string> = {
  COD: 'Cash on Delivery',
  ONLINE_PAYMENT: 'Online Payment',
};
