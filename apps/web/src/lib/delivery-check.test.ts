import { describe, expect, it } from 'vitest';
import { deliveryByLine, formatDeliveryDay, isPincode } from './delivery-check';

const served = {
  pincode: '560001',
  serviceable: true,
  cod: true,
  estimatedDelivery: { from: '2025-12-09', to: '2025-12-11' },
  city: null,
  state: 'Karnataka',
};

describe('the delivery date a shopper reads', () => {
  it('is the last day of the estimate as a short weekday, day and month', () => {
    expect(formatDeliveryDay('2025-12-11')).toBe('Thu, 11 Dec');
    expect(formatDeliveryDay('2026-01-04')).toBe('Sun, 4 Jan');
    expect(deliveryByLine(served)).toBe('Delivery by Thu, 11 Dec');
  });

  it('is not given for a pincode the shop does not serve', () => {
    expect(deliveryByLine({ ...served, serviceable: false, cod: false, estimatedDelivery: null })).toBeNull();
  });
});

describe('a pincode', () => {
  it('is six digits, spaces around them allowed', () => {
    expect(isPincode(' 560001 ')).toBe(true);
    expect(isPincode('56001')).toBe(false);
    expect(isPincode('5600O1')).toBe(false);
  });
});
