import type { Manifest } from '@vastra/contract/shipping';
import { and, asc, eq, gte, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companyDetails } from '../../db/schema/catalogue';
import { shipments } from '../../db/schema/shipping';
import { orders } from '../../db/schema/shopping';
import { users } from '../../db/schema/users';
import { formatRupees, fromPaise, toPaise } from '../../lib/money';
import { indiaDayBounds } from './delivery-estimate';
import { orderNumberOf } from './order-parcel';
import { BOLD, FONT, renderPdf, tableRow } from './pdf-document';

/** The parcels booked on `date` (a day in India), oldest first: what the courier picks up. */
export async function getManifest(db: Db, date: string): Promise<Manifest> {
  const { start, end } = indiaDayBounds(date);
  const rows = await db
    .select({
      orderId: orders.id,
      courier: shipments.courier,
      awb: shipments.awb,
      fullName: orders.fullName,
      firstName: users.firstName,
      lastName: users.lastName,
      pincode: orders.postalCode,
      paymentMethod: orders.paymentMethod,
      orderTotal: orders.orderTotal,
      bookedAt: shipments.bookedAt,
    })
    .from(shipments)
    .innerJoin(orders, eq(orders.id, shipments.orderId))
    .innerJoin(users, eq(users.id, orders.userId))
    .where(and(eq(shipments.kind, 'FORWARD'), gte(shipments.bookedAt, start), lt(shipments.bookedAt, end)))
    .orderBy(asc(shipments.bookedAt), asc(shipments.id));
  return {
    date,
    parcels: rows.map((row) => ({
      orderId: row.orderId,
      orderNumber: orderNumberOf(row.orderId),
      courier: row.courier,
      awb: row.awb,
      recipient: row.fullName ?? `${row.firstName} ${row.lastName}`,
      pincode: row.pincode,
      codAmount: row.paymentMethod === 'COD' ? fromPaise(toPaise(row.orderTotal)) : '0.00',
      bookedAt: row.bookedAt.toISOString(),
    })),
  };
}

const MARGIN = 36;

/** The manifest as the courier signs it at pickup: one row a parcel, the cash to collect, a signature line. */
export async function renderManifestPdf(db: Db, manifest: Manifest): Promise<Buffer> {
  const [shop] = await db
    .select({ name: companyDetails.name })
    .from(companyDetails)
    .where(eq(companyDetails.id, 1));
  return renderPdf(
    { size: 'A4', margin: MARGIN, info: { Title: `Pickup manifest ${manifest.date}` } },
    (doc) => {
      const width = doc.page.width - 2 * MARGIN;
      doc.font(BOLD).fontSize(14).text('PICKUP MANIFEST', { width, align: 'center' });
      doc
        .font(FONT)
        .fontSize(10)
        .text(`${shop?.name ?? 'The shop'}, ${manifest.date}`, { width, align: 'center' });
      doc.moveDown(1).fontSize(9);
      const columns = [0.06, 0.12, 0.18, 0.2, 0.22, 0.1, 0.12].map((share) => ({ width: width * share }));
      doc.font(BOLD);
      tableRow(doc, MARGIN, columns, ['#', 'Order', 'Courier', 'AWB', 'Recipient', 'Pincode', 'COD']);
      doc.font(FONT);
      manifest.parcels.forEach((parcel, index) => {
        tableRow(doc, MARGIN, columns, [
          String(index + 1),
          `#${parcel.orderNumber}`,
          parcel.courier ?? '',
          parcel.awb ?? '',
          parcel.recipient,
          parcel.pincode,
          parcel.codAmount === '0.00' ? 'Prepaid' : formatRupees(parcel.codAmount),
        ]);
      });
      const cod = manifest.parcels.reduce((sum, parcel) => sum + toPaise(parcel.codAmount), 0);
      doc.moveDown(1).font(BOLD);
      doc.text(
        `Parcels: ${manifest.parcels.length}    Cash to collect: ${formatRupees(fromPaise(cod))}`,
        MARGIN,
      );
      doc.moveDown(3).font(FONT);
      doc.text(
        'Picked up by (name and signature): ______________________________    Date and time: ______________',
        MARGIN,
      );
    },
  );
}
