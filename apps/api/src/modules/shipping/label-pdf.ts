import { formatRupees, fromPaise } from '../../lib/money';
import { code128Bars } from './code128';
import { codAmountPaise, type OrderParcelFacts, orderNumberOf } from './order-parcel';
import { BOLD, FONT, renderPdf } from './pdf-document';

/** 4 x 6 inches, the size couriers' thermal printers take, in points. */
const WIDTH = 288;
const HEIGHT = 432;
const MARGIN = 14;
const INNER = WIDTH - 2 * MARGIN;
/** Bars no thinner than this print and scan on a 203 dpi thermal printer. */
const BARCODE_HEIGHT = 70;

/**
 * The shipping label: the courier and the AWB as a Code 128 barcode with its text, the recipient,
 * the cash to collect (or PREPAID), the order number and the shop's return address.
 */
export function renderLabelPdf(facts: OrderParcelFacts): Promise<Buffer> {
  const shipment = facts.shipment;
  if (!shipment?.awb) throw new Error('a label needs a booked shipment with an AWB');
  const awb = shipment.awb;
  const orderNumber = orderNumberOf(facts.order.id);
  return renderPdf({ size: [WIDTH, HEIGHT], margin: MARGIN, info: { Title: `Label ${awb}` } }, (doc) => {
    doc
      .font(BOLD)
      .fontSize(11)
      .text(shipment.courier ?? 'Courier', MARGIN, MARGIN, { width: INNER });
    // The barcode, as wide as it can be, its quiet zones inside the label's margins.
    const { bars, modules } = code128Bars(awb);
    const moduleWidth = Math.min(2, INNER / modules);
    const left = MARGIN + (INNER - modules * moduleWidth) / 2;
    const top = doc.y + 6;
    for (const bar of bars) {
      doc.rect(left + bar.x * moduleWidth, top, bar.width * moduleWidth, BARCODE_HEIGHT).fill('black');
    }
    doc.fillColor('black').font(BOLD).fontSize(12);
    doc.text(`AWB ${awb}`, MARGIN, top + BARCODE_HEIGHT + 6, { width: INNER, align: 'center' });

    const cod = codAmountPaise(facts);
    doc.moveDown(0.6).fontSize(14);
    doc.text(cod > 0 ? `COLLECT CASH ${formatRupees(fromPaise(cod))}` : 'PREPAID', {
      width: INNER,
      align: 'center',
    });

    const { recipient } = facts;
    doc.moveDown(0.6).font(BOLD).fontSize(9).text('Deliver to', { width: INNER });
    doc.font(FONT).fontSize(10);
    for (const line of [
      recipient.name,
      recipient.addressLine1,
      ...(recipient.addressLine2 ? [recipient.addressLine2] : []),
      `${recipient.city}, ${recipient.state}`,
      `Pincode ${recipient.pincode}`,
      recipient.phone ? `Phone ${recipient.phone}` : 'No phone given',
    ]) {
      doc.text(line, { width: INNER });
    }

    doc.moveDown(0.6).font(BOLD).fontSize(9).text(`Order #${orderNumber}`, { width: INNER });
    doc.moveDown(0.6).text('Return to', { width: INNER });
    doc.font(FONT).fontSize(8);
    const shop = facts.shop;
    const returnLines = shop
      ? [shop.name, shop.address, `Pincode ${shop.pincode}`, `Phone ${shop.phone}`]
      : ['The shop has not saved its company details.'];
    for (const line of returnLines) doc.text(line, { width: INNER });
  });
}
