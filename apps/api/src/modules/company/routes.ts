import { company } from '@vastra/contract/catalogue';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getCompany } from './service';

export const companyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/company-details',
    {
      schema: {
        tags: ['company'],
        summary: "The shop's name, logo and contact details (404 while none are saved)",
        response: { 200: company },
      },
    },
    async () => getCompany(app.db),
  );
};
