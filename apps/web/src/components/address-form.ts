import type { Address, AddressBody } from '@vastra/contract/addresses';
import { normaliseIndianMobile, PHONE_INVALID } from '@vastra/contract/indian-mobile';
import { isIndianState, STATE_INVALID } from '@vastra/contract/indian-states';

// Literal sentences (or zod-free contract files) rather than the contract's schemas, which would pull zod
// into the shop's bundle.
const PINCODE_INVALID = 'Pincode must be a 6-digit number.';

export interface AddressForm {
  fullName: string;
  phone: string;
  addressLine1: string;
  addressLine2: string;
  city: string;
  state: string;
  postalCode: string;
  isDefault: boolean;
}

export type AddressFormErrors = Partial<Record<keyof AddressForm, string>>;

/** The form's starting values: the address being edited (a free-typed old state left for the list), or blanks. */
export function addressForm(address?: Address | null): AddressForm {
  return {
    fullName: address?.fullName ?? '',
    phone: address?.phone ?? '',
    addressLine1: address?.addressLine1 ?? '',
    addressLine2: address?.addressLine2 ?? '',
    city: address?.city ?? '',
    state: isIndianState(address?.state) ? address.state : '',
    postalCode: address?.postalCode ?? '',
    isDefault: address?.isDefault ?? false,
  };
}

/** The address rules, with the server's sentences; empty when the form may be sent. */
export function addressProblems(form: AddressForm): AddressFormErrors {
  const errors: AddressFormErrors = {};
  if (!form.fullName.trim()) errors.fullName = 'Full name is required.';
  if (!normaliseIndianMobile(form.phone)) errors.phone = PHONE_INVALID;
  if (!form.addressLine1.trim()) errors.addressLine1 = 'Address line 1 is required.';
  if (!form.city.trim()) errors.city = 'City is required.';
  if (!isIndianState(form.state)) errors.state = STATE_INVALID;
  if (!/^\d{6}$/.test(form.postalCode.trim())) errors.postalCode = PINCODE_INVALID;
  return errors;
}

/** POST /addresses and PUT /addresses/{id} body, trimmed. */
export function addressPayload(form: AddressForm): AddressBody {
  return {
    fullName: form.fullName.trim(),
    phone: form.phone.trim(),
    addressLine1: form.addressLine1.trim(),
    addressLine2: form.addressLine2.trim() || null,
    city: form.city.trim(),
    state: form.state,
    postalCode: form.postalCode.trim(),
    isDefault: form.isDefault,
  };
}
