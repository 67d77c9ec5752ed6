import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users';

/** An invitation to join the shop's staff: a link, mailed, that sets the member's password once. */
export const staffInvitations = pgTable(
  'staff_invitations',
  {
    /** sha256 of the token in the link; the token itself is only ever in the mail. */
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('staff_invitations_user_id_idx').on(t.userId)],
);

/**
 * Every admin write: who (kept by name too, should the account go), when, what, and the fields it
 * changed. Secrets and passwords are never written here.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorName: text('actor_name').notNull(),
    /** The call as routes are named: `PUT /api/products/:id`. */
    action: text('action').notNull(),
    /** What kind of thing it changed (product, order, staff...) and which one, when it names one. */
    entity: text('entity').notNull(),
    entityId: text('entity_id'),
    /** The fields written, each `{ from, to }` where the earlier value is known, else `{ to }`. */
    changes: jsonb('changes')
      .$type<Record<string, { from?: unknown; to: unknown }>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at),
    index('audit_log_actor_idx').on(t.actorId, t.at),
    index('audit_log_entity_idx').on(t.entity, t.entityId, t.at),
  ],
);

/**
 * A catalogue file sent for import (`POST /admin/products/import`): its progress and, when done, what
 * it did or every row's errors. The file itself stays in storage under `fileKey` until it is done.
 */
export const catalogueImports = pgTable(
  'catalogue_imports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    status: text('status').$type<'QUEUED' | 'RUNNING' | 'DONE' | 'FAILED'>().notNull().default('QUEUED'),
    dryRun: boolean('dry_run').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    fileKey: text('file_key').notNull(),
    imagesKey: text('images_key'),
    rows: integer('rows').notNull().default(0),
    rowsDone: integer('rows_done').notNull().default(0),
    created: integer('created').notNull().default(0),
    updated: integer('updated').notNull().default(0),
    errors: jsonb('errors')
      .$type<{ row: number; field: string; message: string }[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('catalogue_imports_created_at_idx').on(t.createdAt),
    check('catalogue_imports_status_check', sql`${t.status} in ('QUEUED', 'RUNNING', 'DONE', 'FAILED')`),
  ],
);
