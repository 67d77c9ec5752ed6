import { legalPage, legalSlugParams } from '@vastra/contract/catalogue';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { getLegalPage, listLegalPages } from './service';

export const legalRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/legal-pages',
    {
      schema: { tags: ['legal'], summary: 'Every saved legal page', response: { 200: z.array(legalPage) } },
    },
    async () => listLegalPages(app.db),
  );

  app.get(
    '/legal-pages/slug/:slug',
    {
      schema: {
        tags: ['legal'],
        summary: 'One legal page by its slug (privacy-policy or terms-conditions)',
        params: legalSlugParams,
        response: { 200: legalPage },
      },
    },
    async (request) => getLegalPage(app.db, request.params.slug),
  );
};
