import type { Product } from '@vastra/contract/catalogue';
import { ratingOf } from '../reviews/rating';

/**
 * What an order, a cancellation, a return or a review changes about a product, and nothing else:
 * its live variants' stock and its rating. Product pages and lists show them (each variant's
 * `stock`, `totalStock`, `rating`); nothing else in any catalogue answer depends on them (see
 * catalogue-cache.ts), so a cached answer is brought up to date in place instead of dropped.
 */
export interface LiveFigures {
  /** Stock by live variant id. */
  stock: Record<string, number>;
  ratingCount: number;
  ratingSum: number;
}

/** Where an answer's JSON shows one of a product's live figures: `length` characters from `at`. */
export interface FigureSpot {
  product: string;
  /** A variant's stock, or the product's totalStock or rating. */
  figure: 'stock' | 'totalStock' | 'rating';
  /** The variant, for its stock. */
  variant?: string;
  at: number;
  length: number;
}

const FIGURE_KEY = /"(stock|totalStock|rating)":/g;
const NUMBER = /-?\d+/y;

/**
 * The spots where `json` shows the live figures of `products` (the answer's products, in the order it
 * shows them): each variant's stock, then totalStock and rating, product after product, as the
 * response schema writes a Product. A key can only be matched as a key, since quotes inside JSON
 * strings are escaped. Undefined when the JSON does not read exactly so (every key in its place, each
 * value as `products` holds it): such an answer is dropped by a change to its figures instead.
 */
export function findFigureSpots(json: string, products: Product[]): FigureSpot[] | undefined {
  const expected: (Omit<FigureSpot, 'at' | 'length'> & { text: string })[] = [];
  for (const { id: product, variants, totalStock, rating } of products) {
    for (const v of variants) {
      expected.push({ product, figure: 'stock', variant: v.id, text: String(v.stock) });
    }
    expected.push({ product, figure: 'totalStock', text: String(totalStock) });
    expected.push({ product, figure: 'rating', text: ratingText(rating) });
  }
  const spots: FigureSpot[] = [];
  for (const match of json.matchAll(FIGURE_KEY)) {
    const want = expected[spots.length];
    if (!want || want.figure !== match[1]) return undefined;
    const at = match.index + match[0].length;
    if (json.slice(at, at + want.text.length) !== want.text) return undefined;
    if (want.figure !== 'rating') {
      NUMBER.lastIndex = at;
      if (NUMBER.exec(json)?.[0] !== want.text) return undefined;
    }
    const { text, ...spot } = want;
    spots.push({ ...spot, at, length: text.length });
  }
  return spots.length === expected.length ? spots : undefined;
}

/**
 * `json` with the figures of the products in `changed` written in, and its spots moved to match; or
 * undefined when a spot names a variant the figures do not have (it left the catalogue: then the
 * change was not to figures alone, and the answer must be made again).
 */
export function withNewFigures(
  json: string,
  spots: FigureSpot[],
  changed: Map<string, LiveFigures>,
): { json: string; spots: FigureSpot[] } | undefined {
  const parts: string[] = [];
  const moved: FigureSpot[] = [];
  let from = 0;
  let shift = 0;
  for (const spot of spots) {
    const figures = changed.get(spot.product);
    const text = figures ? figureText(spot, figures) : json.slice(spot.at, spot.at + spot.length);
    if (text === undefined) return undefined;
    parts.push(json.slice(from, spot.at), text);
    moved.push({ ...spot, at: spot.at + shift, length: text.length });
    shift += text.length - spot.length;
    from = spot.at + spot.length;
  }
  parts.push(json.slice(from));
  return { json: parts.join(''), spots: moved };
}

function figureText(spot: FigureSpot, figures: LiveFigures): string | undefined {
  if (spot.figure === 'totalStock') {
    return String(Object.values(figures.stock).reduce((sum, n) => sum + n, 0));
  }
  if (spot.figure === 'rating') return ratingText(ratingOf(figures.ratingCount, figures.ratingSum));
  const stock = spot.variant === undefined ? undefined : figures.stock[spot.variant];
  return stock === undefined ? undefined : String(stock);
}

/** A rating as the response schema writes it. */
function ratingText(rating: { average: number; count: number }): string {
  return JSON.stringify({ average: rating.average, count: rating.count });
}
