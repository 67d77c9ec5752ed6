import { sql } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { Db } from '../../db/client';

/** Room for answers, keys included: every category page and a few thousand product pages fit. */
const MAX_BYTES = 16 * 1024 * 1024;
/** At most this many answers, however small: one client asking for endless new keys gains nothing. */
const MAX_ENTRIES = 10_000;
/** What an entry costs beyond its key and JSON (Map slot, entry object, snapshot text), roughly. */
const ENTRY_OVERHEAD_BYTES = 160;

interface Entry {
  snapshot: string;
  json: string;
}

/**
 * Public catalogue answers (product lists and pages, categories, search) kept in memory as the JSON
 * they were sent as, each tagged with the database snapshot read just before it was computed.
 *
 * A repeat is answered from memory only when the database's current snapshot
 * (`pg_current_snapshot()`: oldest running transaction, next transaction id, running ones) is exactly
 * that tag. Two identical snapshots see identical data, and any write that commits in between moves
 * the snapshot on, so an edit made by this process, another process on the same PostgreSQL, or by
 * hand is seen by the very next read, and nothing is ever served stale. The price is one tiny query
 * per read, shared by the reads that arrive while the previous one is on its way.
 */
export interface CatalogueCache {
  /**
   * The JSON answer for `key`: from memory while the database is unchanged, else `make()`'s, kept
   * unless `make` says it is not worth keeping (an empty search, say).
   */
  json(key: string, make: () => Promise<{ json: string; keep: boolean }>): Promise<string>;
  /** What the cache holds now: answers and the bytes they count for, keys and overhead included. */
  size(): { entries: number; bytes: number };
}

const caches = new WeakMap<Db, CatalogueCache>();

/**
 * Answers a catalogue read through the cache: `load()`'s result is serialised by the route's own
 * response schema (as Fastify would) and sent as the same JSON, from memory while it stays current.
 */
export async function sendCatalogueAnswer<T>(
  reply: FastifyReply,
  key: string,
  load: () => Promise<T>,
  worthKeeping: (answer: T) => boolean = () => true,
): Promise<FastifyReply> {
  const json = await catalogueCache(reply.server.db).json(key, async () => {
    const answer = await load();
    return { json: String(reply.serialize(answer)), keep: worthKeeping(answer) };
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

function createCatalogueCache(db: Db): CatalogueCache {
  const snapshot = sharedSnapshotReads(db);
  // A Map keeps insertion order: re-inserting on use makes its first key the least recently used.
  const entries = new Map<string, Entry>();
  const making = new Map<string, { snapshot: string; json: Promise<string> }>();
  let bytes = 0;

  const cost = (key: string, entry: Entry) =>
    2 * key.length + entry.json.length + entry.snapshot.length + ENTRY_OVERHEAD_BYTES;
  const keep = (key: string, entry: Entry) => {
    forget(key);
    entries.set(key, entry);
    bytes += cost(key, entry);
    for (const [oldest, old] of entries) {
      if (bytes <= MAX_BYTES && entries.size <= MAX_ENTRIES) break;
      entries.delete(oldest);
      bytes -= cost(oldest, old);
    }
  };
  const forget = (key: string) => {
    const old = entries.get(key);
    if (!old) return;
    entries.delete(key);
    bytes -= cost(key, old);
  };

  return {
    async json(key, make) {
      const now = await snapshot();
      const cached = entries.get(key);
      if (cached?.snapshot === now) {
        entries.delete(key);
        entries.set(key, cached);
        return cached.json;
      }
      // Readers of the same answer at the same snapshot wait for one computation.
      const underway = making.get(key);
      if (underway?.snapshot === now) return underway.json;
      const json = make().then((made) => {
        if (made.keep) keep(key, { snapshot: now, json: made.json });
        return made.json;
      });
      making.set(key, { snapshot: now, json });
      try {
        return await json;
      } finally {
        if (making.get(key)?.json === json) making.delete(key);
      }
    },
    size: () => ({ entries: entries.size, bytes }),
  };
}

/**
 * `pg_current_snapshot()` as text. A caller gets the answer of a query sent after it asked: the one
 * sent now when none is on its way, else the next one, sent for everyone who asked meanwhile as soon
 * as the current one returns. Every caller so sees every write committed before it asked.
 */
function sharedSnapshotReads(db: Db): () => Promise<string> {
  let onItsWay = false;
  let next:
    | { promise: Promise<string>; resolve: (s: string) => void; reject: (e: unknown) => void }
    | undefined;

  const send = (): Promise<string> => {
    onItsWay = true;
    const read = db.execute(sql`select pg_current_snapshot()::text as snapshot`).then((result) => {
      const [row] = (result as unknown as { rows: { snapshot: string }[] }).rows;
      if (!row) throw new Error('pg_current_snapshot() returned no row');
      return row.snapshot;
    });
    const done = () => {
      onItsWay = false;
      const waiting = next;
      next = undefined;
      if (waiting) send().then(waiting.resolve, waiting.reject);
    };
    read.then(done, done);
    return read;
  };

  return () => {
    if (!onItsWay) return send();
    if (!next) {
      let resolve: (s: string) => void = () => {};
      let reject: (e: unknown) => void = () => {};
      const promise = new Promise<string>((res, rej) => {
        resolve = res;
        reject = rej;
      });
      next = { promise, resolve, reject };
    }
    return next.promise;
  };
}
