import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { StoredImageVariant } from './catalogue';

/**
 * The home page's banners, edited in the back office (docs/api.md "Banners and the home rails").
 * Their changes are logged as "everything" in the catalogue's change log (migration 0036), so the
 * kept answers and pages that show them are drawn again in every process.
 */
export const banners = pgTable(
  'banners',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    subtitle: text('subtitle'),
    /** A path inside the shop, such as /products/women. */
    link: text('link').notNull(),
    filename: text('filename').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    srcset: jsonb('srcset').$type<StoredImageVariant[]>().notNull().default([]),
    position: integer('position').notNull().default(0),
    active: boolean('active').notNull().default(true),
    /** An active banner shows from this moment (none: at once) until `endsAt` (none: for good). */
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('banners_position_idx').on(t.position),
    check('banners_window_check', sql`${t.endsAt} > ${t.startsAt}`),
  ],
);
