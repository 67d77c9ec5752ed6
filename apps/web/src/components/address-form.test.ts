import { describe, expect, it } from 'vitest';
import { anAddress } from '../test/shoppers';
import { addressForm, addressPayload, addressProblems } from './address-form';

const account = { firstName: 'Asha', lastName: 'Rao', mobile: '+91 98765-43210' };

const valid = {
  ...addressForm(),
  addressLine1: ' 12 MG Road ',
  city: 'Bengaluru',
  state: 'Karnataka',
  postalCode: '560001',
};

// Saved without a recipient: the order goes to the account's name and mobile.
const saved = anAddress({
  fullName: null,
  phone: null,
  city: 'Kochi',
  state: 'Kerala',
  postalCode: '682031',
});

describe('the address form', () => {
  it('asks for line 1, city, state and a 6-digit pincode, and never for the recipient or mobile', () => {
    expect(addressProblems(addressForm())).toEqual({
      addressLine1: 'Address line 1 is required.',
      city: 'City is required.',
      state: 'State is required.',
      postalCode: 'Pincode must be a 6-digit number.',
    });
    for (const postalCode of ['56000', '5600011', '56OO01']) {
      expect(addressProblems({ ...valid, postalCode })).toEqual({
        postalCode: 'Pincode must be a 6-digit number.',
      });
    }
    expect(addressProblems({ ...valid, fullName: ' ', phone: ' ' })).toEqual({});
    expect(addressProblems(valid)).toEqual({});
  });

  it('checks a mobile number that is given', () => {
    for (const phone of ['98765 4321', '5876543210', '+44 98765 43210']) {
      expect(addressProblems({ ...valid, phone })).toEqual({
        phone: 'Mobile number must be 10 digits starting with 6, 7, 8 or 9, like 98765 43210.',
      });
    }
    for (const phone of ['98765 43210', '+91 98765-43210', '098765 43210']) {
      expect(addressProblems({ ...valid, phone })).toEqual({});
    }
  });

  it("starts a new address with the account's name and mobile", () => {
    expect(addressForm(null, account)).toMatchObject({ fullName: 'Asha Rao', phone: '9876543210' });
    expect(addressForm(null, { ...account, mobile: null })).toMatchObject({
      fullName: 'Asha Rao',
      phone: '',
    });
    // A mobile the form would refuse is not put in the shopper's way.
    expect(addressForm(null, { ...account, mobile: '+44 20 7946 0958' })).toMatchObject({ phone: '' });
  });

  it("keeps an address's own recipient, and fills in the account's where it has none", () => {
    const own = { ...saved, fullName: 'Ravi Menon', phone: '9446012345' };
    expect(addressForm(own, account)).toMatchObject({ fullName: 'Ravi Menon', phone: '9446012345' });
    expect(addressForm(saved, account)).toMatchObject({ fullName: 'Asha Rao', phone: '9876543210' });
    expect(addressForm(saved)).toMatchObject({ fullName: '', phone: '', city: 'Kochi' });
  });

  it('shows a saved state as the list names it, or as written when the list does not have it', () => {
    expect(addressForm({ ...saved, state: 'orissa' }).state).toBe('Odisha');
    expect(addressForm({ ...saved, state: 'Kerela' }).state).toBe('Kerela');
    expect(addressProblems(addressForm({ ...saved, state: 'Kerela' }))).toEqual({});
  });

  it('sends the address fields trimmed, with an empty second line as null and an empty recipient left out', () => {
    expect(addressPayload(valid)).toEqual({
      addressLine1: '12 MG Road',
      addressLine2: null,
      city: 'Bengaluru',
      state: 'Karnataka',
      postalCode: '560001',
      isDefault: false,
    });
    expect(addressPayload({ ...valid, fullName: ' Asha Rao ', phone: '+91 98765 43210' })).toMatchObject({
      fullName: 'Asha Rao',
      phone: '+91 98765 43210',
    });
  });
});
