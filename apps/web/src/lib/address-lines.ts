import type { Address } from '@vastra/contract/addresses';
import { formatIndianMobile } from '@vastra/contract/indian-mobile';

/** "Asha Rao · +91 98765 43210", the recipient line of an address; null when it has neither. */
export function recipientLine(address: Pick<Address, 'fullName' | 'phone'>): string | null {
  const parts = [address.fullName, address.phone && formatIndianMobile(address.phone)].filter(Boolean);
  return parts.length > 0 ? parts.join(' · ') : null;
}

/** What an address saved before recipients were asked for still needs, as one sentence. */
export const INCOMPLETE_ADDRESS =
  'Add the recipient’s full name and mobile number (and choose the state from the list) so the courier can deliver.';
