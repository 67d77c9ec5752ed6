import type { PaymentStatus } from '@vastra/contract/orders';

export type PaymentOutcome = 'verifying' | 'success' | 'failed' | 'pending';

/**
 * What /payment/status shows (docs/product.md §4): COMPLETED is success, FAILED is failed, any other
 * status is pending, and a verification that itself failed shows failed.
 */
export function paymentOutcome(verification: {
  isPending: boolean;
  isError: boolean;
  status?: PaymentStatus | string;
}): PaymentOutcome {
  if (verification.isError) return 'failed';
  if (verification.isPending || verification.status === undefined) return 'verifying';
  if (verification.status === 'COMPLETED') return 'success';
  if (verification.status === 'FAILED') return 'failed';
  return 'pending';
}
