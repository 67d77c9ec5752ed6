import type { Product } from '@vastra/contract/catalogue';
import type { FastifyReply } from 'fastify';
import { acceptedEncoding, compressBody, type Encoding } from '../../../lib/compression';
import { weakEtag } from '../../../lib/etag';
import { textInOwnBytes } from '../../../lib/own-bytes';
import type { ChangeSet } from './catalogue-changes';
import { ANY_PRODUCT, ANY_PRODUCT_BUT_STOCK, type ChangeHistory } from './change-history';
import { KeptStore } from './kept-store';
import { type FigureSpot, findFigureSpots, withNewFigures } from './live-figures';

/** Room for answers, keys included: every category page and a few thousand product pages fit. */
const MAX_BYTES = 16 * 1024 * 1024;
/** At most this many answers, however small: one client asking for endless new keys gains nothing. */
const MAX_ENTRIES = 10_000;
/**
 * How many keys asked for once the cache remembers (about 1 MB of them), so that an answer is kept
 * at its second ask: when there are more, it starts again.
 */
const MAX_ASKED_ONCE = 10_000;
/** What an entry costs beyond its key, JSON and product ids (Map slots, entry object), roughly. */
const ENTRY_OVERHEAD_BYTES = 160;
/** What each figure spot of an entry costs, roughly. */
const SPOT_BYTES = 64;

interface Entry {
  /**
   * The answer's JSON as the bytes sent. Kept as a string, every read cost a copy of it: Node's HTTP
   * writes a string body joined to the headers, which V8 flattens into a new string of the whole
   * answer (37 kB for a product list) for each response; the young-generation collections that
   * churned through took a fifth of the product list's reads per second (the two builds run
   * one after the other on one database).
   */
  body: Buffer;
  /**
   * The answer's ETag, worked out at its first read and again after its figures change: hashing a
   * 37 kB list on every read cost a tenth of the request's time.
   */
  etag: string | undefined;
  /**
   * The body compressed for the encodings clients asked for, each made at the first read that asked
   * for it after the body was made or changed, and then sent as it is: compressing a 37 kB list on
   * every read cost a product list four fifths of its reads per second.
   */
  encoded: Partial<Record<Encoding, Buffer>>;
  /** The products the answer shows: a change to one of them beyond its live figures drops it. */
  products: string[];
  /**
   * Where the JSON shows products' live figures (stock, rating), written in anew when they change;
   * null when the answer shows figures at places that could not be found: a change to them drops it.
   */
  spots: FigureSpot[] | null;
}

/** What an answer shows: the products whose details it shows, and those whose live figures it shows. */
export interface Shown {
  products: string[];
  /** The products whose stock and rating the answer shows, as it shows them, in its order. */
  figures?: Product[];
}

/** An answer as a route makes it: its JSON, whether it is worth keeping, and what it shows. */
export interface MadeAnswer extends Shown {
  json: string;
  keep: boolean;
}

/**
 * An answer as the cache gives it: its JSON (the kept bytes, or the string of one not kept) or those
 * bytes compressed (then `encoding` says how), and its ETag, the same for every encoding.
 */
export interface CachedAnswer {
  body: Buffer | string;
  etag: string;
  encoding?: Encoding;
  /** The products the answer shows, as `Shown` says: what a page drawn from it shows too. */
  products: string[];
}

