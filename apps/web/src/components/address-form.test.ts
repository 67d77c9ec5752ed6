import { describe, expect, it } from 'vitest';
import { addressForm, addressPayload, addressProblems } from './address-form';

const valid = {
  ...addressForm(),
  addressLine1: ' 12 MG Road ',
  city: 'Bengaluru',
  state: 'Karnataka',
  postalCode: '560001',
};

describe('the address form', () => {
  it('asks for line 1, city, state and a 6-digit pincode', () => {
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
    expect(addressProblems(valid)).toEqual({});
  });

  it('trims the payload and sends an empty second line as null', () => {
    expect(addressPayload(valid)).toEqual({
      addressLine1: '12 MG Road',
      addressLine2: null,
      city: 'Bengaluru',
      state: 'Karnataka',
      postalCode: '560001',
      isDefault: false,
    });
  });
});
