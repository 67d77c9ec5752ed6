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
/** Units of goods: the COD fee's line counts none and shows none. */
const quantityCell = (l: InvoiceLine) => (l.orderItemId === null ? '-' : String(l.quantity));
const quantityTotal = (lines: InvoiceLine[]) =>
  String(sumOf(lines, (l) => (l.orderItemId === null ? 0 : l.quantity)));

/** The line's description, "Total" in the total row; as wide as the other columns leave. */
const descriptionColumn = (width: number): Column => ({
  title: 'Description',
  width,
  align: 'left',
  cell: (l) => l.description,
  total: () => 'Total',
});

/** A right-aligned column of an amount on each line, and in the total row the totals' own amount. */
const totalledColumn = (title: string, width: number, field: keyof TaxedLine): Column => ({
  title,
  width,
  align: 'right',
  cell: (l) => amount(l[field]),
  total: (_, t) => amount(t[field]),
});

/** A right-aligned column of an amount on each line, with no total. */
const amountColumn = (title: string, width: number, field: 'unitPrice' | 'discount'): Column => ({
  title,
  width,
  align: 'right',
  cell: (l) => amount(l[field]),
});

/**
 * The tax invoice's columns: CGST and SGST within the seller's state, IGST across states, and a
 * Discount column (taken from the description's width) only when a coupon took something off.
 */
export function taxColumns(sameState: boolean, discounted: boolean): Column[] {
  const taxes = sameState
    ? [totalledColumn('CGST', 52, 'cgst'), totalledColumn('SGST', 52, 'sgst')]
    : [totalledColumn('IGST', 70, 'igst')];
  const discountWidth = discounted ? 40 : 0;
  const description = (sameState ? 125 : 159) - discountWidth;
  return [
    numberColumn,
    descriptionColumn(description),
    { title: 'HSN', width: 40, align: 'left', cell: (l) => l.hsnCode ?? '-' },
    { title: 'Qty', width: 24, align: 'right', cell: quantityCell, total: quantityTotal },
    { title: 'GST %', width: 32, align: 'right', cell: (l) => String(Number(l.gstRate)) },
    amountColumn('Unit price', 55, 'unitPrice'),
    ...(discounted ? [amountColumn('Discount', discountWidth, 'discount')] : []),
    totalledColumn('Taxable value', 60, 'taxableValue'),
    ...taxes,
    totalledColumn('Amount', 59, 'amount'),
  ];
}

/** A bill of supply's columns: what was bought, how many, at what price, and what was paid; no tax. */
export function untaxedColumns(discounted: boolean): Column[] {
  const discountWidth = discounted ? 70 : 0;
  const discount: Column = {
    ...amountColumn('Discount', discountWidth, 'discount'),
    total: (lines) => amount(sumOf(lines, (l) => l.discount)),
  };
  return [
    numberColumn,
    descriptionColumn(CONTENT_WIDTH - 16 - 40 - 80 - discountWidth - 90),
    { title: 'Qty', width: 40, align: 'right', cell: quantityCell, total: quantityTotal },
    amountColumn('Unit price', 80, 'unitPrice'),
    ...(discounted ? [discount] : []),
    totalledColumn('Amount', 90, 'amount'),
  ];
}
