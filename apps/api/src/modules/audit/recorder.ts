import type { FastifyReply, FastifyRequest, onResponseHookHandler, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { auditedEntity } from './audited-entity';
import { changesOf } from './changes';
import { type EntityFields, readerOf } from './entity-readers';
import { sentFields } from './sent-fields';
import { writeAuditEntry } from './service';

/** The audit log's side of the app: what close waits for. */
export interface AuditLog {
  /** Resolves once every entry of the writes answered so far is written (or failed and was logged). */
  whenWritten(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    auditLog: AuditLog;
  }
}

/** What the recorder knows of one admin write while it is handled. */
interface WriteInFlight {
  entity: string;
  /** The `:id` of the route, or, for a creation, the answer's id once it is known. */
  entityId: string | null;
  before: EntityFields | null | undefined;
  answer?: unknown;
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Whether a route is a write that only staff may make: guarded by requireStaff, and not a read. */
function isStaffWrite(route: RouteOptions): boolean {
  const methods = [route.method].flat();
  if (methods.every((method) => READS.has(method))) return false;
  const hooks: unknown[] = [route.onRequest, route.preHandler].flat();
  return hooks.some((hook) => typeof hook === 'function' && 'staffArea' in hook);
}

/** The route's hooks of one kind with `hook` after them, once: Fastify may pass one route's options twice. */
function withHook<Hook>(existing: Hook | Hook[] | undefined, hook: Hook): Hook[] {
  const hooks = existing === undefined ? [] : ([existing].flat() as Hook[]);
  return hooks.includes(hook) ? hooks : [...hooks, hook];
}

/** The route's `:id`, or its only parameter, when it has one. */
function paramId(params: unknown): string | null {
  const values = Object.entries((params ?? {}) as Record<string, unknown>);
  const id =
    values.find(([name]) => name === 'id')?.[1] ?? (values.length === 1 ? values[0]?.[1] : undefined);
  return typeof id === 'string' ? id : null;
}

/** The id of what a creation made, as its answer names it: `{ id }`, or `{ coupon: { id } }` and the like. */
function answerId(answer: unknown): string | null {
  if (!answer || typeof answer !== 'object') return null;
  const own = (answer as { id?: unknown }).id;
  if (typeof own === 'string' || typeof own === 'number') return String(own);
  for (const inner of Object.values(answer)) {
    const id = inner && typeof inner === 'object' ? (inner as { id?: unknown }).id : undefined;
    if (typeof id === 'string' || typeof id === 'number') return String(id);
  }
  return null;
}

/**
 * Records every admin write that succeeds (docs/api.md §13): each route guarded by requireStaff
 * other than a read gets three hooks of its own as it is registered. Before the handler, the thing's
 * fields are read where that is cheap (entity-readers.ts); once the answer is sent, they are read
 * again and the entry is written. The admin's call never waits for the entry, nor fails with it: a
 * failure is logged. Registered before every route.
 */
export const auditRecorder = fp(
  async (app) => {
    const writes = new WeakMap<FastifyRequest, WriteInFlight>();
    const pending = new Set<Promise<void>>();

    const readBefore = async (request: FastifyRequest, _reply: FastifyReply) => {
      const entity = auditedEntity(request.routeOptions.url ?? '');
      const entityId = paramId(request.params);
      const write: WriteInFlight = { entity, entityId, before: undefined };
      writes.set(request, write);
      const reader = readerOf(entity);
      if (!reader) return;
      try {
        write.before = await reader(app.db, entityId);
      } catch (error) {
        request.log.error(
          { err: error, entity, entityId },
          'the audit log could not read the earlier values',
        );
      }
    };

    const keepAnswer = async (request: FastifyRequest, _reply: FastifyReply, payload: unknown) => {
      const write = writes.get(request);
      if (write) write.answer = payload;
      return payload;
    };

    const recordAfter = async (request: FastifyRequest, write: WriteInFlight) => {
      const actorId = request.sessionUser?.id;
      if (!actorId) return;
      const entityId = write.entityId ?? answerId(write.answer);
      const reader = readerOf(write.entity);
      // Without the values after, the entry still says what was sent.
      const after = reader
        ? await reader(app.db, entityId).catch((error) => {
            request.log.error({ err: error, entityId }, 'the audit log could not read the values after');
            return undefined;
          })
        : undefined;
      await writeAuditEntry(app.db, {
        actorId,
        action: `${request.method} ${request.routeOptions.url}`,
        entity: write.entity,
        entityId,
        changes: changesOf({ sent: sentFields(request), before: write.before, after }),
      });
    };

    const record: onResponseHookHandler = (request, reply, done) => {
      const write = writes.get(request);
      if (write && reply.statusCode >= 200 && reply.statusCode < 300) {
        const written: Promise<void> = recordAfter(request, write)
          .catch((error) =>
            request.log.error({ err: error }, 'an admin write could not be added to the audit log'),
          )
          .finally(() => pending.delete(written));
        pending.add(written);
      }
      done();
    };

    app.addHook('onRoute', (route) => {
      if (!isStaffWrite(route)) return;
      route.preHandler = withHook(route.preHandler, readBefore);
      route.preSerialization = withHook(route.preSerialization, keepAnswer);
      route.onResponse = withHook(route.onResponse, record);
    });

    app.decorate<AuditLog>('auditLog', {
      async whenWritten() {
        while (pending.size > 0) await Promise.all([...pending]);
      },
    });
  },
  { name: 'audit-recorder' },
);
