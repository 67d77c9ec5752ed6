import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { refundFor } from './refund-amounts';

describe('refund amounts', () => {
  it('refund what the units were paid: the whole line when all come back at once', () => {
    expect(refundFor({ paid: 129_900, quantity: 1 }, { units: 0, refunded: 0 }, 1)).toBe(129_900);
    expect(refundFor({ paid: 100_000, quantity: 3 }, { units: 0, refunded: 0 }, 3)).toBe(100_000);
    // 1,000.00 for 3 units: 333.33, then 333.33, then the odd paisa with the last unit.
    expect(refundFor({ paid: 100_000, quantity: 3 }, { units: 0, refunded: 0 }, 1)).toBe(33_333);
    expect(refundFor({ paid: 100_000, quantity: 3 }, { units: 1, refunded: 33_333 }, 1)).toBe(33_333);
    expect(refundFor({ paid: 100_000, quantity: 3 }, { units: 2, refunded: 66_666 }, 1)).toBe(33_334);
  });

  it('add up to exactly what the line was paid however the units are split and requests rejected', () => {
    const line = fc.record({
      paid: fc.integer({ min: 0, max: 1_000_000_000 }),
      quantity: fc.integer({ min: 1, max: 60 }),
    });
    // Each step asks for some units (as many as are left, at most) or rejects an earlier request.
    const steps = fc.array(fc.record({ reject: fc.boolean(), size: fc.integer({ min: 1, max: 60 }) }), {
      maxLength: 30,
    });
    fc.assert(
      fc.property(line, steps, ({ paid, quantity }, plan) => {
        const active: { units: number; amount: number }[] = [];
        const ask = (units: number) => {
          const earlier = {
            units: active.reduce((sum, r) => sum + r.units, 0),
            refunded: active.reduce((sum, r) => sum + r.amount, 0),
          };
          const amount = refundFor({ paid, quantity }, earlier, units);
          expect(Number.isInteger(amount)).toBe(true);
          expect(amount).toBeGreaterThanOrEqual(0);
          active.push({ units, amount });
          expect(active.reduce((sum, r) => sum + r.amount, 0)).toBeLessThanOrEqual(paid);
        };
        for (const step of plan) {
          const left = quantity - active.reduce((sum, r) => sum + r.units, 0);
          if (step.reject && active.length > 0) active.splice(step.size % active.length, 1);
          else if (left > 0) ask(Math.min(step.size, left));
        }
        const left = quantity - active.reduce((sum, r) => sum + r.units, 0);
        if (left > 0) ask(left);
        expect(active.reduce((sum, r) => sum + r.amount, 0)).toBe(paid);
      }),
    );
  });
});
