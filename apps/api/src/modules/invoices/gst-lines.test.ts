import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { basisPoints, taxLine } from './gst-lines';

describe('a line’s tax from its tax-inclusive price', () => {
  it('rounds the taxable value half up to the paisa', () => {
    // 1,299.00 at 5%: 1,237.142... -> 1,237.14, tax 61.86 as 30.93 + 30.93.
    expect(taxLine(129_900, 500, true)).toEqual({
      amount: 129_900,
      taxableValue: 123_714,
      cgst: 3093,
      sgst: 3093,
      igst: 0,
    });
    // 105.00 at 5% is exactly 100.00; 0.01 at 18% leaves no tax at all.
    expect(taxLine(10_500, 500, false)).toEqual({
      amount: 10_500,
      taxableValue: 10_000,
      cgst: 0,
      sgst: 0,
      igst: 500,
    });
    expect(taxLine(1, 1800, true)).toMatchObject({ taxableValue: 1, cgst: 0, sgst: 0 });
  });

  it('always adds up to the price paid, and CGST and SGST to the tax, to the paisa', () => {
    const rates = fc.constantFrom('0', '0.25', '3', '5', '12', '18', '28', '40', '12.5');
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000_000_000 }),
        rates,
        fc.boolean(),
        (amount, rate, same) => {
          const line = taxLine(amount, basisPoints(rate), same);
          expect(line.taxableValue + line.cgst + line.sgst + line.igst).toBe(amount);
          expect(line.taxableValue).toBeLessThanOrEqual(amount);
          if (same) expect(line.cgst - line.sgst).toBeGreaterThanOrEqual(0);
          if (same) expect(line.cgst - line.sgst).toBeLessThanOrEqual(1);
          else expect(line.cgst + line.sgst).toBe(0);
        },
      ),
    );
  });
});
