// Shoppers, their addresses and cart lines as the API sends them, for tests.
import type { Address } from '@vastra/contract/addresses';
import type { CartItem } from '@vastra/contract/cart';
import type { Variant } from '@vastra/contract/catalogue';
import type { User } from '@vastra/contract/users';
import { aVariant } from './catalogue';
import { madeUpId } from './made-up-id';

/** Asha Rao, a customer with a mobile number and no date of birth. */
export function aUser(facts: Partial<User> = {}): User {
  return {
    id: madeUpId('user'),
    firstName: 'Asha',
    lastName: 'Rao',
    username: 'asha',
    email: 'asha@example.in',
    mobile: '9876543210',
    dob: null,
    userType: 'CUSTOMER',
    createdAt: '2026-01-01T00:00:00.000Z',
    ...facts,
  };
}

/** Asha Rao's default address on MG Road, Bengaluru. */
export function anAddress(facts: Partial<Address> = {}): Address {
  return {
    id: madeUpId('address'),
    fullName: 'Asha Rao',
    phone: '9876543210',
    addressLine1: '12 MG Road',
    addressLine2: null,
    city: 'Bengaluru',
    state: 'Karnataka',
    postalCode: '560001',
    isDefault: true,
    ...facts,
  };
}

/** One unit of a kurta's variant (`variant` changes what aVariant makes), orderable. */
export function aCartItem({
  variant,
  ...facts
}: Partial<Omit<CartItem, 'product'>> & { variant?: Partial<Variant> } = {}): CartItem {
  const chosen = aVariant(variant);
  return {
    id: madeUpId('line'),
    quantity: 1,
    productVariantId: chosen.id,
    available: true,
    product: { id: madeUpId('product'), name: 'Cotton Kurta', images: [], variant: chosen },
    ...facts,
  };
}
