import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { companyDetails } from '../../db/schema/catalogue';
import { type InvoiceKind, invoiceCounters, invoices } from '../../db/schema/invoices';
import { FALLBACK_BRAND } from '../company';
import { financialYearOf, invoiceNumber } from './financial-year';

/**
 * Gives a shipping order its invoice, once: the next number of the financial year's series and the
 * seller as the shop's details stand. A shop with a GSTIN and its state gets a tax invoice, each
 * line's HSN code and GST rate (the product's own, or the shop's apparel slab rule on the unit
 * price) kept on the line; any other shop a bill of supply, which charges no tax, so it ships all
 * the same. Runs in the transaction that changes the order's status, after the order's row lock;
 * the counter's row lock is taken last, so concurrent shipments queue there and the series has no
 * gap and no repeat. Returns the invoice number (the existing one when it was issued before).
 */
export async function issueInvoice(tx: Tx, orderId: string, now: Date): Promise<string> {
  const [existing] = await tx
    .select({ number: invoices.number })
    .from(invoices)
    .where(eq(invoices.orderId, orderId));
  if (existing) return existing.number;

  const [seller] = await tx.select().from(companyDetails).where(eq(companyDetails.id, 1));
  const registered = seller?.gstin && seller.state ? { gstin: seller.gstin, state: seller.state } : null;
  const kind: InvoiceKind = registered ? 'TAX_INVOICE' : 'BILL_OF_SUPPLY';

  if (registered) {
    // The slab compares the unit's price less tax at the lower rate with the threshold, in exact numerics.
    await tx.execute(sql`
      update order_items oi
      set hsn_code = p.hsn_code,
        gst_rate = coalesce(p.gst_rate, case
          when oi.price_at_purchase * 100 <= s.apparel_threshold * (100 + s.apparel_rate_up_to)
            then s.apparel_rate_up_to
          else s.apparel_rate_above end)
      from products p, shop_settings s
      where oi.order_id = ${orderId}::uuid and p.id = oi.product_id and s.id = 1`);
  }

  const financialYear = financialYearOf(now);
  const [counter] = await tx
    .insert(invoiceCounters)
    .values({ financialYear, lastNumber: 1 })
    .onConflictDoUpdate({
      target: invoiceCounters.financialYear,
      set: { lastNumber: sql`${invoiceCounters.lastNumber} + 1` },
    })
    .returning({ sequence: invoiceCounters.lastNumber });
  if (!counter) throw new Error('the invoice counter returned no number');
  const number = invoiceNumber(financialYear, counter.sequence);
  await tx.insert(invoices).values({
    orderId,
    number,
    financialYear,
    sequence: counter.sequence,
    issuedAt: now,
    kind,
    sellerName: seller?.name ?? FALLBACK_BRAND,
    sellerAddress: seller?.address ?? '',
    sellerPincode: seller?.pincode ?? '',
    sellerGstin: registered?.gstin ?? null,
    sellerState: registered?.state ?? seller?.state ?? null,
  });
  return number;
}
