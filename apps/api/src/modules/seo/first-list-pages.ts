import type { ProductPage } from '@vastra/contract/catalogue';
import {
  categoryProductsPageSize,
  listingParams,
  readListingFilters,
  searchResultsPageSize,
} from '@vastra/contract/listing-filters';
import type { FastifyInstance } from 'fastify';

/**
 * The first page of products the search results page shows for its URL's query, asked of the
 * server's own API exactly as the page asks for it (the term, the filters read as the page reads
 * them, the page size): the same products in the same order, and the same cached answer as the
 * server rendering that follows. Undefined when the API refuses the query.
 */
export function firstSearchResults(
  app: FastifyInstance,
  pageQuery: URLSearchParams,
): Promise<ProductPage | undefined> {
  // SearchPage keeps the term beside the filters (useListingFilters(['q'])).
  const term = pageQuery.get('q');
  const query = listingParams(readListingFilters(pageQuery), term === null ? {} : { q: term });
  return firstPage(app, '/api/products', query, searchResultsPageSize);
}

/**
 * The first page of products a category's product list (/products/{slug}) shows for its URL's
 * query, asked of the server's own API as CategoryPage asks for it (the filters alone, the page
 * size), like `firstSearchResults`. Undefined for an unknown category.
 */
export function firstCategoryProducts(
  app: FastifyInstance,
  slug: string,
  pageQuery: URLSearchParams,
): Promise<ProductPage | undefined> {
  const query = listingParams(readListingFilters(pageQuery));
  return firstPage(
    app,
    `/api/products/category/${encodeURIComponent(slug)}`,
    query,
    categoryProductsPageSize,
  );
}

/** Page 1 of the list at `path`: a list page opens on it, whatever page its URL names. */
async function firstPage(
  app: FastifyInstance,
  path: string,
  query: URLSearchParams,
  pageSize: number,
): Promise<ProductPage | undefined> {
  query.set('page', '1');
  query.set('limit', String(pageSize));
  const answer = await app.inject({
    method: 'GET',
    url: `${path}?${query}`,
    headers: { accept: 'application/json' },
  });
  return answer.statusCode === 200 ? (answer.json() as ProductPage) : undefined;
}
