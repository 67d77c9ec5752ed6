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
import { findingKey } from '../finding/cache-key';
import { ANY_PRODUCT, sendCatalogueAnswer } from './catalogue-cache';
import { getProduct, listCategoryProducts, listProducts } from './service';

export const productRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/products',
    {
      schema: {
        tags: ['products'],
        summary:
          'A page of products, newest first (10 a page by default, at most 100), searched, filtered and sorted, with facets',
        querystring: productPageQuery,
        response: { 200: productPage },
      },
    },
    async (request, reply) =>
      sendCatalogueAnswer(
        reply,
        `products?${findingKey(request.query)}`,
        () => listProducts(app.db, request.query),
        dependsOnEveryProduct,
        hasProducts,
      ),
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
        summary:
          "A page of a category's products, its descendants' included, newest first unless sorted, filtered, with facets",
        params: idOrSlugParams,
        querystring: categoryProductPageQuery,
        response: { 200: categoryProductPage },
      },
    },
    async (request, reply) =>
      sendCatalogueAnswer(
        reply,
        `category/${request.params.idOrSlug}?${findingKey(request.query)}`,
        () => listCategoryProducts(app.db, request.params.idOrSlug, request.query),
        dependsOnEveryProduct,
        hasProducts,
      ),
  );
};

/** Pages past the end are cheap to answer and endless in number: they are not kept. */
const hasProducts = (page: { data: unknown[] }) => page.data.length > 0;
/**
 * A list's facet counts, total and order can change with any product's stock, price or variants,
 * shown on the page or not: any change drops it from the cache.
 */
const dependsOnEveryProduct = () => [ANY_PRODUCT];
