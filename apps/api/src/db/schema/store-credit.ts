import { type StoreCreditReason, storeCreditReasons } from '@vastra/contract/store-credit';
import { sql } from 'drizzle-orm';
import { check, index, numeric, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { isOneOf } from '../one-of';
import { returns } from './returns';
import { orders } from './shopping';
import { users } from './users';

/**
 * A customer's store credit as it stands: the sum of their ledger entries, kept by a trigger on
 * store_credit_entries (migration 0039) in the transaction that writes each entry, so its check
 * refuses any entry that would take the balance below zero, and its row is the lock that spending
 * queues on.
 */
export const storeCreditBalances = pgTable(
  'store_credit_balances',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    balance: numeric('balance', { precision: 12, scale: 2 }).notNull().default('0'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('store_credit_balances_balance_check', sql`${t.balance} >= 0`)],
);

/**
 * The ledger: one signed amount per event. An order is paid from credit once and given it back once
 * (one entry per order and reason), and a return is refunded into credit once.
 */
export const storeCreditEntries = pgTable(
  'store_credit_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    amount: numeric('amount', { precision: 12, scale: 2 }).notNull(),
    reason: text('reason').$type<StoreCreditReason>().notNull(),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'restrict' }),
    returnId: uuid('return_id').references(() => returns.id, { onDelete: 'restrict' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('store_credit_entries_user_newest_idx').on(
      t.userId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    uniqueIndex('store_credit_entries_order_reason_key')
      .on(t.orderId, t.reason)
      .where(sql`${t.orderId} is not null`),
    uniqueIndex('store_credit_entries_return_key').on(t.returnId).where(sql`${t.returnId} is not null`),
    check('store_credit_entries_amount_check', sql`${t.amount} <> 0`),
    check('store_credit_entries_reason_check', isOneOf(t.reason, storeCreditReasons)),
    // Paying takes credit away, the other reasons add it; each names what it was for.
    check('store_credit_entries_sign_check', sql`(${t.reason} = 'ORDER_PAYMENT') = (${t.amount} < 0)`),
    check(
      'store_credit_entries_source_check',
      sql`case ${t.reason} when 'RETURN_REFUND' then ${t.returnId} is not null
        else ${t.orderId} is not null and ${t.returnId} is null end`,
    ),
  ],
);
