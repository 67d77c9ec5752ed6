import { indianDate } from './financial-year';
import type { TaxedLine } from './gst-lines';
import { amount, CONTENT_WIDTH, type Column, MARGIN, taxColumns, untaxedColumns } from './invoice-columns';
import type { InvoiceFacts, InvoiceLine } from './invoice-facts';

const FONT = 'Helvetica';
const BOLD = 'Helvetica-Bold';

/**
 * What an invoice-like document prints (a tax invoice, a bill of supply, a credit note): its heading
 * and details, the parties, the lines. A seller without a GSTIN charges no tax: its document has no
 * tax columns and says the seller is not registered under GST.
 */
export interface TaxDocument {
  /** e.g. "TAX INVOICE", and the line under it. */
  heading: string;
  subheading: string;
  /** The PDF's own title. */
  title: string;
  /** The block beside the seller: the document's number, dates and place of supply. */
  details: { title: string; lines: string[] };
  seller: InvoiceFacts['seller'];
  buyer: InvoiceFacts['buyer'];
  /** Within the seller's state: CGST and SGST columns; otherwise IGST (with a GSTIN). */
  sameState: boolean;
  lines: InvoiceLine[];
  totals: TaxedLine;
  /** e.g. "Total amount", printed before the total in rupees. */
  totalLabel: string;
  totalInWords: string;
  notes: string[];
}

export const NOT_REGISTERED = 'Seller not registered under GST';

const COMPOSITE_SUPPLY =
  'The COD fee is part of a composite supply with the goods, taxed at the rate of the principal supply (the line of the highest taxable value).';

/**
 * The order's invoice as a PDF (A4, the standard Helvetica fonts, so its text can be searched and
 * read back). A tax invoice: seller and buyer, place of supply, one row per line with HSN,
 * quantity, taxable value and tax, the totals and the total in words. A bill of supply: the same
 * without GSTIN, place of supply or any tax.
 */
export function renderInvoicePdf(facts: InvoiceFacts): Promise<Buffer> {
  const taxed = facts.kind !== 'BILL_OF_SUPPLY';
  return renderTaxDocumentPdf({
    heading: taxed ? 'TAX INVOICE' : 'BILL OF SUPPLY',
    subheading: 'Original for recipient',
    title: `${taxed ? 'Tax invoice' : 'Bill of supply'} ${facts.number}`,
    details: {
      title: 'Invoice',
      lines: [
        `Invoice number: ${facts.number}`,
        `Invoice date: ${indianDate(facts.issuedAt)}`,
        `Order number: #${facts.orderNumber}`,
        `Order date: ${indianDate(facts.orderDate)}`,
        ...(taxed ? [`Place of supply: ${facts.placeOfSupply}`] : []),
      ],
    },
    // The seller's GSTIN (null on a bill of supply, see invoice-facts.ts) decides the tax columns.
    seller: facts.seller,
    buyer: facts.buyer,
    sameState: facts.sameState,
    lines: facts.lines,
    totals: facts.totals,
    totalLabel: 'Total amount',
    totalInWords: facts.totalInWords,
    notes: taxed
      ? [
          'Prices are inclusive of GST. Tax payable on reverse charge: No.',
          ...(facts.lines.some((line) => line.orderItemId === null) ? [COMPOSITE_SUPPLY] : []),
        ]
      : [],
  });
}