/**
 * Public catalogue answers (product lists and pages, categories, search) kept in memory as the JSON
 * they were sent as, each with the products it shows.
 *
 * Before every read, the catalogue's one change log (catalogue-reads.ts) looks at the catalogue_changes
 * table (see catalogue-changes.ts), which triggers fill on every write to a catalogue table, by this
 * process, another process on the same PostgreSQL, or by hand. What each answer's JSON depends on (read from the serializers and the
 * contract):
 * - a product page (Product) and a product list without variant filters (Product per item, plus
 *   facets, total and order): the shown products' details and live figures (each variant's `stock`,
 *   `totalStock`, `rating`), and for lists every product's prices, sizes and colours (facets,
 *   order) but no product's stock or rating: facets count stock only under the in-stock filter,
 *   whose lists are never cached (routes.ts);
 * - a search (SearchHit: name, thumbnail, category, lowest price): the shown products' details, no
 *   stock and no rating;
 * - the category tree: categories and which products are live, nothing about any one product.
 * So stock taken or put back (an order, a cancellation, a return) and a review change nothing but
 * live figures: the look reads the products' new figures in its own statement and they are written
 * into a copy of the bytes of the answers that show them; nothing is dropped. Any other change to
 * one product's variants or photos (a new price) drops the answers that show it and those that
 * depend on every product's details (ANY_PRODUCT_BUT_STOCK); a change to products or categories
 * themselves drops everything. Carts, sign-ins and addresses write no catalogue table and change
 * nothing. A write committed before a request is seen by that request, with no timer and no stale
 * answer; the price is one small query per read, shared by the reads that arrive together.
 */
export interface CatalogueCache {
  /**
   * The JSON answer for `key`: from memory while nothing it shows has changed, else `make()`'s,
   * kept unless `make` says it is not worth keeping (an empty search, say). With `accepts`, a kept
   * answer comes compressed that way when it is long enough to be worth it.
   */
  json(
    key: string,
    make: () => Promise<MadeAnswer>,
    accepts?: (length: number) => Encoding | undefined,
  ): Promise<CachedAnswer>;
  /** What the cache holds now: answers and the bytes they count for, keys and overhead included. */
  size(): { entries: number; bytes: number };
}

/**
 * Answers a catalogue read through the cache: `load()`'s result is serialised by the route's own
 * response schema (as Fastify would) and sent as the same JSON, from memory while it stays current.
 * `shows` tells what the answer shows; `worthKeeping` may turn an answer away from the cache.
 */
export async function sendCatalogueAnswer<T>(
  reply: FastifyReply,
  key: string,
  load: () => Promise<T>,
  shows: (answer: T) => Shown,
  worthKeeping: (answer: T) => boolean = () => true,
): Promise<FastifyReply> {
  const { body, etag, encoding } = await reply.server.catalogue.answers.json(
    key,
    async () => {
      const answer = await load();
      return { json: String(reply.serialize(answer)), keep: worthKeeping(answer), ...shows(answer) };
    },
    (length) => acceptedEncoding(reply.request, length),
  );
  reply.type('application/json; charset=utf-8').header('etag', etag).header('vary', 'accept-encoding');
  // An answer sent with its encoding passes the compression plugin by as it is.
  if (encoding) reply.header('content-encoding', encoding);
  return reply.send(body);
}

/**
 * The kept answers as catalogue-reads.ts drives them: `apply` takes each look's changes as the
 * history recorded them, `json` answers as of the generation its caller's look saw.
 */
export interface KeptAnswers {
  apply(changed: ChangeSet): void;
  json(seenAt: number, ...asked: Parameters<CatalogueCache['json']>): Promise<CachedAnswer>;
  size: CatalogueCache['size'];
}

