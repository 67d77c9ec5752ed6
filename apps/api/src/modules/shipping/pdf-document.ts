import type PDFKit from 'pdfkit';

export const FONT = 'Helvetica';
export const BOLD = 'Helvetica-Bold';

/**
 * A PDF drawn by `draw` with pdfkit (the standard Helvetica fonts, so its text reads back), as a
 * Buffer. pdfkit is loaded on the first document, as invoices do.
 */
export async function renderPdf(
  options: PDFKit.PDFDocumentOptions,
  draw: (doc: PDFKit.PDFDocument) => void,
): Promise<Buffer> {
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument(options);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  draw(doc);
  doc.end();
  return done;
}

const printedDateFormat = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});

/** The date in India as documents print it: "10 Dec 2026". */
export const printedDate = (moment: Date): string => printedDateFormat.format(moment);

/** One row of a table: each cell at its column's left edge and width, the row as tall as its tallest cell. */
export function tableRow(
  doc: PDFKit.PDFDocument,
  left: number,
  columns: { width: number }[],
  cells: string[],
): void {
  const top = doc.y;
  let bottom = top;
  let x = left;
  cells.forEach((cell, index) => {
    const width = columns[index]?.width ?? 0;
    doc.text(cell, x, top, { width: width - 4 });
    bottom = Math.max(bottom, doc.y);
    x += width;
  });
  doc.x = left;
  doc.y = bottom + 2;
}
