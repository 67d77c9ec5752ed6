import { COD_OFF_FOR_CUSTOMER } from '@vastra/contract/messages';
import type { DeliveryCheck } from '@vastra/contract/shipping';
import { describe, expect, it } from 'vitest';
import { codUnavailable } from './cod-offer';

const check = (values: Partial<DeliveryCheck>): DeliveryCheck => ({
  pincode: '110001',
  serviceable: true,
  cod: true,
  estimatedDelivery: { from: '2026-12-12', to: '2026-12-14' },
  city: null,
  state: 'Delhi',
  ...values,
});

describe('whether checkout offers cash on delivery', () => {
  it('offers it where the pincode takes cash and the customer may pay so, or before the check answers', () => {
    expect(codUnavailable(false, check({}))).toBeNull();
    expect(codUnavailable(false, undefined)).toBeNull();
  });

  it('takes it off, saying why, where the pincode does not take cash', () => {
    expect(codUnavailable(false, check({ cod: false }))).toBe(
      'Cash on delivery is not available for pincode 110001.',
    );
  });

  it('takes it off for a customer the shop turned it off for, whatever the address', () => {
    expect(codUnavailable(true, check({}))).toBe(COD_OFF_FOR_CUSTOMER);
    expect(codUnavailable(true, undefined)).toBe(COD_OFF_FOR_CUSTOMER);
  });

  it('leaves an address the shop does not deliver to to its own sentence', () => {
    expect(codUnavailable(false, check({ serviceable: false, cod: false }))).toBeNull();
  });
});
