import { createHash } from 'node:crypto';
import type { Product } from '@vastra/contract/catalogue';
import { PAGE_STOCK_ELEMENT_ID, type PageStock, productsHeld } from '@vastra/contract/page-stock';
import type { ReviewPage } from '@vastra/contract/reviews';
import { stockAsShown } from '@vastra/contract/stock-shown';
import type { LiveFigures, PageFigures } from '../catalogue';
import { ratingOf } from '../reviews';

/** A dehydrated query as the page's data block carries it (TanStack Query's dehydrate()). */
interface DehydratedQuery {
  queryKey: unknown[];
  state: { data?: unknown };
}

/** The API's answer for a path (through the server's own `inject`), or undefined when it is not a 200. */
export type AskApi = (path: string) => Promise<unknown>;

/** What a drawn page shows of one product's figures, wherever its answers hold the product. */
interface ShownFigures {
  /** Each variant's stock as far as the page shows it (`stockAsShown`), by variant id. */
  stock: Record<string, number>;
  variants: number;
  totalStock: number;
  rating: Product['rating'];
}

/** The first page of a product's reviews the page carries: the path that gives it, and a digest of it. */
interface ShownReviews {
  path: string;
  digest: string;
}

/** What a product's shown figures or carried reviews hold in memory, and each variant's stock, roughly. */
const FIGURES_BYTES = 200;
const VARIANT_BYTES = 80;

const digestOf = (answer: unknown) => createHash('sha1').update(JSON.stringify(answer)).digest('base64');

/**
 * How a kept page takes its products' new stock instead of being drawn again: a sale changes the
 * stock of the products a product page or a list shows, and drawing costs what hundreds of kept pages
 * do. Read once from the answers the drawn page carries (its data block, `dataBlockId`); undefined
 * when it carries none. The page stays as drawn, and its stock block (page-stock.ts) gives the browser
 * the new figures, only while the page would be drawn the same:
 * - every figure the same as far as a page shows it (`stockAsShown`, which storefront tests hold the
 *   product page and the list cards to), and every rating unchanged;
 * - the reviews it carries as they are now: the change log says "this product's figures" for a
 *   review too, and a review rewritten with the same stars leaves the rating as it was, so they are
 *   asked for again after any change but a sale or return that left what is in stock as it was.
 * A product the data block does not hold, or holds with figures that disagree, is drawn again.
 */
export function pageFigures(html: string, dataBlockId: string, ask: AskApi): PageFigures | undefined {
  const opening = `<script type="application/json" id="${dataBlockId}">`;
  const start = html.indexOf(opening);
  const end = start < 0 ? -1 : html.indexOf('</script>', start);
  if (end < 0) return undefined;
  const block = JSON.parse(html.slice(start + opening.length, end)) as { queries?: DehydratedQuery[] };
  const queries = block.queries ?? [];
  const shown = new Map<string, ShownFigures | null>();
  for (const { state } of queries) {
    for (const product of productsHeld(state.data) as Product[]) {
      const figures = shownFigures(product);
      const known = shown.get(product.id);
      shown.set(product.id, known === undefined || sameShown(known, figures) ? figures : null);
    }
  }
  const reviews = new Map<string, ShownReviews | null>();
  for (const { queryKey, state } of queries) {
    if (queryKey[0] !== 'product-reviews' || typeof queryKey[1] !== 'string') continue;
    reviews.set(queryKey[1], shownReviews(queryKey, state.data));
  }

  let bytes = 0;
  for (const figures of shown.values()) bytes += FIGURES_BYTES + VARIANT_BYTES * (figures?.variants ?? 0);
  for (const carried of reviews.values()) bytes += FIGURES_BYTES + 2 * (carried?.path.length ?? 0);

  return {
    bytes,
    async stockBlock(figures, reviewed) {
      const stock: PageStock = {};
      for (const [id, now] of figures) {
        const drawn = shown.get(id);
        if (!drawn || !showsAlike(drawn, now)) return undefined;
        stock[id] = now.stock;
      }
      for (const id of reviewed) {
        const carried = reviews.get(id);
        if (carried === undefined) continue;
        if (carried === null || digestOf(await ask(carried.path)) !== carried.digest) return undefined;
      }
      // "<" escaped as the data block's, so that no text in it can close the element.
      const data = JSON.stringify(stock).replace(/</g, '\\u003c');
      return `<script type="application/json" id="${PAGE_STOCK_ELEMENT_ID}">${data}</script>`;
    },
  };
}

function shownFigures(product: Product): ShownFigures {
  const stock: Record<string, number> = {};
  for (const variant of product.variants) stock[variant.id] = stockAsShown(variant.stock);
  return {
    stock,
    variants: product.variants.length,
    totalStock: stockAsShown(product.totalStock),
    rating: product.rating,
  };
}

function sameShown(a: ShownFigures | null, b: ShownFigures): boolean {
  return (
    a !== null &&
    a.variants === b.variants &&
    a.totalStock === b.totalStock &&
    a.rating.average === b.rating.average &&
    a.rating.count === b.rating.count &&
    Object.entries(b.stock).every(([variant, stock]) => a.stock[variant] === stock)
  );
}

/** Whether the page, drawn with `drawn`, would show `now` the same. */
function showsAlike(drawn: ShownFigures, now: LiveFigures): boolean {
  const rating = ratingOf(now.ratingCount, now.ratingSum);
  if (rating.average !== drawn.rating.average || rating.count !== drawn.rating.count) return false;
  const variants = Object.entries(now.stock);
  if (variants.length !== drawn.variants) return false;
  let totalStock = 0;
  for (const [variant, stock] of variants) {
    if (stockAsShown(stock) !== drawn.stock[variant]) return false;
    totalStock += stock;
  }
  return stockAsShown(totalStock) === drawn.totalStock;
}

/**
 * The reviews the page carries, when they are one first page, in the order it was drawn with;
 * null for anything else, which is taken as changed.
 */
function shownReviews(queryKey: unknown[], data: unknown): ShownReviews | null {
  const drawn = data as { pages?: ReviewPage[] } | undefined;
  const first = drawn?.pages?.[0];
  if (drawn?.pages?.length !== 1 || !first) return null;
  const query = new URLSearchParams({ page: '1', limit: String(first.pagination.limit) });
  if (typeof queryKey[2] === 'string') query.set('sort', queryKey[2]);
  const path = `/api/products/${encodeURIComponent(String(queryKey[1]))}/reviews?${query}`;
  return { path, digest: digestOf(first) };
}
