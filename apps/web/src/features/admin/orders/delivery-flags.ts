import type { Address } from '@vastra/contract/addresses';
import { isIndianState } from '@vastra/contract/indian-states';

export interface DeliveryFlag {
  label: string;
  /** What it means for the order, as the badge's tooltip. */
  detail: string;
}

/**
 * What the admin should know before handing an order to a courier: its recipient has no phone
 * (the order was placed without one), or its state is not one the list recognises (kept as the
 * shopper wrote it; the invoice treats it as another state).
 */
export function deliveryFlags(address: Pick<Address, 'phone' | 'state'>): DeliveryFlag[] {
  const flags: DeliveryFlag[] = [];
  if (!address.phone) {
    flags.push({
      label: 'No phone for the courier',
      detail: 'Neither the address nor the account had a mobile number when the order was placed.',
    });
  }
  if (!isIndianState(address.state)) {
    flags.push({
      label: 'State not recognised',
      detail: `"${address.state}" is not a state or union territory on the list; check it before shipping.`,
    });
  }
  return flags;
}
