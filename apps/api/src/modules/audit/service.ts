import type { AuditChange, AuditEntry, AuditLogPage, AuditLogQuery } from '@vastra/contract/audit';
import { and, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { auditLog } from '../../db/schema/staff';
import { users } from '../../db/schema/users';
import { pageOffset, paginationOf } from '../../lib/pages';

export interface NewAuditEntry {
  actorId: string;
  action: string;
  entity: string;
  entityId: string | null;
  changes: Record<string, AuditChange>;
}

/** Adds one entry, with the actor's name as it is now: the log keeps it should the account go. */
export async function writeAuditEntry(db: Db, entry: NewAuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    ...entry,
    actorName: sql`coalesce((select u.first_name || ' ' || u.last_name from ${users} u
      where u.id = ${entry.actorId}::uuid), '')`,
  });
}

const DAY_MS = 24 * 60 * 60_000;

/** The moment an India day (`YYYY-MM-DD`) starts: India keeps UTC+5:30 all year. */
const indiaMidnight = (day: string) => new Date(`${day}T00:00:00+05:30`);

/** The log newest first, a page at a time, by actor, kind of thing and India days (both ends included). */
export async function listAuditLog(db: Db, query: AuditLogQuery): Promise<AuditLogPage> {
  const where = and(
    query.actor ? eq(auditLog.actorId, query.actor) : undefined,
    query.entity ? eq(auditLog.entity, query.entity) : undefined,
    query.from ? gte(auditLog.at, indiaMidnight(query.from)) : undefined,
    query.to ? lt(auditLog.at, new Date(indiaMidnight(query.to).getTime() + DAY_MS)) : undefined,
  );
  const [counted] = await db.select({ total: sql<number>`count(*)::int` }).from(auditLog).where(where);
  const rows = await db
    .select()
    .from(auditLog)
    .where(where)
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(query.limit)
    .offset(pageOffset(query));
  return { entries: rows.map(toEntry), pagination: paginationOf(query, counted?.total ?? 0) };
}

function toEntry(row: typeof auditLog.$inferSelect): AuditEntry {
  return {
    id: row.id,
    at: row.at.toISOString(),
    actor: { id: row.actorId, name: row.actorName },
    action: row.action,
    entity: row.entity,
    entityId: row.entityId,
    changes: row.changes,
  };
}
