import {
  categoryProductPage,
  categoryProductPageQuery,
  idOrSlugParams,
  type Product,
  product,
  productPage,
  productPageQuery,
} from '@vastra/contract/catalogue';
import { idParams } from '@vastra/contract/common';
import type { ProductFilters } from '@vastra/contract/finding';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendCatalogueAnswer } from '../answers/catalogue-cache';
import { ANY_PRODUCT, ANY_PRODUCT_BUT_STOCK } from '../answers/change-history';
import { categorySlug } from '../categories/slug';
import { findingKey } from '../finding/cache-key';
import { findCategoryProducts, findProducts } from '../finding/service';
import { filtersVariants } from '../finding/variant-conditions';
import { getProduct } from './load-products';

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
      filtersVariants(request.query)
        ? shownWhenFiltered(app, request.query, await findProducts(app.db, app.catalogue, request.query))
        : sendCatalogueAnswer(
            reply,
            `products?${findingKey(request.query)}`,
            () => findProducts(app.db, app.catalogue, request.query),
            shownAndAnyDetails,
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
        (shown) => ({ products: [shown.id], figures: [shown] }),
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
      filtersVariants(request.query)
        ? shownWhenFiltered(
            app,
            request.query,
            await findCategoryProducts(app.db, app.catalogue, request.params.idOrSlug, request.query),
          )
        : sendCatalogueAnswer(
            reply,
            // One entry for every way of writing the category's slug.
            `category/${categorySlug(request.params.idOrSlug)}?${findingKey(request.query)}`,
            () => findCategoryProducts(app.db, app.catalogue, request.params.idOrSlug, request.query),
            shownAndAnyDetails,
            hasProducts,
          ),
  );
};

/*
 * Which lists the catalogue cache keeps. The finding index answers any list in a few milliseconds,
 * so the cache keeps only what many shoppers ask for alike: lists without variant filters (a
 * category page or a search, sorted any way). Filtered lists come in endless combinations, each
 * asked rarely, and would only push product pages out of the cache: the index answers them every
 * time, which also keeps their in-stock counts exact without dropping anything.
 */

/** Pages past the end are cheap to answer and endless in number: they are not kept. */
const hasProducts = (page: { data: unknown[] }) => page.data.length > 0;
/**
 * A list without variant filters shows its products (a change to one beyond its stock and rating
 * drops it; those are written in anew), and its facets, total and order read every product's
 * prices, sizes and colours but never stock or ratings: a change to any product beyond those drops
 * it, while an order only updates the stock of the lists that show its products.
 */
const shownAndAnyDetails = (page: { data: Product[] }) => ({
  products: [...page.data.map((product) => product.id), ANY_PRODUCT_BUT_STOCK],
  figures: page.data,
});

/**
 * A filtered list is answered afresh every time; a page drawn from it shows its products, and one
 * in stock only shows whichever products have stock now: any product sold out or back changes it,
 * while a sale that leaves them as they were only changes the figures of the products it shows.
 */
function shownWhenFiltered<T extends { data: Product[] }>(
  app: FastifyInstance,
  query: ProductFilters,
  page: T,
): T {
  const shown = page.data.map((product) => product.id);
  app.catalogue.shows(query.inStock ? [...shown, ANY_PRODUCT] : shownAndAnyDetails(page).products);
  return page;
}
