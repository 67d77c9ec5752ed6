import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** The text of a PDF as poppler's pdftotext reads it back, its layout kept (columns stay on their line). */
export function pdfText(pdf: Buffer): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'vastra-pdf-'));
  try {
    const file = path.join(folder, 'invoice.pdf');
    writeFileSync(file, pdf);
    return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/** "1,23,456.78" -> 12345678 paise. */
export const paiseOf = (amount: string) => Math.round(Number(amount.replaceAll(',', '')) * 100);

/** One line of the invoice's table, money in paise. */
export interface InvoiceRow {
  description: string;
  hsn: string;
  quantity: number;
  rate: number;
  unitPrice: number;
  /** The line's share of a coupon's discount. */
  discount: number;
  taxableValue: number;
  /** CGST and SGST within the seller's state, or IGST alone across states. */
  taxes: number[];
  amount: number;
}

const money = String.raw`(\d[\d,]*\.\d{2})`;
/** A table row; the Discount column is there only on an invoice whose order had a coupon. */
const rowPattern = (discounted: boolean) =>
  new RegExp(
    String.raw`^\s*(\d+)\s+(.+?)\s+(\d{4,8}|-)\s+(\d+)\s+(\d+(?:\.\d+)?)\s+${money}\s+${discounted ? String.raw`${money}\s+` : '()'}${money}\s+${money}(?:\s+${money})?\s+${money}\s*$`,
  );
const TOTAL = new RegExp(String.raw`^\s*Total\s+(\d+)\s+${money}\s+${money}(?:\s+${money})?\s+${money}\s*$`);

/** The invoice's table rows and its total row, read from pdftotext's layout. */
export function invoiceTable(text: string): {
  rows: InvoiceRow[];
  total: Omit<InvoiceRow, 'description' | 'hsn' | 'rate' | 'unitPrice' | 'discount'>;
} {
  const rows: InvoiceRow[] = [];
  const ROW = rowPattern(/\bDiscount\b/.test(text));
  let total: ReturnType<typeof invoiceTable>['total'] | undefined;
  for (const line of text.split('\n')) {
    const row = ROW.exec(line);
    if (row) {
      const [, , description, hsn, quantity, rate, unitPrice, discount, taxable, tax1, tax2, amount] = row;
      rows.push({
        description: description as string,
        hsn: hsn as string,
        quantity: Number(quantity),
        rate: Number(rate),
        unitPrice: paiseOf(unitPrice as string),
        discount: discount ? paiseOf(discount) : 0,
        taxableValue: paiseOf(taxable as string),
        taxes: [tax1, tax2].filter((t): t is string => t !== undefined).map(paiseOf),
        amount: paiseOf(amount as string),
      });
      continue;
    }
    const sum = TOTAL.exec(line);
    if (sum) {
      const [, quantity, taxable, tax1, tax2, amount] = sum;
      total = {
        quantity: Number(quantity),
        taxableValue: paiseOf(taxable as string),
        taxes: [tax1, tax2].filter((t): t is string => t !== undefined).map(paiseOf),
        amount: paiseOf(amount as string),
      };
    }
  }
  if (!total) throw new Error(`no total row in the invoice:\n${text}`);
  return { rows, total };
}

/** One line of a bill of supply's table (no tax columns), money in paise. */
export interface BillRow {
  description: string;
  quantity: number;
  unitPrice: number;
  /** The line's share of a coupon's discount. */
  discount: number;
  amount: number;
}

/** A bill row: #, description, quantity, unit price, the discount when there is one, and the amount. */
const BILL_ROW = new RegExp(String.raw`^\s*(\d+)\s+(.+?)\s+(\d+)\s+${money}\s+(?:${money}\s+)?${money}\s*$`);
const BILL_TOTAL = new RegExp(String.raw`^\s*Total\s+(\d+)\s+(?:${money}\s+)?${money}\s*$`);

/** A bill of supply's table rows and its total row, read from pdftotext's layout. */
export function billTable(text: string): {
  rows: BillRow[];
  total: Omit<BillRow, 'description' | 'unitPrice'>;
} {
  const rows: BillRow[] = [];
  let total: ReturnType<typeof billTable>['total'] | undefined;
  for (const line of text.split('\n')) {
    const row = BILL_ROW.exec(line);
    if (row) {
      const [, , description, quantity, unitPrice, discount, amount] = row;
      rows.push({
        description: description as string,
        quantity: Number(quantity),
        unitPrice: paiseOf(unitPrice as string),
        discount: discount ? paiseOf(discount) : 0,
        amount: paiseOf(amount as string),
      });
      continue;
    }
    const sum = BILL_TOTAL.exec(line);
    if (sum) {
      const [, quantity, discount, amount] = sum;
      total = {
        quantity: Number(quantity),
        discount: discount ? paiseOf(discount) : 0,
        amount: paiseOf(amount as string),
      };
    }
  }
  if (!total) throw new Error(`no total row in the bill:\n${text}`);
  return { rows, total };
}
