import { category } from '@vastra/contract/catalogue';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendCatalogueAnswer } from '../answers/catalogue-cache';
import { listCategoryTree } from './service';

export const categoryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/categories',
    {
      schema: {
        tags: ['categories'],
        summary: 'The category tree: top-level categories, each with its whole subtree',
        response: { 200: z.array(category) },
      },
    },
    // The tree shows no product's stock or price: only changes to products or categories drop it.
    async (_request, reply) =>
      sendCatalogueAnswer(
        reply,
        'categories',
        () => listCategoryTree(app.db),
        () => ({ products: [] }),
      ),
  );
};
