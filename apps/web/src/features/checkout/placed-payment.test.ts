import { describe, expect, it } from 'vitest';
import { placedPayment } from './placed-payment';

describe('how the order placed dialog says the order is paid', () => {
  it('says cash on delivery as ever when no store credit was used', () => {
    expect(placedPayment({ orderTotal: '999.00', codFee: '49.00', storeCreditUsed: '0.00' })).toBe(
      'will be paid in cash on delivery, the COD fee of Rs. 49.00 included.',
    );
  });

  it('splits what store credit paid from what is paid in cash', () => {
    expect(placedPayment({ orderTotal: '999.00', codFee: '0.00', storeCreditUsed: '300.00' })).toBe(
      'is paid Rs. 300.00 by store credit and Rs. 699.00 in cash on delivery.',
    );
  });

  it('says store credit paid it all when it did', () => {
    expect(placedPayment({ orderTotal: '800.00', codFee: '0.00', storeCreditUsed: '800.00' })).toBe(
      'is paid by store credit.',
    );
  });
});
