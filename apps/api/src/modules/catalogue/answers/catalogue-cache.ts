import type { Product } from '@vastra/contract/catalogue';
import type { FastifyReply } from 'fastify';
import { acceptedEncoding, compressBody, type Encoding } from '../../../lib/compression';
import { weakEtag } from '../../../lib/etag';
import type { ChangeSet } from './catalogue-changes';
import { type FigureSpot, findFigureSpots, withNewFigures } from './live-figures';
import { ownBytes } from './own-bytes';

/** Room for answers, keys included: every category page and a few thousand product pages fit. */
const MAX_BYTES = 16 * 1024 * 1024;
/** At most this many answers, however small: one client asking for endless new keys gains nothing. */
const MAX_ENTRIES = 10_000;
/** What an entry costs beyond its key, JSON and product ids (Map slots, entry object), roughly. */
const ENTRY_OVERHEAD_BYTES = 160;
/** What each figure spot of an entry costs, roughly. */
const SPOT_BYTES = 64;

/**
 * Named among the products an answer shows when it depends on every product's details but not on
 * their live figures (a product list without the in-stock filter: its facets, total and order change
 * with a price, size or colour anywhere, never with stock or a rating): a change to any product
 * beyond its figures drops it, while stock taken by an order only updates the answers that show it.
 */
export const ANY_PRODUCT_BUT_STOCK = '*';

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

/** A kept answer's bytes, in a buffer of their own (see ownBytes). */
function bytesOf(json: string): Buffer {
  const bytes = ownBytes(Buffer.byteLength(json));
  bytes.write(json);
  return bytes;
}

/** How many looks' change sets are remembered, for answers made while a look went by. */
const RECENT_LOOKS = 256;

/**
 * The kept answers as catalogue-reads.ts drives them: `apply` takes each look's changes and returns
 * the generation it starts, `json` answers as of the generation its caller's look saw.
 */
export interface KeptAnswers {
  apply(changes: ChangeSet): number;
  json(seenAt: number, ...asked: Parameters<CatalogueCache['json']>): Promise<CachedAnswer>;
  size: CatalogueCache['size'];
}

