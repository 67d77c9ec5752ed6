import { describe, expect, it } from 'vitest';
import { discountPercent, formatLongDate, formatRupeeSymbol, formatRupees, slugify } from './format';

describe('formatting', () => {
  it('shows rupees with Indian grouping and two decimals', () => {
    expect(formatRupees('1299')).toBe('Rs. 1,299.00');
    expect(formatRupees('123456.5')).toBe('Rs. 1,23,456.50');
    expect(formatRupeeSymbol('799.9')).toBe('₹799.90');
  });

  it('writes a date of birth as a long US date', () => {
    expect(formatLongDate('1990-07-04')).toBe('July 4, 1990');
  });

  it('makes category slugs the way the server does', () => {
    expect(slugify("Men's Shirts")).toBe('mens-shirts');
    expect(slugify('Kurta & Sets')).toBe('kurta--sets');
  });

  it('rounds the discount percentage', () => {
    expect(discountPercent('1999.00', '1499.00')).toBe(25);
    expect(discountPercent('999', '999')).toBe(0);
  });
});
