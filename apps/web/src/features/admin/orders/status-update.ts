import type { DeliveryStatus } from '@vastra/contract/orders';

/** docs/product.md §4: Update is disabled when the status is unchanged or a request is in flight. */
export function canUpdateStatus(current: DeliveryStatus, chosen: DeliveryStatus, inFlight: boolean): boolean {
  return chosen !== current && !inFlight;
}

/**
 * The toast after a refused update: exactly 'Failed to update status', then the server's sentence
 * (the stock is gone, the order has live returns) on a line of its own when it gave one.
 */
export function statusUpdateFailure(reason: string | null | undefined): string {
  return reason ? `Failed to update status\n${reason}` : 'Failed to update status';
}
