import type { Product } from '@vastra/contract/catalogue';
import type { ReviewPage } from '@vastra/contract/reviews';
import { stockAsShown } from '@vastra/contract/stock-shown';
import type { LiveFigures } from '../catalogue';
import { ratingOf } from '../reviews';

/** A dehydrated query as the page's data block carries it (TanStack Query's dehydrate()). */
interface DehydratedQuery {
  queryKey: unknown[];
  state: { data?: unknown };
}

/** The API's answer for a path (through the server's own `inject`), or undefined when it is not a 200. */
export type AskApi = (path: string) => Promise<unknown>;

/**
 * A kept product page with a new stock written in, instead of drawing it again: a sale changes the
 * stock of the product a page shows, and drawing costs what hundreds of kept pages do. It can only
 * be so when the page would be drawn the same:
 * - every figure the same as far as a page shows it (`stockAsShown`, which a storefront test holds
 *   the drawing to), and the rating unchanged;
 * - its reviews as they are now: the change log says "this product's figures" for a review too, and
 *   a review rewritten with the same stars leaves the rating as it was, so they are asked for again.
 * Then only the answers the page carries for the browser to take it over change: the product's
 * answer in the data block gets the new figures, as the API now answers it. Undefined when the page
 * must be drawn again.
 */
export async function withNewStock(
  html: string,
  dataBlockId: string,
  productId: string,
  figures: LiveFigures,
  ask: AskApi,
): Promise<string | undefined> {
  const opening = `<script type="application/json" id="${dataBlockId}">`;
  const start = html.indexOf(opening);
  const end = start < 0 ? -1 : html.indexOf('</script>', start);
  if (end < 0) return undefined;
  const block = JSON.parse(html.slice(start + opening.length, end)) as { queries?: DehydratedQuery[] };
  const queries = block.queries ?? [];
  const product = queries.find(({ queryKey }) => queryKey[0] === 'product' && queryKey[1] === productId)
    ?.state.data as Product | undefined;
  if (!product || !withFigures(product, figures)) return undefined;
  for (const { queryKey, state } of queries) {
    if (queryKey[0] === 'product-reviews' && !(await sameReviews(productId, queryKey, state.data, ask))) {
      return undefined;
    }
  }
  // "<" escaped as the drawing writes the block, so that no text in it can close the element.
  const data = JSON.stringify(block).replace(/</g, '\\u003c');
  return html.slice(0, start + opening.length) + data + html.slice(end);
}

/** Writes the figures into the product's answer; false when the page would show them differently. */
function withFigures(product: Product, figures: LiveFigures): boolean {
  const rating = ratingOf(figures.ratingCount, figures.ratingSum);
  if (rating.average !== product.rating.average || rating.count !== product.rating.count) return false;
  if (Object.keys(figures.stock).length !== product.variants.length) return false;
  let totalStock = 0;
  const variants = [];
  for (const variant of product.variants) {
    const stock = figures.stock[variant.id];
    if (stock === undefined || stockAsShown(stock) !== stockAsShown(variant.stock)) return false;
    variants.push({ ...variant, stock });
    totalStock += stock;
  }
  if (stockAsShown(totalStock) !== stockAsShown(product.totalStock)) return false;
  Object.assign(product, { variants, totalStock });
  return true;
}

/**
 * Whether the reviews the page carries (the first page, in the order it was drawn with) are the ones
 * the API gives now. Anything else than one first page of reviews is taken as changed.
 */
async function sameReviews(
  productId: string,
  queryKey: unknown[],
  data: unknown,
  ask: AskApi,
): Promise<boolean> {
  const drawn = data as { pages?: ReviewPage[] } | undefined;
  const first = drawn?.pages?.[0];
  if (drawn?.pages?.length !== 1 || !first) return false;
  const query = new URLSearchParams({ page: '1', limit: String(first.pagination.limit) });
  if (typeof queryKey[2] === 'string') query.set('sort', queryKey[2]);
  const now = await ask(`/api/products/${encodeURIComponent(productId)}/reviews?${query}`);
  return JSON.stringify(now) === JSON.stringify(first);
}
