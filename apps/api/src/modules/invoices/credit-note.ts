import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { invoices } from '../../db/schema/invoices';
import { creditNoteCounters, creditNotes, returnItems, returns } from '../../db/schema/returns';
import { toPaise } from '../../lib/money';
import { rupeesInWords } from './amount-in-words';
import { creditNoteNumber, financialYearOf, indianDate } from './financial-year';
import { basisPoints, invoiceTotals, taxLine } from './gst-lines';
import { findInvoiceFacts, type InvoiceLine } from './invoice-facts';
import { renderTaxDocumentPdf } from './invoice-pdf';

/**
 * Gives a refunded request its GST credit note against the order's tax invoice: the next number of
 * the financial year's credit note series, taken inside the transaction that refunds (the counter's
 * row lock queues concurrent refunds, so the series has no gap and no repeat; a rolled-back refund
 * gives its number back). An order without a tax invoice (delivered before invoices were issued)
 * has nothing to credit against: then no note, and null.
 */
export async function issueCreditNote(
  tx: Tx,
  returnId: string,
  orderId: string,
  now: Date,
): Promise<string | null> {
  const [invoice] = await tx
    .select({ number: invoices.number })
    .from(invoices)
    .where(eq(invoices.orderId, orderId));
  if (!invoice) return null;
  const financialYear = financialYearOf(now);
  const [counter] = await tx
    .insert(creditNoteCounters)
    .values({ financialYear, lastNumber: 1 })
    .onConflictDoUpdate({
      target: creditNoteCounters.financialYear,
      set: { lastNumber: sql`${creditNoteCounters.lastNumber} + 1` },
    })
    .returning({ sequence: creditNoteCounters.lastNumber });
  if (!counter) throw new Error('the credit note counter returned no number');
  const number = creditNoteNumber(financialYear, counter.sequence);
  await tx
    .insert(creditNotes)
    .values({ returnId, number, financialYear, sequence: counter.sequence, issuedAt: now });
  return number;
}

export interface CreditNoteFile {
  filename: string;
  pdf: Buffer;
}

/**
 * A request's credit note as a PDF, laid out as the tax invoice it refers to: the invoice's seller
 * and buyer, and one row per returned line with its HSN code and rate as invoiced, the units
 * refunded and their refund split into taxable value and tax (CGST and SGST, or IGST, as on the
 * invoice), so each row and the total add up to the refund to the paisa. Undefined without one.
 */
export async function creditNoteFile(db: Db, returnId: string): Promise<CreditNoteFile | undefined> {
  const [note] = await db
    .select({ number: creditNotes.number, issuedAt: creditNotes.issuedAt, orderId: returns.orderId })
    .from(creditNotes)
    .innerJoin(returns, eq(returns.id, creditNotes.returnId))
    .where(eq(creditNotes.returnId, returnId));
  if (!note) return undefined;
  const invoice = await findInvoiceFacts(db, note.orderId);
  if (!invoice) return undefined;
  const items = await db
    .select({
      orderItemId: returnItems.orderItemId,
      quantity: returnItems.quantity,
      refundAmount: returnItems.refundAmount,
    })
    .from(returnItems)
    .where(and(eq(returnItems.returnId, returnId), eq(returnItems.type, 'RETURN')))
    .orderBy(asc(returnItems.id));
  const lines = invoice.lines.flatMap((line): InvoiceLine[] =>
    items
      .filter((item) => item.orderItemId === line.orderItemId)
      .map((item) => {
        const refund = toPaise(item.refundAmount ?? '0');
        return {
          ...line,
          quantity: item.quantity,
          discount: Math.max(line.unitPrice * item.quantity - refund, 0),
          ...taxLine(refund, basisPoints(line.gstRate), invoice.sameState),
        };
      }),
  );
  if (lines.length !== items.length) {
    throw new Error(`credit note ${note.number} names lines its invoice does not have`);
  }
  const totals = invoiceTotals(lines);
  // Against a bill of supply (a seller not registered for GST) the note has no tax to credit.
  const taxed = invoice.kind === 'TAX_INVOICE';
  const pdf = await renderTaxDocumentPdf({
    heading: 'CREDIT NOTE',
    subheading: `Goods returned: issued against the ${taxed ? 'tax invoice' : 'bill of supply'} below`,
    title: `Credit note ${note.number}`,
    details: {
      title: 'Credit note',
      lines: [
        `Credit note number: ${note.number}`,
        `Credit note date: ${indianDate(note.issuedAt)}`,
        `Against invoice: ${invoice.number}`,
        `Invoice date: ${indianDate(invoice.issuedAt)}`,
        `Order number: #${invoice.orderNumber}`,
        `Return request: #${returnId.slice(0, 8)}`,
        ...(taxed ? [`Place of supply: ${invoice.placeOfSupply}`] : []),
      ],
    },
    seller: invoice.seller,
    buyer: invoice.buyer,
    sameState: invoice.sameState,
    lines,
    totals,
    totalLabel: 'Total credit',
    totalInWords: rupeesInWords(totals.amount),
    notes: taxed
      ? [
          'Amounts are inclusive of GST: the value and tax of the goods returned are credited to the recipient.',
          'Tax payable on reverse charge: No.',
        ]
      : [],
  });
  return { filename: `${note.number.replaceAll('/', '-')}.pdf`, pdf };
}
