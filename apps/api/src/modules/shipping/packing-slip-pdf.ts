import { type OrderParcelFacts, orderNumberOf } from './order-parcel';
import { BOLD, FONT, printedDate, renderPdf, tableRow } from './pdf-document';

const MARGIN = 40;

/** The packing slip that goes in the parcel: the order, the recipient, each line, and its invoice. */
export function renderPackingSlipPdf(facts: OrderParcelFacts): Promise<Buffer> {
  const orderNumber = orderNumberOf(facts.order.id);
  return renderPdf({ size: 'A5', margin: MARGIN, info: { Title: `Packing slip #${orderNumber}` } }, (doc) => {
    const width = doc.page.width - 2 * MARGIN;
    doc.font(BOLD).fontSize(14).text('PACKING SLIP', { width, align: 'center' }).moveDown(0.5);
    doc.font(FONT).fontSize(10);
    doc.text(`Order #${orderNumber}`);
    doc.text(`Order date: ${printedDate(facts.order.orderDate)}`);
    if (facts.invoiceNumber) doc.text(`Invoice ${facts.invoiceNumber}`);
    const { recipient } = facts;
    doc.moveDown(0.5).font(BOLD).text('Ship to');
    doc.font(FONT);
    for (const line of [
      recipient.name,
      recipient.addressLine1,
      ...(recipient.addressLine2 ? [recipient.addressLine2] : []),
      `${recipient.city}, ${recipient.state} ${recipient.pincode}`,
      ...(recipient.phone ? [`Phone ${recipient.phone}`] : []),
    ]) {
      doc.text(line);
    }
    const columns = [0.52, 0.2, 0.16, 0.12].map((share) => ({ width: width * share }));
    doc.moveDown(0.8).font(BOLD);
    tableRow(doc, MARGIN, columns, ['Item', 'Colour', 'Size', 'Qty']);
    doc.font(FONT);
    for (const line of facts.lines) {
      tableRow(doc, MARGIN, columns, [line.productName, line.color, line.size, String(line.quantity)]);
    }
    if (facts.shop) {
      doc.moveDown(1).fontSize(8).text(`${facts.shop.name}, ${facts.shop.address} ${facts.shop.pincode}`);
    }
  });
}
