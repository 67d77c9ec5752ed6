import { describe, expect, it } from 'vitest';
import { financialYearOf, invoiceNumber } from './financial-year';

describe('the financial year of an invoice', () => {
  it('runs from 1 April to 31 March by the date in India', () => {
    expect(financialYearOf(new Date('2026-04-01T00:00:00+05:30'))).toBe('2026-27');
    expect(financialYearOf(new Date('2026-03-31T23:59:59+05:30'))).toBe('2025-26');
    // 20:00 UTC on 31 March is already 1 April in India.
    expect(financialYearOf(new Date('2027-03-31T20:00:00Z'))).toBe('2027-28');
    expect(financialYearOf(new Date('2027-01-15T12:00:00Z'))).toBe('2026-27');
    expect(financialYearOf(new Date('2099-12-31T12:00:00Z'))).toBe('2099-00');
  });

  it('names the series and the six-digit number in it', () => {
    expect(invoiceNumber('2026-27', 1)).toBe('INV/2026-27/000001');
    expect(invoiceNumber('2026-27', 123456)).toBe('INV/2026-27/123456');
  });
});
