import { isIndianState } from './indian-states';

export const ADDRESS_NOT_DELIVERABLE =
  'This address needs the recipient’s full name, a 10-digit mobile number and a state from the list before an order can be sent to it. Please edit the address.';

/**
 * Whether a courier can deliver to a saved address: addresses from before names and numbers were
 * asked for (or with a state typed freely) must be completed first.
 */
export const isDeliveryReady = (address: { fullName: string | null; phone: string | null; state: string }) =>
  Boolean(address.fullName && address.phone) && isIndianState(address.state);
