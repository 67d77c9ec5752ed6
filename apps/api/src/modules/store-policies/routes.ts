import { storePolicies } from '@vastra/contract/store-policies';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { readStorePolicies } from './service';

export const storePolicyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/store-policies',
    {
      schema: {
        tags: ['company'],
        summary:
          'The shop’s returns window, delivery rules and contact details with its grievance officer, for its policy pages',
        response: { 200: storePolicies },
      },
    },
    // Kept in memory until the shop's settings, delivery rules or company details change (their
    // triggers log "everything"), so a saved change shows at once in every process.
    async () => app.catalogue.shopFacts('store-policies', () => readStorePolicies(app.db)),
  );
};
