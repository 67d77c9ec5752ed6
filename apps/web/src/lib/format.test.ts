import { describe, expect, it } from 'vitest';
import {
  discountPercent,
  formatIndiaDate,
  formatLongDate,
  formatRupeeSymbol,
  formatRupees,
  groupIndian,
  slugify,
} from './format';

describe('formatting', () => {
  it('shows rupees with Indian grouping and two decimals', () => {
    expect(formatRupees('1299')).toBe('Rs. 1,299.00');
    expect(formatRupees('123456.5')).toBe('Rs. 1,23,456.50');
    expect(formatRupeeSymbol('799.9')).toBe('₹799.90');
  });

  it('groups digits as Intl.NumberFormat en-IN does, from lakhs to crores and below zero', () => {
    const intl = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    for (const amount of [0, 5, 99.99, 999, 1000, 12345.6, 100000, 1234567.89, 98765432.1, 1e12, -1299.5]) {
      expect(groupIndian(amount)).toBe(intl.format(amount));
    }
    expect(groupIndian(1200, 0)).toBe('1,200');
    expect(groupIndian(10000000, 0)).toBe('1,00,00,000');
  });

  it('writes an instant as its day in India', () => {
    expect(formatIndiaDate('2026-03-11T20:00:00Z')).toBe('12 March 2026');
    const intl = new Intl.DateTimeFormat('en-IN', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'Asia/Kolkata',
    });
    // Each month, and either side of midnight in India (18:30 UTC).
    for (let month = 0; month < 12; month++) {
      for (const utc of [
        Date.UTC(2026, month, 1),
        Date.UTC(2026, month, 28, 18, 29, 59),
        Date.UTC(2026, month, 28, 18, 30),
      ]) {
        const iso = new Date(utc).toISOString();
        expect(formatIndiaDate(iso)).toBe(intl.format(new Date(iso)));
      }
    }
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
