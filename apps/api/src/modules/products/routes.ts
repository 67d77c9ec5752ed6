import {
  categoryProductPage,
  categoryProductPageQuery,
  idOrSlugParams,
  product,
  productPage,
  productPageQuery,
} from '@vastra/contract/catalogue';
import { idParams } from '@vastra/contract/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendCatalogueAnswer } from './catalogue-cache';
import { getProduct, listCategoryProducts, listProducts } from './service';

export const productRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/products',
    {
      schema: {
        tags: ['products'],
        summary: 'A page of products, newest first (10 a page by default, at most 100)',
        querystring: productPageQuery,
        response: { 200: productPage },
      },
    },
    async (request, reply) => {
      const { page, limit } = request.query;
      return sendCatalogueAnswer(
        reply,
        `products?${page}&${limit}`,
        () => listProducts(app.db, request.query),
        idsOfPage,
        hasProducts,
      );
    },
  );

  app.get(
    '/products/:id',
    {
      schema: {
        tags: ['products'],
        summary: 'One product with its images and variants',
        params: idParams,
        response: { 200: product },
      },
    },
    async (request, reply) =>
      sendCatalogueAnswer(
        reply,
        `product/${request.params.id}`,
        () => getProduct(app.db, request.params.id),
        (shown) => [shown.id],
      ),
  );

  app.get(
    '/products/category/:idOrSlug',
    {
      schema: {
        tags: ['products'],
        summary: "A page of a category's products, its descendants' included, newest first",
        params: idOrSlugParams,
        querystring: categoryProductPageQuery,
        response: { 200: categoryProductPage },
      },
    },
    async (request, reply) => {
      const { idOrSlug } = request.params;
      const { page, limit } = request.query;
      return sendCatalogueAnswer(
        reply,
        `category/${idOrSlug}?${page}&${limit}`,
        () => listCategoryProducts(app.db, idOrSlug, request.query),
        idsOfPage,
        hasProducts,
      );
    },
  );
};

/** Pages past the end are cheap to answer and endless in number: they are not kept. */
const hasProducts = (page: { data: unknown[] }) => page.data.length > 0;
/** The products a page shows: a change to one of them drops the page from the cache. */
const idsOfPage = (page: { data: { id: string }[] }) => page.data.map((product) => product.id);
