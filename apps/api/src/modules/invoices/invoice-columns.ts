import { fromPaise, type Paise } from '../../lib/money';
import type { TaxedLine } from './gst-lines';
import type { InvoiceLine } from './invoice-facts';

/** An A4 page's margin, and the width of the text between its margins, in points. */
export const MARGIN = 40;
export const CONTENT_WIDTH = 595.28 - 2 * MARGIN;

const amountFormat = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
/** 12345678 paise -> "1,23,456.78": Indian grouping, as on any Indian bill. */
export const amount = (paise: Paise) => amountFormat.format(Number(fromPaise(paise)));

/** A column of a document's line table. */
export interface Column {
  title: string;
  width: number;
  align: 'left' | 'right';
  cell: (line: InvoiceLine, index: number) => string;
  /** The column's cell in the total row (blank without one). */
  total?: (lines: InvoiceLine[], totals: TaxedLine) => string;
}

const sumOf = (lines: InvoiceLine[], pick: (line: InvoiceLine) => number) =>
  lines.reduce((sum, line) => sum + pick(line), 0);

const numberColumn: Column = { title: '#', width: 16, align: 'left', cell: (_l, i) => String(i + 1) };
const quantityTotal = (lines: InvoiceLine[]) => String(sumOf(lines, (l) => l.quantity));

/**
 * The tax invoice's columns: CGST and SGST within the seller's state, IGST across states, and a
 * Discount column (taken from the description's width) only when a coupon took something off.
 */
export function taxColumns(sameState: boolean, discounted: boolean): Column[] {
  const taxes: Column[] = sameState
    ? [
        {
          title: 'CGST',
          width: 52,
          align: 'right',
          cell: (l) => amount(l.cgst),
          total: (_, t) => amount(t.cgst),
        },
        {
          title: 'SGST',
          width: 52,
          align: 'right',
          cell: (l) => amount(l.sgst),
          total: (_, t) => amount(t.sgst),
        },
      ]
    : [
        {
          title: 'IGST',
          width: 70,
          align: 'right',
          cell: (l) => amount(l.igst),
          total: (_, t) => amount(t.igst),
        },
      ];
  const discountWidth = discounted ? 40 : 0;
  const description = (sameState ? 125 : 159) - discountWidth;
  return [
    numberColumn,
    {
      title: 'Description',
      width: description,
      align: 'left',
      cell: (l) => l.description,
      total: () => 'Total',
    },
    { title: 'HSN', width: 40, align: 'left', cell: (l) => l.hsnCode ?? '-' },
    { title: 'Qty', width: 24, align: 'right', cell: (l) => String(l.quantity), total: quantityTotal },
    { title: 'GST %', width: 32, align: 'right', cell: (l) => String(Number(l.gstRate)) },
    { title: 'Unit price', width: 55, align: 'right', cell: (l) => amount(l.unitPrice) },
    ...(discounted
      ? [
          {
            title: 'Discount',
            width: discountWidth,
            align: 'right',
            cell: (l) => amount(l.discount),
          } as Column,
        ]
      : []),
    {
      title: 'Taxable value',
      width: 60,
      align: 'right',
      cell: (l) => amount(l.taxableValue),
      total: (_, t) => amount(t.taxableValue),
    },
    ...taxes,
    {
      title: 'Amount',
      width: 59,
      align: 'right',
      cell: (l) => amount(l.amount),
      total: (_, t) => amount(t.amount),
    },
  ];
}

/** A bill of supply's columns: what was bought, how many, at what price, and what was paid; no tax. */
export function untaxedColumns(discounted: boolean): Column[] {
  const discountWidth = discounted ? 70 : 0;
  return [
    numberColumn,
    {
      title: 'Description',
      width: CONTENT_WIDTH - 16 - 40 - 80 - discountWidth - 90,
      align: 'left',
      cell: (l) => l.description,
      total: () => 'Total',
    },
    { title: 'Qty', width: 40, align: 'right', cell: (l) => String(l.quantity), total: quantityTotal },
    { title: 'Unit price', width: 80, align: 'right', cell: (l) => amount(l.unitPrice) },
    ...(discounted
      ? [
          {
            title: 'Discount',
            width: discountWidth,
            align: 'right',
            cell: (l) => amount(l.discount),
            total: (lines) => amount(sumOf(lines, (l) => l.discount)),
          } as Column,
        ]
      : []),
    {
      title: 'Amount',
      width: 90,
      align: 'right',
      cell: (l) => amount(l.amount),
      total: (_, t) => amount(t.amount),
    },
  ];
}
