import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { products } from './catalogue';
import { users } from './users';

/** A customer's rating of a product they received: one per customer and product. */
export const reviews = pgTable(
  'reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rating: integer('rating').notNull(),
    title: text('title'),
    text: text('text'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('reviews_product_user_key').on(t.productId, t.userId),
    index('reviews_product_newest_idx').on(
      t.productId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('reviews_product_rating_idx').on(t.productId, t.rating, t.createdAt.desc().nullsFirst()),
    index('reviews_user_id_idx').on(t.userId),
    check('reviews_rating_check', sql`${t.rating} between 1 and 5`),
  ],
);

/**
 * Each reviewed product's count and sum of ratings, written in the transaction of every review
 * change, so that a product answer shows its rating without reading the reviews. A table of its own
 * rather than columns on products: a change here drops only the answers that show this product
 * (see the catalogue change triggers), where a change to products drops every cached answer.
 */
export const productRatings = pgTable(
  'product_ratings',
  {
    productId: uuid('product_id')
      .primaryKey()
      .references(() => products.id, { onDelete: 'cascade' }),
    ratingCount: integer('rating_count').notNull().default(0),
    ratingSum: integer('rating_sum').notNull().default(0),
  },
  (t) => [
    check('product_ratings_count_check', sql`${t.ratingCount} >= 0`),
    check('product_ratings_sum_check', sql`${t.ratingSum} between ${t.ratingCount} and 5 * ${t.ratingCount}`),
  ],
);
