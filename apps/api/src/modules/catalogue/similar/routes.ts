import { similarProducts, similarProductsQuery } from '@vastra/contract/catalogue';
import { idParams } from '@vastra/contract/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendCatalogueAnswer } from '../answers/catalogue-cache';
import { ANY_PRODUCT } from '../answers/change-history';
import { findSimilarProducts } from './find-similar';

export const similarProductRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/products/:id/similar',
    {
      schema: {
        tags: ['products'],
        summary:
          'Products like this one: in stock, from its branch of the catalogue, nearest in price and colour',
        params: idParams,
        querystring: similarProductsQuery,
        response: { 200: similarProducts },
      },
    },
    async (request, reply) =>
      sendCatalogueAnswer(
        reply,
        `similar/${request.params.id}?limit=${request.query.limit}`,
        () => findSimilarProducts(app.db, request.params.id, request.query.limit),
        // Which products are in stock and nearest depends on every product and whether it is in
        // stock; the figures of those shown are written in anew after a sale.
        (shown) => ({ products: [...shown.map((product) => product.id), ANY_PRODUCT], figures: shown }),
      ),
  );
};
