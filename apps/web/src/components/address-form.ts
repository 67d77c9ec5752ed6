import type { Address, AddressBody } from '@vastra/contract/addresses';

// Literal sentences rather than imports from the contract, which would pull zod into the shop's bundle.
const PINCODE_INVALID = 'Pincode must be a 6-digit number.';

export interface AddressForm {
  addressLine1: string;
  addressLine2: string;
  city: string;
  state: string;
  postalCode: string;
  isDefault: boolean;
}

export type AddressFormErrors = Partial<Record<keyof AddressForm, string>>;

/** The form's starting values: the address being edited, or blanks. */
export function addressForm(address?: Address | null): AddressForm {
  return {
    addressLine1: address?.addressLine1 ?? '',
    addressLine2: address?.addressLine2 ?? '',
    city: address?.city ?? '',
    state: address?.state ?? '',
    postalCode: address?.postalCode ?? '',
    isDefault: address?.isDefault ?? false,
  };
}

/** SPEC.md §5's address rules, with the server's sentences; empty when the form may be sent. */
export function addressProblems(form: AddressForm): AddressFormErrors {
  const errors: AddressFormErrors = {};
  if (!form.addressLine1.trim()) errors.addressLine1 = 'Address line 1 is required.';
  if (!form.city.trim()) errors.city = 'City is required.';
  if (!form.state.trim()) errors.state = 'State is required.';
  if (!/^\d{6}$/.test(form.postalCode.trim())) errors.postalCode = PINCODE_INVALID;
  return errors;
}

/** POST /addresses and PUT /addresses/{id} body, trimmed. */
export function addressPayload(form: AddressForm): AddressBody {
  return {
    addressLine1: form.addressLine1.trim(),
    addressLine2: form.addressLine2.trim() || null,
    city: form.city.trim(),
    state: form.state.trim(),
    postalCode: form.postalCode.trim(),
    isDefault: form.isDefault,
  };
}
