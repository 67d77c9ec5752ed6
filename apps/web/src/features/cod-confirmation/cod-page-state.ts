import type { CodConfirmationView } from '@vastra/contract/cod-confirmation';

/** What the confirmation page says of an order: still to answer, confirmed, cancelled, or gone out. */
export function codPageState(
  order: Pick<CodConfirmationView, 'deliveryStatus' | 'codConfirmation'>,
): 'waiting' | 'confirmed' | 'cancelled' | 'shipped' {
  if (order.deliveryStatus === 'CANCELED') return 'cancelled';
  if (order.deliveryStatus !== 'PENDING') return 'shipped';
  return order.codConfirmation === 'CONFIRMED' ? 'confirmed' : 'waiting';
}
