import { describe, expect, it } from 'vitest';
import { capReachedNote, quantityCap } from './quantity-cap';

describe('the quantity cap of one item', () => {
  it('is the stock while the per-item limit is not below it, or not known', () => {
    expect(quantityCap(7, 50)).toEqual({ max: 7, limitNote: null });
    expect(quantityCap(50, 50)).toEqual({ max: 50, limitNote: null });
    expect(quantityCap(0, 50)).toEqual({ max: 0, limitNote: null });
    expect(quantityCap(120, undefined)).toEqual({ max: 120, limitNote: null });
  });

  it('is the limit, and says so, when there is more in stock than one order may take', () => {
    expect(quantityCap(120, 50)).toEqual({ max: 50, limitNote: 'At most 50 per order' });
    expect(quantityCap(6, 5)).toEqual({ max: 5, limitNote: 'At most 5 per order' });
  });

  it('says why only once the quantity has reached the limit', () => {
    expect(capReachedNote(quantityCap(120, 50), 49)).toBeNull();
    expect(capReachedNote(quantityCap(120, 50), 50)).toBe('At most 50 per order');
    expect(capReachedNote(quantityCap(7, 50), 7)).toBeNull();
  });
});
