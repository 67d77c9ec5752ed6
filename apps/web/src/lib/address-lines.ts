import type { Address } from '@vastra/contract/addresses';
import { orderRecipient, type RecipientAccount } from '@vastra/contract/delivery-ready';
import { formatIndianMobile } from '@vastra/contract/indian-mobile';

/** "Asha Rao · +91 98765 43210", the recipient line of an address; null when it has neither. */
export function recipientLine(address: Pick<Address, 'fullName' | 'phone'>): string | null {
  const parts = [address.fullName, address.phone && formatIndianMobile(address.phone)].filter(Boolean);
  return parts.length > 0 ? parts.join(' · ') : null;
}

/**
 * Whether an order sent to this address gives the courier a number to call: the address's own
 * mobile, or else the account's, which the order falls back to.
 */
export const courierCanCall = (
  address: Pick<Address, 'fullName' | 'phone'>,
  account: RecipientAccount | null,
) => Boolean(account ? orderRecipient(address, account).phone : address.phone);

/** The invitation on an address no courier could call about; an order to it is still placed. */
export const NO_PHONE_NOTE = 'Add a mobile number so the courier can call you.';
