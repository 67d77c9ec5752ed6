import { searchHit, searchQuery } from '@vastra/contract/catalogue';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendCatalogueAnswer } from '../answers/catalogue-cache';
import { searchProducts } from './service';

export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/products/search',
    {
      schema: {
        tags: ['search'],
        summary: 'Products matching a keyword, typos forgiven, best first (at most 20)',
        querystring: searchQuery,
        response: { 200: z.array(searchHit) },
      },
    },
    async (request, reply) =>
      // A hit shows no stock and no rating: an order or a review leaves the answer as it is. An empty
      // answer is not kept: made-up terms would otherwise fill the cache for nothing.
      sendCatalogueAnswer(
        reply,
        `search?${request.query.q}`,
        () => searchProducts(app.db, request.query.q),
        (hits) => ({ products: hits.map((hit) => hit.id) }),
        (hits) => hits.length > 0,
      ),
  );
};
