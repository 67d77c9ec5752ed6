import { normaliseIndianMobile } from './indian-mobile';

/** The recipient an address names; either may be null (then the account's stands in). */
export interface AddressRecipient {
  fullName: string | null;
  phone: string | null;
}

/** The account an order is placed from, as far as it can stand in for the recipient. */
export interface RecipientAccount {
  firstName: string;
  lastName: string;
  /** As the account stores it; used only when it is an Indian mobile number. */
  mobile: string | null;
}

/** The recipient details an address can leave out. */
export type RecipientDetail = keyof AddressRecipient;

/**
 * Who an order to this address goes to: the address's recipient, else the account's name and
 * mobile number (as its 10 digits, when it is an Indian mobile). The phone is null when neither has
 * one: the order is still placed, and the admin sees there is no phone for the courier.
 */
export function orderRecipient(address: AddressRecipient, account: RecipientAccount): AddressRecipient {
  return {
    fullName: address.fullName || `${account.firstName} ${account.lastName}`.trim() || null,
    phone: address.phone || (account.mobile ? normaliseIndianMobile(account.mobile) : null),
  };
}

/**
 * The recipient details an address leaves out, which a form may invite the shopper to add: an
 * order never needs them, since the account's stand in.
 */
export const missingRecipientDetails = (address: AddressRecipient): RecipientDetail[] =>
  (['fullName', 'phone'] as const).filter((detail) => !address[detail]);
