import { index, pgTable, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { productVariants } from './catalogue';
import { users } from './users';

/**
 * Shoppers waiting for a sold-out variant (docs/api.md §16). A row is taken only while the variant is
 * out of stock, so a row whose variant has stock again is one to tell: the back-in-stock sweep tells
 * its shopper and deletes it in one transaction, whatever wrote the stock (an edit, a return, a
 * cancellation, an import).
 */
export const stockAlerts = pgTable(
  'stock_alerts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    variantId: uuid('variant_id')
      .notNull()
      .references(() => productVariants.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Asking twice is one alert.
    unique('stock_alerts_user_variant_key').on(t.userId, t.variantId),
    index('stock_alerts_variant_idx').on(t.variantId),
  ],
);
