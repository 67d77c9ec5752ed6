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
 * A kept page with its products' new stock written in, instead of drawing it again: a sale changes
 * the stock of the products a product page or a list shows, and drawing costs what hundreds of kept
 * pages do. It can only be so when the page would be drawn the same:
 * - every figure the same as far as a page shows it (`stockAsShown`, which storefront tests hold the
 *   product page and the list cards to), and every rating unchanged;
 * - the reviews it carries as they are now: the change log says "this product's figures" for a
 *   review too, and a review rewritten with the same stars leaves the rating as it was, so they are
 *   asked for again.
 * Then only the answers the page carries for the browser to take it over change: every place its
 * data block holds a changed product (the product's own answer, a list's, a rail's) gets the new
 * figures, as the API now answers them. Undefined when the page must be drawn again, or when a
 * product in `figures` is not in the data block (it was drawn from something the block does not hold).
 */
export async function withNewFigures(
  html: string,
  dataBlockId: string,
  figures: ReadonlyMap<string, LiveFigures>,
  ask: AskApi,
): Promise<string | undefined> {
  const opening = `<script type="application/json" id="${dataBlockId}">`;
  const start = html.indexOf(opening);
  const end = start < 0 ? -1 : html.indexOf('</script>', start);
  if (end < 0) return undefined;
  const block = JSON.parse(html.slice(start + opening.length, end)) as { queries?: DehydratedQuery[] };
  const queries = block.queries ?? [];
  const found = new Set<string>();
  for (const { state } of queries) {
    for (const product of productsIn(state.data, figures)) {
      if (!withFigures(product, figures.get(product.id) as LiveFigures)) return undefined;
      found.add(product.id);
    }
  }
  if (found.size !== figures.size) return undefined;
  for (const { queryKey, state } of queries) {
    const reviewed =
      queryKey[0] === 'product-reviews' && typeof queryKey[1] === 'string' ? queryKey[1] : null;
    if (reviewed && figures.has(reviewed) && !(await sameReviews(reviewed, queryKey, state.data, ask))) {
      return undefined;
    }
  }
  // "<" escaped as the drawing writes the block, so that no text in it can close the element.
  const data = JSON.stringify(block).replace(/</g, '\\u003c');
  return html.slice(0, start + opening.length) + data + html.slice(end);
}

/** The products among `figures` that an answer holds, wherever it holds them (a list, a rail, a page of results). */
function productsIn(data: unknown, figures: ReadonlyMap<string, LiveFigures>): Product[] {
  if (Array.isArray(data)) return data.flatMap((item) => productsIn(item, figures));
  if (typeof data !== 'object' || data === null) return [];
  const product = data as Partial<Product>;
  if (typeof product.id === 'string' && figures.has(product.id) && Array.isArray(product.variants)) {
    return [product as Product];
  }
  return Object.values(data).flatMap((value) => productsIn(value, figures));
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
