import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users';

export const addresses = pgTable(
  'addresses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The recipient and their 10-digit mobile number; null on addresses saved before they were asked for. */
    fullName: text('full_name'),
    phone: text('phone'),
    addressLine1: text('address_line1').notNull(),
    addressLine2: text('address_line2'),
    city: text('city').notNull(),
    state: text('state').notNull(),
    postalCode: text('postal_code').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('addresses_user_id_idx').on(t.userId, t.createdAt),
    // At most one default per user, enforced by the database whatever the service does.
    uniqueIndex('addresses_one_default_per_user_key').on(t.userId).where(sql`${t.isDefault}`),
    check('addresses_postal_code_check', sql`${t.postalCode} ~ '^[0-9]{6}$'`),
    check('addresses_phone_check', sql`${t.phone} ~ '^[6-9][0-9]{9}$'`),
  ],
);

/** The pending password-reset code of a user: one at a time, hashed, short-lived, few tries. */
export const passwordResetCodes = pgTable(
  'password_reset_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('password_reset_codes_user_id_key').on(t.userId),
    check('password_reset_codes_attempts_check', sql`${t.attempts} >= 0`),
  ],
);

/** Signed-out session tokens, by their id (jti), kept until they would have expired anyway. */
export const revokedTokens = pgTable(
  'revoked_tokens',
  {
    tokenId: uuid('token_id').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('revoked_tokens_expires_at_idx').on(t.expiresAt)],
);

/**
 * The pending one-time code sent by SMS to a mobile number, for signing in with it or proving it on a
 * profile: one at a time per number, hashed, short-lived, few tries.
 */
export const mobileCodes = pgTable(
  'mobile_codes',
  {
    mobile: text('mobile').primaryKey(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('mobile_codes_expires_at_idx').on(t.expiresAt),
    check('mobile_codes_attempts_check', sql`${t.attempts} >= 0`),
    check('mobile_codes_mobile_check', sql`${t.mobile} ~ '^[6-9][0-9]{9}$'`),
  ],
);
