import type { FastifyReply } from 'fastify';
import type { Db } from '../../db/client';
import { type ChangeSet, catalogueChangeLog } from './catalogue-changes';

/** Room for answers, keys included: every category page and a few thousand product pages fit. */
const MAX_BYTES = 16 * 1024 * 1024;
/** At most this many answers, however small: one client asking for endless new keys gains nothing. */
const MAX_ENTRIES = 10_000;
/** What an entry costs beyond its key, JSON and product ids (Map slots, entry object), roughly. */
const ENTRY_OVERHEAD_BYTES = 160;

/**
 * Named among the products an answer shows when it depends on every product's details but not on
 * their stock (a product list without the in-stock filter: its facets, total and order change with
 * a price, size or colour anywhere, never with stock): a change to any product beyond its stock drops
 * it, while stock taken by an order drops only the answers that show that product.
 */
export const ANY_PRODUCT_BUT_STOCK = '*';

interface Entry {
  json: string;
  /** The products the answer shows: a change to one of them drops it. */
  products: string[];
}

/** An answer as a route makes it: its JSON, whether it is worth keeping, and the products it shows. */
export interface MadeAnswer {
  json: string;
  keep: boolean;
  products: string[];
}

/**
 * Public catalogue answers (product lists and pages, categories, search) kept in memory as the JSON
 * they were sent as, each with the products it shows.
 *
 * Before every read the cache looks at the catalogue_changes log (see catalogue-changes.ts), which
 * triggers fill on every write to a catalogue table, by this process, another process on the same
 * PostgreSQL, or by hand: stock taken by an order drops only the answers showing that product; any
 * other change to one product's variants or photos (a new price) also drops the answers that depend
 * on every product's details (ANY_PRODUCT_BUT_STOCK); a change to products or categories themselves
 * drops everything. Carts, sign-ins and addresses write no catalogue table and drop nothing. A write committed before a request is seen by that request, with no timer and no
 * stale answer; the price is one small query per read, shared by the reads that arrive together.
 */
export interface CatalogueCache {
  /**
   * The JSON answer for `key`: from memory while nothing it shows has changed, else `make()`'s,
   * kept unless `make` says it is not worth keeping (an empty search, say).
   */
  json(key: string, make: () => Promise<MadeAnswer>): Promise<string>;
  /** What the cache holds now: answers and the bytes they count for, keys and overhead included. */
  size(): { entries: number; bytes: number };
}

const caches = new WeakMap<Db, CatalogueCache>();

/**
 * Answers a catalogue read through the cache: `load()`'s result is serialised by the route's own
 * response schema (as Fastify would) and sent as the same JSON, from memory while it stays current.
 * `shows` names the products in the answer; `worthKeeping` may turn an answer away from the cache.
 */
export async function sendCatalogueAnswer<T>(
  reply: FastifyReply,
  key: string,
  load: () => Promise<T>,
  shows: (answer: T) => string[],
  worthKeeping: (answer: T) => boolean = () => true,
): Promise<FastifyReply> {
  const json = await catalogueCache(reply.server.db).json(key, async () => {
    const answer = await load();
    return { json: String(reply.serialize(answer)), keep: worthKeeping(answer), products: shows(answer) };
  });
  return reply.type('application/json; charset=utf-8').send(json);
}

/** The one cache of a database, shared by every route that reads the catalogue from it. */
export function catalogueCache(db: Db): CatalogueCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = createCatalogueCache(db);
    caches.set(db, cache);
  }
  return cache;
}

/** How many looks' change sets are remembered, for answers made while a look went by. */
const RECENT_LOOKS = 256;

function createCatalogueCache(db: Db): CatalogueCache {
  // A Map keeps insertion order: re-inserting on use makes its first key the least recently used.
  const entries = new Map<string, Entry>();
  const keysByProduct = new Map<string, Set<string>>();
  const making = new Map<string, { generation: number; json: Promise<string> }>();
  /** Each look that found changes starts a generation; `recent` holds their change sets, oldest first. */
  let generation = 0;
  const recent: (ChangeSet & { generation: number })[] = [];
  let bytes = 0;

  const cost = (key: string, entry: Entry) =>
    2 * key.length + entry.json.length + 40 * entry.products.length + ENTRY_OVERHEAD_BYTES;
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
  const keep = (key: string, entry: Entry) => {
    forget(key);
    entries.set(key, entry);
    bytes += cost(key, entry);
    for (const product of entry.products) {
      const keys = keysByProduct.get(product) ?? new Set<string>();
      keys.add(key);
      keysByProduct.set(product, keys);
    }
    for (const oldest of entries.keys()) {
      if (bytes <= MAX_BYTES && entries.size <= MAX_ENTRIES) break;
      forget(oldest);
    }
  };

  const changes = catalogueChangeLog(db, (looked: ChangeSet): number => {
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
    } else {
      const dropped = changed.beyondStock.size > 0 ? [ANY_PRODUCT_BUT_STOCK] : [];
      for (const product of [...changed.products, ...dropped]) {
        for (const key of keysByProduct.get(product) ?? []) forget(key);
      }
    }
    return generation;
  });

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
    async json(key, make) {
      const seenAt = await changes.look();
      const cached = entries.get(key);
      if (cached) {
        entries.delete(key);
        entries.set(key, cached);
        return cached.json;
      }
      // Readers of the same answer in the same generation wait for one computation.
      const underway = making.get(key);
      if (underway?.generation === seenAt) return underway.json;
      const json = make().then((made) => {
        // An answer made while a look went by may predate a change it shows: then it is not kept.
        if (made.keep && !changedSince(seenAt, made.products)) {
          keep(key, { json: made.json, products: made.products });
        }
        return made.json;
      });
      making.set(key, { generation: seenAt, json });
      try {
        return await json;
      } finally {
        if (making.get(key)?.json === json) making.delete(key);
      }
    },
    size: () => ({ entries: entries.size, bytes }),
  };
}