/** A document as a PDF, laid out as the tax invoice is (without its tax when the seller has no GSTIN). */
export async function renderTaxDocumentPdf(facts: TaxDocument): Promise<Buffer> {
  // Loaded on the first document: pdfkit holds ~15 MB of memory a shop that never ships has no use for.
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: { Title: facts.title, Author: facts.seller.name },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  doc.font(BOLD).fontSize(16).text(facts.heading, { align: 'center' });
  doc.font(FONT).fontSize(8).text(facts.subheading, { align: 'center' }).moveDown(1);

  const top = doc.y;
  block(doc, MARGIN, top, 'Sold by', sellerLines(facts.seller));
  const halfway = MARGIN + CONTENT_WIDTH / 2;
  block(doc, halfway, top, facts.details.title, facts.details.lines);
  const afterTop = doc.y;
  doc.y = Math.max(afterTop, top + 80);
  const buyerTop = doc.y + 8;
  block(doc, MARGIN, buyerTop, 'Bill to and ship to', [
    facts.buyer.name,
    ...facts.buyer.lines,
    ...(facts.buyer.phone ? [`Mobile: ${facts.buyer.phone}`] : []),
  ]);
  doc.y += 12;

  lineTable(doc, facts);

  doc.moveDown(1).font(BOLD).fontSize(9);
  doc.text(`${facts.totalLabel}: Rs. ${amount(facts.totals.amount)}`, MARGIN, doc.y, {
    width: CONTENT_WIDTH,
  });
  doc.font(FONT).text(`Amount in words: ${facts.totalInWords}`, { width: CONTENT_WIDTH });
  doc.moveDown(0.5).fontSize(8);
  for (const note of facts.notes) doc.text(note, { width: CONTENT_WIDTH });
  doc.moveDown(2).font(BOLD).text(`For ${facts.seller.name}`, { width: CONTENT_WIDTH, align: 'right' });
  doc.font(FONT).text('Authorised signatory', { width: CONTENT_WIDTH, align: 'right' });
  doc.end();
  return done;
}

/** The seller block: its GSTIN and state, or, for a seller not registered, that it is not. */
function sellerLines(seller: TaxDocument['seller']): string[] {
  if (seller.gstin) {
    return [
      seller.name,
      ...seller.address.split('\n'),
      `Pincode ${seller.pincode}`,
      `State: ${seller.state}`,
      `GSTIN: ${seller.gstin}`,
    ];
  }
  // A shop that never saved its details has only its name to give.
  return [
    seller.name,
    ...seller.address.split('\n').filter((line) => line.trim() !== ''),
    ...(seller.pincode ? [`Pincode ${seller.pincode}`] : []),
    ...(seller.state ? [`State: ${seller.state}`] : []),
    NOT_REGISTERED,
  ];
}

/** A titled block of lines at (x, y), half the page wide. */
function block(doc: PDFKit.PDFDocument, x: number, y: number, title: string, lines: string[]): void {
  const width = CONTENT_WIDTH / 2 - 10;
  doc.font(BOLD).fontSize(9).text(title, x, y, { width });
  doc.font(FONT).fontSize(9);
  for (const line of lines) doc.text(line, x, doc.y, { width });
}

/** The lines with their totals, starting a new page (and repeating the header) when one fills up. */
function lineTable(doc: PDFKit.PDFDocument, facts: TaxDocument): void {
  const discounted = facts.lines.some((line) => line.discount > 0);
  const cols = facts.seller.gstin ? taxColumns(facts.sameState, discounted) : untaxedColumns(discounted);
  const bottom = doc.page.height - MARGIN;
  const header = () => {
    row(
      doc,
      cols,
      cols.map((c) => c.title),
      BOLD,
    );
  };
  header();
  facts.lines.forEach((line, index) => {
    const cells = cols.map((c) => c.cell(line, index));
    if (doc.y + rowHeight(doc, cols, cells) > bottom) {
      doc.addPage();
      header();
    }
    row(doc, cols, cells, FONT);
  });
  const totalCells = cols.map((c) => c.total?.(facts.lines, facts.totals) ?? '');
  if (doc.y + rowHeight(doc, cols, totalCells) > bottom) doc.addPage();
  row(doc, cols, totalCells, BOLD);
}

const CELL_PADDING = 3;

function rowHeight(doc: PDFKit.PDFDocument, cols: Column[], cells: string[]): number {
  doc.fontSize(8);
  const heights = cols.map((c, i) => doc.heightOfString(cells[i] ?? '', { width: c.width - CELL_PADDING }));
  return Math.max(...heights) + 2 * CELL_PADDING;
}

/** One table row with a rule above it; the cursor ends below it. */
function row(doc: PDFKit.PDFDocument, cols: Column[], cells: string[], font: string): void {
  doc.font(font).fontSize(8);
  const height = rowHeight(doc, cols, cells);
  const y = doc.y;
  doc
    .moveTo(MARGIN, y)
    .lineTo(MARGIN + CONTENT_WIDTH, y)
    .lineWidth(0.5)
    .stroke();
  let x = MARGIN;
  cols.forEach((c, i) => {
    doc.text(cells[i] ?? '', x, y + CELL_PADDING, { width: c.width - CELL_PADDING, align: c.align });
    x += c.width;
  });
  doc.x = MARGIN;
  doc.y = y + height;
}
