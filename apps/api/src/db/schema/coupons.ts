import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

export const couponTypes = ['PERCENT', 'FLAT'] as const;
export type CouponType = (typeof couponTypes)[number];

/**
 * An offer code. How often it was used is not kept here: it is counted from the orders that used it
 * and are not cancelled, so a cancelled order gives its use back without anyone keeping a tally.
 */
export const coupons = pgTable(
  'coupons',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    code: text('code').notNull(),
    type: text('type').$type<CouponType>().notNull(),
    /** Percent off (PERCENT, up to 100) or rupees off (FLAT). */
    value: numeric('value', { precision: 12, scale: 2 }).notNull(),
    minOrderValue: numeric('min_order_value', { precision: 12, scale: 2 }),
    /** The most a PERCENT code takes off. */
    maxDiscount: numeric('max_discount', { precision: 12, scale: 2 }),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    usageLimit: integer('usage_limit'),
    perCustomerLimit: integer('per_customer_limit'),
    firstOrderOnly: boolean('first_order_only').notNull().default(false),
    active: boolean('active').notNull().default(true),
    /** Listed to every shopper in the cart (GET /offers); off unless the shop says so. */
    showInCart: boolean('show_in_cart').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('coupons_code_lower_key').on(sql`lower(${t.code})`),
    check('coupons_type_check', sql`${t.type} in ('PERCENT', 'FLAT')`),
    check('coupons_value_check', sql`${t.value} > 0 and (${t.type} = 'FLAT' or ${t.value} <= 100)`),
    check('coupons_min_order_value_check', sql`${t.minOrderValue} >= 0`),
    check('coupons_max_discount_check', sql`${t.maxDiscount} > 0`),
    check('coupons_window_check', sql`${t.endsAt} > ${t.startsAt}`),
    check('coupons_usage_limit_check', sql`${t.usageLimit} >= 1`),
    check('coupons_per_customer_limit_check', sql`${t.perCustomerLimit} >= 1`),
  ],
);
