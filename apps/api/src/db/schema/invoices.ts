import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { orders } from './shopping';

/**
 * The last invoice number given in each financial year (April to March, e.g. "2026-27"). Taking a
 * number updates this row inside the transaction that ships the order, so concurrent shipments
 * queue on its row lock: numbers run without gaps (a rolled-back shipment gives its number back)
 * and never repeat.
 */
export const invoiceCounters = pgTable(
  'invoice_counters',
  {
    financialYear: text('financial_year').primaryKey(),
    lastNumber: integer('last_number').notNull(),
  },
  (t) => [check('invoice_counters_last_number_check', sql`${t.lastNumber} >= 1`)],
);

/**
 * What an order's invoice is: a GST tax invoice from a shop registered for GST, or a bill of supply
 * (no tax charged or shown) from one that is not. Decided when the number is given and kept, so a
 * GSTIN entered or cleared later never turns one into the other.
 */
export const invoiceKinds = ['TAX_INVOICE', 'BILL_OF_SUPPLY'] as const;
export type InvoiceKind = (typeof invoiceKinds)[number];

/**
 * An order's invoice: its number, its kind and the seller as they were when it was issued, so a
 * later change of the shop's details never alters an invoice already given.
 */
export const invoices = pgTable(
  'invoices',
  {
    orderId: uuid('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'restrict' }),
    /** e.g. INV/2026-27/000001 */
    number: text('number').notNull(),
    financialYear: text('financial_year').notNull(),
    sequence: integer('sequence').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    /** Invoices issued before bills of supply existed were all tax invoices. */
    kind: text('kind', { enum: invoiceKinds }).notNull().default('TAX_INVOICE'),
    sellerName: text('seller_name').notNull(),
    sellerAddress: text('seller_address').notNull(),
    sellerPincode: text('seller_pincode').notNull(),
    /** Null on a bill of supply: the seller had no GST registration to print. */
    sellerGstin: text('seller_gstin'),
    sellerState: text('seller_state'),
  },
  (t) => [
    uniqueIndex('invoices_number_key').on(t.number),
    uniqueIndex('invoices_year_sequence_key').on(t.financialYear, t.sequence),
    check('invoices_sequence_check', sql`${t.sequence} >= 1`),
    check('invoices_kind_check', sql`${t.kind} in ('TAX_INVOICE', 'BILL_OF_SUPPLY')`),
    check(
      'invoices_tax_invoice_seller_check',
      sql`${t.kind} <> 'TAX_INVOICE' or (${t.sellerGstin} is not null and ${t.sellerState} is not null)`,
    ),
  ],
);
