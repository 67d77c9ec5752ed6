import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { couponDiscount, splitDiscount } from './coupon-rules';

const percent = (value: string, maxDiscount: string | null = null) =>
  ({ type: 'PERCENT', value, maxDiscount }) as const;

describe('what a coupon takes off', () => {
  it('rounds a percentage to the nearest paisa, half up', () => {
    // 10% of Rs. 999.95 is Rs. 99.995: Rs. 100.00.
    expect(couponDiscount(percent('10.00'), 99_995)).toBe(10_000);
    // 12.5% of Rs. 0.99 is 12.375 paise: 12 paise.
    expect(couponDiscount(percent('12.50'), 99)).toBe(12);
  });

  it('never takes off more than its maximum discount', () => {
    expect(couponDiscount(percent('20.00', '500.00'), 500_000)).toBe(50_000);
    expect(couponDiscount(percent('20.00', '500.00'), 100_000)).toBe(20_000);
  });

  it('never takes off more than the subtotal, flat or 100%', () => {
    expect(couponDiscount({ type: 'FLAT', value: '200.00', maxDiscount: null }, 15_000)).toBe(15_000);
    expect(couponDiscount(percent('100.00'), 123_456)).toBe(123_456);
  });

  it('stays exact on amounts past what a float multiplies exactly', () => {
    // 99.99% of the largest amount a numeric(12,2) holds: the product is past 2^53.
    expect(couponDiscount(percent('99.99'), 999_999_999_999)).toBe(999_899_999_999);
  });
});

describe('sharing a discount among the lines', () => {
  it('gives the paise left over to the lines with the largest remainders, the earlier line on a tie', () => {
    expect(splitDiscount([10_000, 10_000, 10_000], 100)).toEqual([34, 33, 33]);
    expect(splitDiscount([33_333, 33_333, 33_334], 10_000)).toEqual([3333, 3333, 3334]);
    expect(splitDiscount([100, 300], 3)).toEqual([1, 2]);
  });

  it('gives nothing when there is nothing to share', () => {
    expect(splitDiscount([500, 700], 0)).toEqual([0, 0]);
  });

  it('always adds up to the discount, each share within a paisa of its exact part and never past its line', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 50_000_000 }), { minLength: 1, maxLength: 30 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (amounts, fraction) => {
          const total = amounts.reduce((sum, amount) => sum + amount, 0);
          const discount = Math.floor(total * fraction);
          const shares = splitDiscount(amounts, discount);
          expect(shares.reduce((sum, share) => sum + share, 0)).toBe(discount);
          shares.forEach((share, index) => {
            const amount = amounts[index] as number;
            expect(share).toBeGreaterThanOrEqual(0);
            expect(share).toBeLessThanOrEqual(amount);
            expect(Math.abs(share - (discount * amount) / total)).toBeLessThan(1);
          });
        },
      ),
    );
  });
});
