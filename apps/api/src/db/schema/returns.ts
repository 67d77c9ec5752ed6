import type { Refund, ReturnStatus, ReturnType } from '@vastra/contract/returns';
import { refundMethods, refundStates, returnStatuses, returnTypes } from '@vastra/contract/statuses';
import { type RefundDestination, refundDestinations } from '@vastra/contract/store-credit';
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { isOneOf } from '../one-of';
import { productVariants } from './catalogue';
import { orderItems, orders } from './shopping';
import { users } from './users';

/** A shopper's request to send back units of a delivered order, for their money or another size. */
export const returns = pgTable(
  'returns',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    status: text('status').$type<ReturnStatus>().notNull().default('REQUESTED'),
    /** Where its refund goes, chosen when asked (store credit by default for cash on delivery). */
    refundTo: text('refund_to').$type<RefundDestination>().notNull().default('ORIGINAL'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('returns_order_id_idx').on(t.orderId),
    index('returns_user_newest_idx').on(t.userId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('returns_status_newest_idx').on(
      t.status,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('returns_newest_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    check('returns_status_check', isOneOf(t.status, returnStatuses)),
    check('returns_refund_to_check', isOneOf(t.refundTo, refundDestinations)),
  ],
);

/**
 * Units of one order line in a request. A RETURN carries what those units were paid (kept when asked,
 * so that the refunds of one line add up to what the line was paid); an EXCHANGE names the variant
 * sent instead.
 */
export const returnItems = pgTable(
  'return_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    returnId: uuid('return_id')
      .notNull()
      .references(() => returns.id, { onDelete: 'cascade' }),
    orderItemId: uuid('order_item_id')
      .notNull()
      .references(() => orderItems.id, { onDelete: 'restrict' }),
    quantity: integer('quantity').notNull(),
    type: text('type').$type<ReturnType>().notNull(),
    reason: text('reason').notNull(),
    exchangeVariantId: uuid('exchange_variant_id').references(() => productVariants.id, {
      onDelete: 'restrict',
    }),
    refundAmount: numeric('refund_amount', { precision: 12, scale: 2 }),
  },
  (t) => [
    index('return_items_return_id_idx').on(t.returnId),
    index('return_items_order_item_id_idx').on(t.orderItemId),
    index('return_items_exchange_variant_id_idx')
      .on(t.exchangeVariantId)
      .where(sql`${t.exchangeVariantId} is not null`),
    check('return_items_quantity_check', sql`${t.quantity} > 0`),
    check('return_items_type_check', isOneOf(t.type, returnTypes)),
    check(
      'return_items_type_fields_check',
      sql`(${t.type} = 'RETURN' and ${t.exchangeVariantId} is null and ${t.refundAmount} >= 0)
        or (${t.type} = 'EXCHANGE' and ${t.exchangeVariantId} is not null and ${t.refundAmount} is null)`,
    ),
  ],
);

/** Every status a request has had, with the admin's note and who set it (null: the shopper asking). */
export const returnStatusHistory = pgTable(
  'return_status_history',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    returnId: uuid('return_id')
      .notNull()
      .references(() => returns.id, { onDelete: 'cascade' }),
    status: text('status').$type<ReturnStatus>().notNull(),
    note: text('note'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    changedBy: uuid('changed_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('return_status_history_return_idx').on(t.returnId, t.at, t.id),
    index('return_status_history_changed_by_idx').on(t.changedBy),
    check('return_status_history_status_check', isOneOf(t.status, returnStatuses)),
  ],
);

/**
 * The money a REFUNDED request gave back: through the payment provider (our refund id, sent to it,
 * is the request's id, so a request can never be refunded twice there) or recorded by the admin for
 * cash on delivery.
 */
export const refunds = pgTable(
  'refunds',
  {
    returnId: uuid('return_id')
      .primaryKey()
      .references(() => returns.id, { onDelete: 'restrict' }),
    amount: numeric('amount', { precision: 12, scale: 2 }).notNull(),
    method: text('method').$type<Refund['method']>().notNull(),
    state: text('state').$type<Refund['state']>().notNull(),
    provider: text('provider'),
    /** The id sent to the provider as its refund id; null for a recorded refund. */
    reference: text('reference'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('refunds_amount_check', sql`${t.amount} >= 0`),
    check('refunds_method_check', isOneOf(t.method, refundMethods)),
    check('refunds_state_check', isOneOf(t.state, refundStates)),
    check(
      'refunds_reference_check',
      sql`(${t.method} = 'PROVIDER') = (${t.reference} is not null and ${t.provider} is not null)`,
    ),
  ],
);

/** The last credit note number given in each financial year: as invoice_counters, for its own series. */
export const creditNoteCounters = pgTable(
  'credit_note_counters',
  {
    financialYear: text('financial_year').primaryKey(),
    lastNumber: integer('last_number').notNull(),
  },
  (t) => [check('credit_note_counters_last_number_check', sql`${t.lastNumber} >= 1`)],
);

/**
 * The GST credit note issued with a refund, against the order's tax invoice (whose seller it keeps):
 * its number is taken inside the transaction that refunds, so the series has no gap and no repeat.
 */
export const creditNotes = pgTable(
  'credit_notes',
  {
    returnId: uuid('return_id')
      .primaryKey()
      .references(() => returns.id, { onDelete: 'restrict' }),
    /** e.g. CN/2026-27/000001 */
    number: text('number').notNull(),
    financialYear: text('financial_year').notNull(),
    sequence: integer('sequence').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('credit_notes_number_key').on(t.number),
    uniqueIndex('credit_notes_year_sequence_key').on(t.financialYear, t.sequence),
    check('credit_notes_sequence_check', sql`${t.sequence} >= 1`),
  ],
);
