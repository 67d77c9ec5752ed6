import { type StaffRole, staffRoles } from '@vastra/contract/staff-permissions';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { isOneOf } from '../one-of';

export const userTypes = ['CUSTOMER', 'ADMIN'] as const;
export type UserType = (typeof userTypes)[number];

/** Conventions every table follows: uuid keys, timestamptz, checks in the database, an index per lookup. */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    username: text('username').notNull(),
    /** Empty for a shopper who signed up with a mobile number and gave no email: they get no mail. */
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    mobile: text('mobile'),
    /** The mobile was proven with a one-time code; a verified number belongs to one account only. */
    mobileVerified: boolean('mobile_verified').notNull().default(false),
    /** When and where the shopper agreed to order messages on WhatsApp; null when they have not. */
    whatsappOptInAt: timestamp('whatsapp_opt_in_at', { withTimezone: true }),
    whatsappOptInSource: text('whatsapp_opt_in_source'),
    dob: date('dob', { mode: 'string' }),
    userType: text('user_type').$type<UserType>().notNull().default('CUSTOMER'),
    /** What an ADMIN may use (contract staff-permissions); set for every ADMIN and for no one else. */
    staffRole: text('staff_role').$type<StaffRole>(),
    /** Set by the admin for one customer: cash on delivery is not offered to them. */
    codBlocked: boolean('cod_blocked').notNull().default(false),
    /** Bumped on password change or reset; tokens carrying an older version are refused (but keptSessionId's). */
    tokenVersion: integer('token_version').notNull().default(0),
    /**
     * The token id (jti) of the session that last changed the password: it carries on with its older
     * token version while every other session ends. A password reset clears it.
     */
    keptSessionId: uuid('kept_session_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`).where(sql`${t.email} <> ''`),
    uniqueIndex('users_username_lower_key').on(sql`lower(${t.username})`),
    index('users_user_type_idx').on(t.userType),
    uniqueIndex('users_verified_mobile_key').on(t.mobile).where(sql`${t.mobileVerified}`),
    // The admin's order search finds customers by words anywhere in their name or email.
    index('users_name_trgm_idx').using(
      'gin',
      sql`lower(${t.firstName} || ' ' || ${t.lastName}) gin_trgm_ops`,
    ),
    index('users_email_trgm_idx').using('gin', sql`lower(${t.email}) gin_trgm_ops`),
    check('users_user_type_check', sql`${t.userType} in ('CUSTOMER', 'ADMIN')`),
    check('users_staff_role_check', isOneOf(t.staffRole, staffRoles)),
    check('users_staff_role_admin_check', sql`(${t.userType} = 'ADMIN') = (${t.staffRole} is not null)`),
    check('users_token_version_check', sql`${t.tokenVersion} >= 0`),
  ],
);
