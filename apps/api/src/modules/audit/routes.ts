import { auditLogPage, auditLogQuery } from '@vastra/contract/audit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireStaff } from '../../lib/auth-guard';
import { listAuditLog } from './service';

/** The owner's Audit Log screen: every admin write, newest first. */
export const auditLogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/audit-log',
    {
      schema: {
        tags: ['admin'],
        summary:
          'Every admin write, newest first: who, when, which call and the fields changed, by actor, entity and India days (owner)',
        querystring: auditLogQuery,
        response: { 200: auditLogPage },
      },
      onRequest: requireStaff('staff'),
    },
    async (request) => listAuditLog(app.db, request.query),
  );
};
