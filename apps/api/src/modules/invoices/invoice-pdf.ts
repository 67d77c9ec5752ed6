import { fromPaise, type Paise } from '../../lib/money';
import { indianDate } from './financial-year';
import type { TaxedLine } from './gst-lines';
import type { InvoiceFacts, InvoiceLine } from './invoice-facts';

const MARGIN = 40;
const PAGE_WIDTH = 595.28; // A4 in points
const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN;
const FONT = 'Helvetica';
const BOLD = 'Helvetica-Bold';

const amountFormat = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
/** 12345678 paise -> "1,23,456.78": Indian grouping, as on any Indian bill. */
const amount = (paise: Paise) => amountFormat.format(Number(fromPaise(paise)));

interface Column {
  title: string;
  width: number;
  align: 'left' | 'right';
  cell: (line: InvoiceLine, index: number) => string;
}

/**
 * The line table's columns: CGST and SGST within the seller's state, IGST across states, and a
 * Discount column (taken from the description's width) only when a coupon took something off.
 */
function columns(sameState: boolean, discounted: boolean): Column[] {
  const taxColumns: Column[] = sameState
    ? [
        { title: 'CGST', width: 52, align: 'right', cell: (l) => amount(l.cgst) },
        { title: 'SGST', width: 52, align: 'right', cell: (l) => amount(l.sgst) },
      ]
    : [{ title: 'IGST', width: 70, align: 'right', cell: (l) => amount(l.igst) }];
  const discountWidth = discounted ? 40 : 0;
  const description = (sameState ? 125 : 159) - discountWidth;
  return [
    { title: '#', width: 16, align: 'left', cell: (_l, i) => String(i + 1) },
    { title: 'Description', width: description, align: 'left', cell: (l) => l.description },
    { title: 'HSN', width: 40, align: 'left', cell: (l) => l.hsnCode ?? '-' },
    { title: 'Qty', width: 24, align: 'right', cell: (l) => String(l.quantity) },
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
    { title: 'Taxable value', width: 60, align: 'right', cell: (l) => amount(l.taxableValue) },
    ...taxColumns,
    { title: 'Amount', width: 59, align: 'right', cell: (l) => amount(l.amount) },
  ];
}

/** What a GST document prints (a tax invoice, a credit note): its heading and details, the parties, the lines. */
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
  /** Within the seller's state: CGST and SGST columns; otherwise IGST. */
  sameState: boolean;
  lines: InvoiceLine[];
  totals: TaxedLine;
  /** e.g. "Total amount", printed before the total in rupees. */
  totalLabel: string;
  totalInWords: string;
  notes: string[];
}

/**
 * The GST tax invoice as a PDF (A4, the standard Helvetica fonts, so its text can be searched and
 * read back): seller and buyer, place of supply, one row per line with HSN, quantity, taxable
 * value and tax, the totals and the total in words.
 */
export function renderInvoicePdf(facts: InvoiceFacts): Promise<Buffer> {
  return renderTaxDocumentPdf({
    heading: 'TAX INVOICE',
    subheading: 'Original for recipient',
    title: `Tax invoice ${facts.number}`,
    details: {
      title: 'Invoice',
      lines: [
        `Invoice number: ${facts.number}`,
        `Invoice date: ${indianDate(facts.issuedAt)}`,
        `Order number: #${facts.orderNumber}`,
        `Order date: ${indianDate(facts.orderDate)}`,
        `Place of supply: ${facts.placeOfSupply}`,
      ],
    },
    seller: facts.seller,
    buyer: facts.buyer,
    sameState: facts.sameState,
    lines: facts.lines,
    totals: facts.totals,
    totalLabel: 'Total amount',
    totalInWords: facts.totalInWords,
    notes: ['Prices are inclusive of GST. Tax payable on reverse charge: No.'],
  });
}

/** A GST document as a PDF, laid out as the tax invoice is. */
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
  block(doc, MARGIN, top, 'Sold by', [
    facts.seller.name,
    ...facts.seller.address.split('\n'),
    `Pincode ${facts.seller.pincode}`,
    `State: ${facts.seller.state}`,
    `GSTIN: ${facts.seller.gstin}`,
  ]);
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

/** A titled block of lines at (x, y), half the page wide. */
function block(doc: PDFKit.PDFDocument, x: number, y: number, title: string, lines: string[]): void {
  const width = CONTENT_WIDTH / 2 - 10;
  doc.font(BOLD).fontSize(9).text(title, x, y, { width });
  doc.font(FONT).fontSize(9);
  for (const line of lines) doc.text(line, x, doc.y, { width });
}

/** The lines with their totals, starting a new page (and repeating the header) when one fills up. */
function lineTable(doc: PDFKit.PDFDocument, facts: TaxDocument): void {
  const cols = columns(
    facts.sameState,
    facts.lines.some((line) => line.discount > 0),
  );
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
  const totals = facts.totals;
  const totalCells = cols.map((c) => {
    switch (c.title) {
      case 'Description':
        return 'Total';
      case 'Qty':
        return String(facts.lines.reduce((sum, l) => sum + l.quantity, 0));
      case 'Taxable value':
        return amount(totals.taxableValue);
      case 'CGST':
        return amount(totals.cgst);
      case 'SGST':
        return amount(totals.sgst);
      case 'IGST':
        return amount(totals.igst);
      case 'Amount':
        return amount(totals.amount);
      default:
        return '';
    }
  });
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
