import type { ProductPage } from '@vastra/contract/catalogue';
import { listingParams, readListingFilters, searchResultsPageSize } from '@vastra/contract/listing-filters';
import type { FastifyInstance } from 'fastify';

/**
 * The first page of products the search results page shows for its URL's query, asked of the
 * server's own API exactly as the page asks for it (the term, the filters read as the page reads
 * them, the page size): the same products in the same order, and the same cached answer as the
 * server rendering that follows. Undefined when the API refuses the query.
 */
export async function firstSearchResults(
  app: FastifyInstance,
  pageQuery: URLSearchParams,
): Promise<ProductPage | undefined> {
  // SearchPage keeps the term beside the filters (useListingFilters(['q'])).
  const term = pageQuery.get('q');
  const query = listingParams(readListingFilters(pageQuery), term === null ? {} : { q: term });
  query.set('page', '1');
  query.set('limit', String(searchResultsPageSize));
  const answer = await app.inject({
    method: 'GET',
    url: `/api/products?${query}`,
    headers: { accept: 'application/json' },
  });
  return answer.statusCode === 200 ? (answer.json() as ProductPage) : undefined;
}
