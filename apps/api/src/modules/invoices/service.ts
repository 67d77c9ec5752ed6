import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema/shopping';
import { type SessionUser, staffMayUse } from '../../lib/auth-guard';
import { conflict, notFound } from '../../lib/errors';
import { findInvoiceFacts } from './invoice-facts';
import { renderInvoicePdf } from './invoice-pdf';

export interface InvoiceFile {
  filename: string;
  pdf: Buffer;
}

/**
 * An order's invoice (a tax invoice, or a bill of supply) as a PDF, for its customer or an admin;
 * anyone else's order is answered as a missing one (404), and an order that has not shipped yet has
 * no invoice (409).
 */
export async function invoiceForCaller(db: Db, caller: SessionUser, orderId: string): Promise<InvoiceFile> {
  const [order] = await db.select({ userId: orders.userId }).from(orders).where(eq(orders.id, orderId));
  if (!order || (!staffMayUse(caller, 'orders', 'reports') && order.userId !== caller.id))
    throw notFound('Order not found.');
  const file = await invoiceFile(db, orderId);
  if (!file) throw conflict('The invoice is issued when the order ships.');
  return file;
}

/** The order's invoice as a PDF file, or undefined while it has none. */
export async function invoiceFile(db: Db, orderId: string): Promise<InvoiceFile | undefined> {
  const facts = await findInvoiceFacts(db, orderId);
  if (!facts) return undefined;
  return { filename: `${facts.number.replaceAll('/', '-')}.pdf`, pdf: await renderInvoicePdf(facts) };
}
