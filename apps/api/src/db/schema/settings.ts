import { COD_FEE_MAX } from '@vastra/contract/settings';
import { codConfirmationModes } from '@vastra/contract/statuses';
import { sql } from 'drizzle-orm';
import { check, integer, numeric, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { isOneOf } from '../one-of';

/**
 * The shop's own rules, one row (id 1), each with a default that suits a small shop: how many cash
 * on delivery orders, and of what value, one account may have open, how many unpaid online orders
 * (and units) it may have waiting, how many units one order line may hold, and how long after
 * delivery an order may be returned.
 */
export const shopSettings = pgTable(
  'shop_settings',
  {
    id: integer('id').primaryKey().default(1),
    codMaxOpenOrders: integer('cod_max_open_orders').notNull().default(5),
    codMaxOpenValue: numeric('cod_max_open_value', { precision: 12, scale: 2 }).notNull().default('50000.00'),
    maxQuantityPerLine: integer('max_quantity_per_line').notNull().default(50),
    /**
     * Unpaid online orders hold stock until paid or expired: how many one account may have waiting,
     * and how many units of one variant its waiting orders may hold beyond the first of them.
     */
    onlineMaxUnpaidOrders: integer('online_max_unpaid_orders').notNull().default(3),
    onlineMaxHeldUnits: integer('online_max_held_units').notNull().default(10),
    /**
     * GST on products without a rate of their own (apparel): the lower rate for a piece whose price,
     * less that tax, is at most the threshold, the higher one above. India's rule since 22 September
     * 2025 is 5% up to Rs. 2,500 and 18% above.
     */
    apparelThreshold: numeric('apparel_threshold', { precision: 12, scale: 2 }).notNull().default('2500.00'),
    apparelRateUpTo: numeric('apparel_rate_up_to', { precision: 5, scale: 2 }).notNull().default('5.00'),
    apparelRateAbove: numeric('apparel_rate_above', { precision: 5, scale: 2 }).notNull().default('18.00'),
    /** Days after delivery in which a shopper may ask to return or exchange; 0 takes no returns. */
    returnWindowDays: integer('return_window_days').notNull().default(15),
    /**
     * The messages sent by WhatsApp to shoppers who opted in and verified their mobile (docs/api.md
     * §14): order news goes by mail as before either way; back in stock goes by WhatsApp instead of mail.
     */
    whatsappMessages: text('whatsapp_messages')
      .array()
      .notNull()
      .default(
        sql`array['ORDER_PLACED','SHIPPED','OUT_FOR_DELIVERY','DELIVERED','UNDELIVERED','BACK_IN_STOCK']::text[]`,
      ),
    /**
     * Whether cash-on-delivery orders wait for the shopper to confirm them, and for how many hours
     * before they are cancelled (modules/cod-confirmation).
     */
    codConfirmation: text('cod_confirmation')
      .$type<(typeof codConfirmationModes)[number]>()
      .notNull()
      .default('OFF'),
    codConfirmationHours: integer('cod_confirmation_hours').notNull().default(24),
    /** Cash on delivery is off for a customer with more parcels than this returned to origin; null: no limit. */
    codMaxReturnedParcels: integer('cod_max_returned_parcels'),
    /**
     * Rupees added to a cash-on-delivery order as a line of its own (never shipping, which stays free),
     * fixed on the order when it is placed; 0 by default, when COD orders cost what SPEC.md says.
     */
    codFee: numeric('cod_fee', { precision: 12, scale: 2 }).notNull().default('0'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('shop_settings_single_row_check', sql`${t.id} = 1`),
    check('shop_settings_cod_max_open_orders_check', sql`${t.codMaxOpenOrders} >= 0`),
    check('shop_settings_cod_max_open_value_check', sql`${t.codMaxOpenValue} >= 0`),
    check('shop_settings_max_quantity_per_line_check', sql`${t.maxQuantityPerLine} >= 1`),
    check('shop_settings_online_max_unpaid_orders_check', sql`${t.onlineMaxUnpaidOrders} >= 1`),
    check('shop_settings_online_max_held_units_check', sql`${t.onlineMaxHeldUnits} >= 1`),
    check('shop_settings_apparel_threshold_check', sql`${t.apparelThreshold} >= 0`),
    check('shop_settings_return_window_days_check', sql`${t.returnWindowDays} between 0 and 365`),
    check('shop_settings_cod_confirmation_check', isOneOf(t.codConfirmation, codConfirmationModes)),
    check('shop_settings_cod_confirmation_hours_check', sql`${t.codConfirmationHours} between 1 and 168`),
    check('shop_settings_cod_max_returned_parcels_check', sql`${t.codMaxReturnedParcels} >= 0`),
    check('shop_settings_cod_fee_check', sql`${t.codFee} between 0 and ${sql.raw(String(COD_FEE_MAX))}`),
    check(
      'shop_settings_apparel_rates_check',
      sql`${t.apparelRateUpTo} between 0 and 100 and ${t.apparelRateAbove} between 0 and 100`,
    ),
  ],
);
