import { sql } from 'drizzle-orm';
import { check, integer, numeric, pgTable, timestamp } from 'drizzle-orm/pg-core';

/**
 * The shop's own rules, one row (id 1), each with a default that suits a small shop: how many cash
 * on delivery orders, and of what value, one account may have open, and how many units one order line
 * may hold.
 */
export const shopSettings = pgTable(
  'shop_settings',
  {
    id: integer('id').primaryKey().default(1),
    codMaxOpenOrders: integer('cod_max_open_orders').notNull().default(5),
    codMaxOpenValue: numeric('cod_max_open_value', { precision: 12, scale: 2 }).notNull().default('50000.00'),
    maxQuantityPerLine: integer('max_quantity_per_line').notNull().default(50),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('shop_settings_single_row_check', sql`${t.id} = 1`),
    check('shop_settings_cod_max_open_orders_check', sql`${t.codMaxOpenOrders} >= 0`),
    check('shop_settings_cod_max_open_value_check', sql`${t.codMaxOpenValue} >= 0`),
    check('shop_settings_max_quantity_per_line_check', sql`${t.maxQuantityPerLine} >= 1`),
  ],
);
