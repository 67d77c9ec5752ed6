import { legalPage } from '@vastra/contract/catalogue';
import { legalPageBody } from '@vastra/contract/legal-page-form';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireStaff } from '../../lib/auth-guard';
import { saveLegalPage } from './admin-service';

// The admin guard runs on request, before the body is read or checked: a guest gets 401, not a 400.
export const legalAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/legal-pages',
    {
      schema: {
        tags: ['legal'],
        summary: 'Create or replace the legal page with this slug; its HTML is sanitised (admin)',
        body: legalPageBody,
        response: { 200: legalPage },
      },
      onRequest: requireStaff('shop'),
    },
    async (request) => saveLegalPage(app.db, request.body),
  );
};
