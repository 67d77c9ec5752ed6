import { describe, expect, it } from 'vitest';
import { addressForm, addressPayload, addressProblems } from './address-form';

const valid = {
  ...addressForm(),
  fullName: ' Asha Rao ',
  phone: '+91 98765 43210',
  addressLine1: ' 12 MG Road ',
  city: 'Bengaluru',
  state: 'Karnataka',
  postalCode: '560001',
};

describe('the address form', () => {
  it('asks for the recipient, their mobile, line 1, city, a state from the list and a 6-digit pincode', () => {
    expect(addressProblems(addressForm())).toEqual({
      fullName: 'Full name is required.',
      phone: 'Mobile number must be 10 digits starting with 6, 7, 8 or 9, like 98765 43210.',
      addressLine1: 'Address line 1 is required.',
      city: 'City is required.',
      state: 'Please choose a state or union territory of India.',
      postalCode: 'Pincode must be a 6-digit number.',
    });
    for (const postalCode of ['56000', '5600011', '56OO01']) {
      expect(addressProblems({ ...valid, postalCode })).toEqual({
        postalCode: 'Pincode must be a 6-digit number.',
      });
    }
    for (const phone of ['98765 4321', '5876543210', '+44 98765 43210']) {
      expect(Object.keys(addressProblems({ ...valid, phone }))).toEqual(['phone']);
    }
    expect(addressProblems({ ...valid, state: 'Bangalore' })).toEqual({
      state: 'Please choose a state or union territory of India.',
    });
    expect(addressProblems(valid)).toEqual({});
  });

  it('leaves a state typed freely before the list existed for the shopper to choose again', () => {
    const old = {
      id: '00000000-0000-4000-8000-000000000000',
      fullName: null,
      phone: null,
      addressLine1: '3 Marine Drive',
      addressLine2: null,
      city: 'Kochi',
      state: 'Kerela',
      postalCode: '682031',
      isDefault: true,
    };
    expect(addressForm(old)).toMatchObject({ fullName: '', phone: '', state: '', city: 'Kochi' });
  });

  it('trims the payload and sends an empty second line as null', () => {
    expect(addressPayload(valid)).toEqual({
      fullName: 'Asha Rao',
      phone: '+91 98765 43210',
      addressLine1: '12 MG Road',
      addressLine2: null,
      city: 'Bengaluru',
      state: 'Karnataka',
      postalCode: '560001',
      isDefault: false,
    });
  });
});
