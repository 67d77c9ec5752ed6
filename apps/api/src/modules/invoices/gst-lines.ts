import type { Paise } from '../../lib/money';

/** A rate in hundredths of a percent (18% is 1800), as numeric(5,2) holds it, so sums stay whole. */
export type BasisPoints = number;

/** "18.00" or "0.25" (percent, at most 2 decimals) -> 1800 or 25. */
export function basisPoints(percent: string): BasisPoints {
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(percent.trim());
  if (!match) throw new RangeError(`Not a GST rate: ${percent}`);
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** What one invoice line charges: the amount paid split into taxable value and tax, to the paisa. */
export interface TaxedLine {
  /** Price paid for the line (unit price x quantity, less its share of a discount), tax included. */
  amount: Paise;
  taxableValue: Paise;
  /** Within the seller's state: central and state tax, halves of the tax. Across states: both 0. */
  cgst: Paise;
  sgst: Paise;
  /** Across states: the whole tax. Within the seller's state: 0. */
  igst: Paise;
}

/**
 * Splits a tax-inclusive line amount: taxable value = amount x 100 / (100 + rate), rounded half up
 * to the paisa, and the tax is the rest, so value + tax is the amount paid exactly. Within the
 * seller's state the tax is split into CGST and SGST (the odd paisa, if any, to CGST) so that the
 * halves add up to it exactly.
 */
export function taxLine(amount: Paise, rate: BasisPoints, sameState: boolean): TaxedLine {
  const numerator = BigInt(amount) * 10_000n;
  const denominator = BigInt(10_000 + rate);
  const taxableValue = Number((2n * numerator + denominator) / (2n * denominator));
  const tax = amount - taxableValue;
  if (!sameState) return { amount, taxableValue, cgst: 0, sgst: 0, igst: tax };
  const cgst = Math.ceil(tax / 2);
  return { amount, taxableValue, cgst, sgst: tax - cgst, igst: 0 };
}

/** The column sums of an invoice's lines. */
export function invoiceTotals(lines: TaxedLine[]): TaxedLine {
  const sum = (pick: (line: TaxedLine) => Paise) => lines.reduce((total, line) => total + pick(line), 0);
  return {
    amount: sum((l) => l.amount),
    taxableValue: sum((l) => l.taxableValue),
    cgst: sum((l) => l.cgst),
    sgst: sum((l) => l.sgst),
    igst: sum((l) => l.igst),
  };
}