export function createKeptAnswers(): KeptAnswers {
  // A Map keeps insertion order: re-inserting on use makes its first key the least recently used.
  const entries = new Map<string, Entry>();
  const keysByProduct = new Map<string, Set<string>>();
  const making = new Map<string, { generation: number; answer: Promise<CachedAnswer> }>();
  /** Each look that found changes starts a generation; `recent` holds their change sets, oldest first. */
  let generation = 0;
  const recent: (ChangeSet & { generation: number })[] = [];
  let bytes = 0;

  const cost = (key: string, entry: Entry) =>
    2 * key.length +
    entry.body.length +
    (entry.encoded.br?.length ?? 0) +
    (entry.encoded.gzip?.length ?? 0) +
    40 * entry.products.length +
    SPOT_BYTES * (entry.spots?.length ?? 0) +
    ENTRY_OVERHEAD_BYTES;
  const forget = (key: string) => {
    const old = entries.get(key);
    if (!old) return;
    entries.delete(key);
    bytes -= cost(key, old);
    for (const product of old.products) {
      const keys = keysByProduct.get(product);
      keys?.delete(key);
      if (keys?.size === 0) keysByProduct.delete(product);
    }
  };
  const makeRoom = () => {
    for (const oldest of entries.keys()) {
      if (bytes <= MAX_BYTES && entries.size <= MAX_ENTRIES) break;
      forget(oldest);
    }
  };
  const keep = (key: string, entry: Entry) => {
    forget(key);
    entries.set(key, entry);
    bytes += cost(key, entry);
    for (const product of entry.products) {
      const keys = keysByProduct.get(product) ?? new Set<string>();
      keys.add(key);
      keysByProduct.set(product, keys);
    }
    makeRoom();
  };
  /** The kept body as `encoding` carries it, compressed now if no read asked for it since it changed. */
  const encodedBody = (key: string, entry: Entry, encoding: Encoding): Buffer => {
    const kept = entry.encoded[encoding];
    if (kept) return kept;
    const made = compressBody(entry.body, encoding);
    bytes -= cost(key, entry);
    entry.encoded[encoding] = made;
    bytes += cost(key, entry);
    // The newest entry is the one being read, and the last to go.
    makeRoom();
    return made;
  };
  /** Writes new figures into the answers that show them; one whose figures cannot be placed goes. */
  const refigure = (changed: ChangeSet) => {
    const keys = new Set([...changed.figures.keys()].flatMap((p) => [...(keysByProduct.get(p) ?? [])]));
    for (const key of keys) {
      const entry = entries.get(key) as Entry;
      if (!entry.spots?.some((spot) => changed.figures.has(spot.product))) {
        if (entry.spots === null) forget(key);
        continue;
      }
      const updated = withNewFigures(entry.body, entry.spots, changed.figures);
      bytes -= cost(key, entry);
      if (updated) {
        entry.body = updated.body;
        entry.etag = undefined;
        // The compressed copies are made again from the new body when next asked for.
        entry.encoded = {};
        entry.spots = updated.spots;
        bytes += cost(key, entry);
      } else {
        bytes += cost(key, entry);
        forget(key);
      }
    }
  };

  const apply = (looked: ChangeSet): number => {
    // A product's own row (its name, category, whether it is live) shows in lists, category counts
    // and searches: for the answers kept here, that is a change to everything.
    const changed = { ...looked, everything: looked.everything || looked.productRows.size > 0 };
    if (!changed.everything && changed.products.size === 0) return generation;
    generation += 1;
    recent.push({ ...changed, generation });
    if (recent.length > RECENT_LOOKS) recent.shift();
    if (changed.everything) {
      entries.clear();
      keysByProduct.clear();
      bytes = 0;
      return generation;
    }
    // Products whose change went beyond their figures; every other changed product has figures.
    const dropped = [...changed.products].filter((product) => !changed.figures.has(product));
    if (changed.beyondStock.size > 0) dropped.push(ANY_PRODUCT_BUT_STOCK);
    for (const product of dropped) {
      for (const key of keysByProduct.get(product) ?? []) forget(key);
    }
    refigure(changed);
    return generation;
  };

  /** Whether a change since `since` touches an answer showing `products` (unknown counts as yes). */
  const changedSince = (since: number, products: string[]) => {
    if (since === generation) return false;
    const oldest = recent[0];
    if (!oldest || oldest.generation > since + 1) return true;
    return recent.some(
      (set) =>
        set.generation > since &&
        (set.everything ||
          products.some(
            (p) => set.products.has(p) || (p === ANY_PRODUCT_BUT_STOCK && set.beyondStock.size > 0),
          )),
    );
  };

  return {
    apply,
    async json(seenAt, key, make, accepts) {
      const cached = entries.get(key);
      if (cached) {
        entries.delete(key);
        entries.set(key, cached);
        cached.etag ??= weakEtag(cached.body);
        const encoding = accepts?.(cached.body.length);
        if (!encoding) return { body: cached.body, etag: cached.etag };
        return { body: encodedBody(key, cached, encoding), etag: cached.etag, encoding };
      }
      // Readers of the same answer in the same generation wait for one computation.
      const underway = making.get(key);
      if (underway?.generation === seenAt) return underway.answer;
      const answer = make().then((made): CachedAnswer => {
        const etag = weakEtag(made.json);
        // An answer made while a look went by may predate a change it shows: then it is not kept.
        if (!made.keep || changedSince(seenAt, made.products)) return { body: made.json, etag };
        const spots = made.figures ? (findFigureSpots(made.json, made.figures) ?? null) : [];
        const body = bytesOf(made.json);
        keep(key, { body, etag, encoded: {}, products: made.products, spots });
        return { body, etag };
      });
      making.set(key, { generation: seenAt, answer });
      try {
        return await answer;
      } finally {
        if (making.get(key)?.answer === answer) making.delete(key);
      }
    },
    size: () => ({ entries: entries.size, bytes }),
  };
}