export function createKeptAnswers(history: ChangeHistory): KeptAnswers {
  const cost = (key: string, entry: Entry) =>
    2 * key.length +
    entry.body.length +
    (entry.encoded.br?.length ?? 0) +
    (entry.encoded.gzip?.length ?? 0) +
    40 * entry.products.length +
    SPOT_BYTES * (entry.spots?.length ?? 0) +
    ENTRY_OVERHEAD_BYTES;
  const entries = new KeptStore<Entry>({ maxBytes: MAX_BYTES, maxEntries: MAX_ENTRIES }, cost);
  const making = new Map<string, { generation: number; answer: Promise<CachedAnswer> }>();
  /**
   * Keys asked for once: an answer is kept from its second ask on. Lists sorted and paged every way
   * come in endless combinations, most asked for once by a shopper or a crawler; kept at their first
   * ask they took the cache's room from the answers shoppers ask for again and again (and the bench's
   * peak past 250 MB). A key asked twice stays known, so its answer is kept again at once after a
   * change drops it.
   */
  let askedOnce = new Set<string>();
  /** Notes an ask for `key`, an answer that may be kept; says whether one came before. */
  const secondAsk = (key: string) => {
    if (askedOnce.has(key)) return true;
    if (askedOnce.size >= MAX_ASKED_ONCE) askedOnce = new Set();
    askedOnce.add(key);
    return false;
  };

  /** The kept body as `encoding` carries it, compressed now if no read asked for it since it changed. */
  const encodedBody = (key: string, entry: Entry, encoding: Encoding): Buffer => {
    const kept = entry.encoded[encoding];
    if (kept) return kept;
    const made = compressBody(entry.body, encoding);
    // The entry being read is the most recently used: the last to go to make room for its copy.
    entries.resize(key, entry, (it) => {
      it.encoded[encoding] = made;
    });
    return made;
  };
  /** Writes new figures into the answers that show them; one whose figures cannot be placed goes. */
  const refigure = (changed: ChangeSet) => {
    for (const key of entries.keysShowing(changed.figures.keys())) {
      const entry = entries.peek(key) as Entry;
      if (!entry.spots?.some((spot) => changed.figures.has(spot.product))) {
        if (entry.spots === null) entries.forget(key);
        continue;
      }
      const updated = withNewFigures(entry.body, entry.spots, changed.figures);
      if (!updated) {
        entries.forget(key);
        continue;
      }
      entries.resize(key, entry, (it) => {
        it.body = updated.body;
        it.etag = undefined;
        // The compressed copies are made again from the new body when next asked for.
        it.encoded = {};
        it.spots = updated.spots;
      });
    }
  };

  const apply = (changed: ChangeSet) => {
    if (changed.everything) {
      entries.clear();
      return;
    }
    // Products whose change went beyond their figures; every other changed product has figures.
    const dropped = [...changed.products].filter((product) => !changed.figures.has(product));
    if (changed.beyondStock.size > 0) dropped.push(ANY_PRODUCT_BUT_STOCK);
    // An answer of what is in stock (similar products) changes when any product is sold out or back.
    if (changed.availability.size > 0) dropped.push(ANY_PRODUCT);
    entries.forgetShowing(dropped);
    refigure(changed);
  };

  return {
    apply,
    async json(seenAt, key, make, accepts) {
      const cached = entries.get(key);
      if (cached) {
        cached.etag ??= weakEtag(cached.body);
        const encoding = accepts?.(cached.body.length);
        const { etag, products } = cached;
        if (!encoding) return { body: cached.body, etag, products };
        return { body: encodedBody(key, cached, encoding), etag, encoding, products };
      }
      // Readers of the same answer in the same generation wait for one computation.
      const underway = making.get(key);
      if (underway?.generation === seenAt) return underway.answer;
      const answer = make().then((made): CachedAnswer => {
        const etag = weakEtag(made.json);
        // An answer made while a look went by may predate a change it shows: then it is not kept.
        const { products } = made;
        // Only an answer that may be kept counts as an ask: the others never fill the cache.
        const keepable = made.keep && !history.touchedSince(seenAt, products);
        if (!keepable || !secondAsk(key)) {
          return { body: made.json, etag, products };
        }
        const spots = made.figures ? (findFigureSpots(made.json, made.figures) ?? null) : [];
        const body = textInOwnBytes(made.json);
        entries.set(key, { body, etag, encoded: {}, products, spots });
        return { body, etag, products };
      });
      making.set(key, { generation: seenAt, answer });
      try {
        return await answer;
      } finally {
        if (making.get(key)?.answer === answer) making.delete(key);
      }
    },
    size: () => entries.size(),
  };
}
