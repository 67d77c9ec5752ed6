import { z } from 'zod';
import { isoDateTime, pageQuery, pagination, uuid } from './common';

/** What an admin write changed, as the audit log names it (the route's path says which). */
export const auditEntities = [
  'product',
  'category',
  'order',
  'shipment',
  'return',
  'coupon',
  'banner',
  'customer',
  'staff',
  'settings',
  'delivery rules',
  'company',
  'legal page',
] as const;
export type AuditEntity = (typeof auditEntities)[number];

/** What a secret's value is recorded as: that it changed, never what to. */
export const AUDIT_REDACTED = '(hidden)';

/** One field a write changed: `from` only where the earlier value was known. */
export const auditChange = z.object({ from: z.unknown().optional(), to: z.unknown() });
export type AuditChange = z.infer<typeof auditChange>;

/** One admin write: who, when, which call, on what, and the fields it changed. */
export const auditEntry = z.object({
  id: z.number().int(),
  at: isoDateTime,
  /** The member of staff, by their name at the time; `id` is null once their account is gone. */
  actor: z.object({ id: uuid.nullable(), name: z.string() }),
  /** The call as routes are named, e.g. `PUT /api/products/:id`. */
  action: z.string(),
  entity: z.string(),
  entityId: z.string().nullable(),
  changes: z.record(z.string(), auditChange),
});
export type AuditEntry = z.infer<typeof auditEntry>;

/** A day in India, `YYYY-MM-DD`; the log's days run midnight to midnight India time. */
const indiaDay = (label: string) =>
  z
    .string({ error: `${label} must be a date, like 2026-12-01.` })
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${label} must be a date, like 2026-12-01.`)
    .refine(
      (day) =>
        !Number.isNaN(Date.parse(`${day}T00:00:00Z`)) &&
        new Date(`${day}T00:00:00Z`).toISOString().startsWith(day),
      `${label} must be a real date, like 2026-12-01.`,
    );

/**
 * GET /admin/audit-log: newest first, 50 a page by default, by who (`actor`, a user id), what kind
 * of thing (`entity`) and India days `from` and `to`, both included.
 */
export const auditLogQuery = pageQuery(50)
  .extend({
    actor: uuid.optional(),
    entity: z
      .enum(auditEntities, { error: `Entity must be one of: ${auditEntities.join(', ')}.` })
      .optional(),
    from: indiaDay('From').optional(),
    to: indiaDay('To').optional(),
  })
  .superRefine((query, ctx) => {
    if (query.from && query.to && query.to < query.from) {
      ctx.addIssue({ code: 'custom', path: ['to'], message: 'To must be on or after From.' });
    }
  });
export type AuditLogQuery = z.infer<typeof auditLogQuery>;

export const auditLogPage = z.object({ entries: z.array(auditEntry), pagination });
export type AuditLogPage = z.infer<typeof auditLogPage>;
