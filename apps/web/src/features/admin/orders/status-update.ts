import type { DeliveryStatus } from '@vastra/contract/orders';

/** SPEC.md §4: Update is disabled when the chosen status is the current one or a request is in flight. */
export function canUpdateStatus(current: DeliveryStatus, chosen: DeliveryStatus, inFlight: boolean): boolean {
  return chosen !== current && !inFlight;
}
