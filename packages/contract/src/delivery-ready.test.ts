import { describe, expect, it } from 'vitest';
import { missingRecipientDetails, orderRecipient } from './delivery-ready';

const account = { firstName: 'Lakshmi', lastName: 'Menon', mobile: '+91 94470 12345' };

describe('the recipient of an order', () => {
  it('is the one the address names', () => {
    expect(orderRecipient({ fullName: 'Asha Rao', phone: '9876543210' }, account)).toEqual({
      fullName: 'Asha Rao',
      phone: '9876543210',
    });
  });

  it('is the account’s name and mobile, as its 10 digits, where the address names none', () => {
    expect(orderRecipient({ fullName: null, phone: null }, account)).toEqual({
      fullName: 'Lakshmi Menon',
      phone: '9447012345',
    });
    expect(orderRecipient({ fullName: 'Asha Rao', phone: null }, account)).toEqual({
      fullName: 'Asha Rao',
      phone: '9447012345',
    });
  });

  it('has no phone when neither the address nor the account has an Indian mobile number', () => {
    for (const mobile of [null, '', '+44 20 7946 0958']) {
      expect(orderRecipient({ fullName: null, phone: null }, { ...account, mobile }).phone).toBeNull();
    }
  });
});

describe('an address’s missing recipient details', () => {
  it('names what the address leaves out', () => {
    expect(missingRecipientDetails({ fullName: null, phone: null })).toEqual(['fullName', 'phone']);
    expect(missingRecipientDetails({ fullName: 'Asha Rao', phone: null })).toEqual(['phone']);
    expect(missingRecipientDetails({ fullName: 'Asha Rao', phone: '9876543210' })).toEqual([]);
  });
});
