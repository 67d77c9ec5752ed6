import type { Address, AddressBody } from '@vastra/contract/addresses';
import { orderRecipient, type RecipientAccount } from '@vastra/contract/delivery-ready';
import { normaliseIndianMobile, PHONE_INVALID } from '@vastra/contract/indian-mobile';
import { canonicalIndianState, STATE_REQUIRED } from '@vastra/contract/indian-states';
import type { DeliveryCheck } from '@vastra/contract/shipping';

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

/**
 * The form's starting values: the address being edited, or blanks. The recipient and their mobile
 * start as the account's name and mobile wherever the address has none, since an order would go
 * to them anyway. A state is shown as the list names it, or as written when it is not recognised.
 */
export function addressForm(address?: Address | null, account?: RecipientAccount | null): AddressForm {
  const given = { fullName: address?.fullName ?? null, phone: address?.phone ?? null };
  const recipient = account ? orderRecipient(given, account) : given;
  const state = address?.state ?? '';
  return {
    fullName: recipient.fullName ?? '',
    phone: recipient.phone ?? '',
    addressLine1: address?.addressLine1 ?? '',
    addressLine2: address?.addressLine2 ?? '',
    city: address?.city ?? '',
    state: canonicalIndianState(state) ?? state,
    postalCode: address?.postalCode ?? '',
    isDefault: address?.isDefault ?? false,
  };
}

/**
 * The address rules, with the server's sentences; empty when the form may be sent. The recipient
 * and mobile may be left empty, and a mobile that is given must be one.
 */
export function addressProblems(form: AddressForm): AddressFormErrors {
  const errors: AddressFormErrors = {};
  if (form.phone.trim() && !normaliseIndianMobile(form.phone)) errors.phone = PHONE_INVALID;
  if (!form.addressLine1.trim()) errors.addressLine1 = 'Address line 1 is required.';
  if (!form.city.trim()) errors.city = 'City is required.';
  if (!form.state.trim()) errors.state = STATE_REQUIRED;
  if (!/^\d{6}$/.test(form.postalCode.trim())) errors.postalCode = PINCODE_INVALID;
  return errors;
}

/** POST /addresses and PUT /addresses/{id} body, trimmed; an empty recipient or mobile is left out. */
export function addressPayload(form: AddressForm): AddressBody {
  const fullName = form.fullName.trim();
  const phone = form.phone.trim();
  return {
    ...(fullName && { fullName }),
    ...(phone && { phone }),
    addressLine1: form.addressLine1.trim(),
    addressLine2: form.addressLine2.trim() || null,
    city: form.city.trim(),
    state: form.state.trim(),
    postalCode: form.postalCode.trim(),
    isDefault: form.isDefault,
  };
}

/** The errors shown that still hold: each field's goes once `problems` no longer has one for it. */
export function keepStandingErrors(shown: AddressFormErrors, problems: AddressFormErrors): AddressFormErrors {
  const standing: AddressFormErrors = {};
  for (const [name, error] of Object.entries(shown) as [keyof AddressForm, string][]) {
    if (problems[name]) standing[name] = error;
  }
  return standing;
}

/**
 * The form with the city and state GET /delivery/check found for its pincode, where the shopper left
 * them empty; the same form (unchanged) when there is nothing to fill or the answer is for another pincode.
 */
export function placeFromPincode(
  form: AddressForm,
  place: Pick<DeliveryCheck, 'pincode' | 'city' | 'state'>,
): AddressForm {
  if (place.pincode !== form.postalCode.trim()) return form;
  const city = !form.city.trim() && place.city ? place.city : form.city;
  const listed = place.state ? canonicalIndianState(place.state) : undefined;
  const state = !form.state.trim() && listed ? listed : form.state;
  return city === form.city && state === form.state ? form : { ...form, city, state };
}
