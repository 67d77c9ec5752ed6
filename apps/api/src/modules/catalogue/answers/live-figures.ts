import type { Product } from '@vastra/contract/catalogue';
import { ownBytes } from '../../../lib/own-bytes';
import { ratingOf } from '../../reviews';

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

/**
 * Where an answer's JSON shows one of a product's live figures: `length` bytes from byte `at` of its
 * UTF-8 encoding, the bytes the cache keeps (a figure's text is ASCII: one byte a character).
 */
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
  // Byte offsets, counted as the matches go: a name or description in Hindi takes 3 bytes a letter.
  const ascii = Buffer.byteLength(json) === json.length;
  let counted = 0;
  let countedBytes = 0;
  for (const match of json.matchAll(FIGURE_KEY)) {
    const want = expected[spots.length];
    if (!want || want.figure !== match[1]) return undefined;
    const at = match.index + match[0].length;
    if (json.slice(at, at + want.text.length) !== want.text) return undefined;
    if (want.figure !== 'rating') {
      NUMBER.lastIndex = at;
      if (NUMBER.exec(json)?.[0] !== want.text) return undefined;
    }
    if (!ascii) {
      countedBytes += Buffer.byteLength(json.slice(counted, at));
      counted = at;
    }
    spots.push(spotAt(want, ascii ? at : countedBytes, want.text.length));
  }
  return spots.length === expected.length ? spots : undefined;
}

/**
 * The answer's bytes with the figures of the products in `changed` written in, and its spots moved
 * to match; or undefined when a spot names a variant the figures do not have (it left the catalogue:
 * then the change was not to figures alone, and the answer must be made again). The bytes are
 * copied, never written over: a response being sent may still be reading them. Nothing is decoded
 * into a string and encoded again: a stock of 12 becoming 11 is two bytes written into a copy.
 */
export function withNewFigures(
  body: Buffer,
  spots: FigureSpot[],
  changed: Map<string, LiveFigures>,
): { body: Buffer; spots: FigureSpot[] } | undefined {
  const texts: (string | undefined)[] = [];
  let growth = 0;
  let resized = false;
  for (const spot of spots) {
    const figures = changed.get(spot.product);
    const text = figures ? figureText(spot, figures) : undefined;
    if (figures && text === undefined) return undefined;
    texts.push(text);
    if (text !== undefined && text.length !== spot.length) {
      growth += text.length - spot.length;
      resized = true;
    }
  }
  const updated = ownBytes(body.length + growth);
  if (!resized) {
    // Every figure keeps its width (most often so: 12 becomes 11): the spots stay where they are.
    body.copy(updated);
    for (const [i, spot] of spots.entries()) {
      const text = texts[i];
      if (text !== undefined) updated.write(text, spot.at, 'latin1');
    }
    return { body: updated, spots };
  }
  const moved: FigureSpot[] = [];
  let from = 0;
  let to = 0;
  for (const [i, spot] of spots.entries()) {
    to += body.copy(updated, to, from, spot.at);
    const text = texts[i];
    const at = to;
    to +=
      text === undefined
        ? body.copy(updated, to, spot.at, spot.at + spot.length)
        : updated.write(text, to, 'latin1');
    moved.push(spotAt(spot, at, to - at));
    from = spot.at + spot.length;
  }
  body.copy(updated, to, from);
  return { body: updated, spots: moved };
}

/**
 * A spot as one object literal, `variant` always present: every spot then shares one hidden class.
 * Made by object rest and spread, each spot had a hidden class of its own; with the spots of 10,000
 * kept answers that was 12 MB of V8's heap (its maps and descriptor arrays) under `npm run bench`.
 */
function spotAt(of: Omit<FigureSpot, 'at' | 'length'>, at: number, length: number): FigureSpot {
  return { product: of.product, figure: of.figure, variant: of.variant, at, length };
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
