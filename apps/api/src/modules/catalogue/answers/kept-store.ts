/** What a kept entry must say: the products it shows (ids, or the markers of change-history.ts). */
export interface ShowsProducts {
  products: string[];
}

/** A store's bounds: bytes, keys and overhead included, and entries however small. */
export interface StoreLimits {
  maxBytes: number;
  maxEntries: number;
}

/**
 * Entries kept in memory by key, least recently used first out past the store's bounds, and found
 * by the products they show, so that a change drops or rewrites just those. `cost` says what an
 * entry takes in bytes; an entry that changes in place is changed through `resize`.
 */
export class KeptStore<E extends ShowsProducts> {
  // A Map keeps insertion order: re-inserting on use makes its first key the least recently used.
  private readonly entries = new Map<string, E>();
  private readonly keysByProduct = new Map<string, Set<string>>();
  private bytes = 0;

  constructor(
    private readonly limits: StoreLimits,
    private readonly cost: (key: string, entry: E) => number,
  ) {}

  /** The entry for `key`, now the most recently used. */
  get(key: string): E | undefined {
    const entry = this.entries.get(key);
    if (entry) {
      this.entries.delete(key);
      this.entries.set(key, entry);
    }
    return entry;
  }

  /** The entry for `key`, leaving the order of use as it is (for rewriting entries, not reading them). */
  peek(key: string): E | undefined {
    return this.entries.get(key);
  }

  set(key: string, entry: E): void {
    this.forget(key);
    this.entries.set(key, entry);
    this.bytes += this.cost(key, entry);
    for (const product of entry.products) {
      const keys = this.keysByProduct.get(product) ?? new Set<string>();
      keys.add(key);
      this.keysByProduct.set(product, keys);
    }
    this.makeRoom();
  }

  /** Changes an entry in place (its bytes or copies, never its products) and, if still kept, counts it anew. */
  resize(key: string, entry: E, change: (entry: E) => void): void {
    // An entry dropped while it was being read (a page a waiter got after a change) counts for nothing.
    if (this.entries.get(key) !== entry) {
      change(entry);
      return;
    }
    this.bytes -= this.cost(key, entry);
    change(entry);
    this.bytes += this.cost(key, entry);
    this.makeRoom();
  }

  forget(key: string): void {
    const old = this.entries.get(key);
    if (!old) return;
    this.entries.delete(key);
    this.bytes -= this.cost(key, old);
    for (const product of old.products) {
      const keys = this.keysByProduct.get(product);
      keys?.delete(key);
      if (keys?.size === 0) this.keysByProduct.delete(product);
    }
  }

  /** The keys of the entries that show any of `products`. */
  keysShowing(products: Iterable<string>): Set<string> {
    const keys = new Set<string>();
    for (const product of products) for (const key of this.keysByProduct.get(product) ?? []) keys.add(key);
    return keys;
  }

  /** Drops every entry that shows any of `products`. */
  forgetShowing(products: Iterable<string>): void {
    for (const key of this.keysShowing(products)) this.forget(key);
  }

  clear(): void {
    this.entries.clear();
    this.keysByProduct.clear();
    this.bytes = 0;
  }

  size(): { entries: number; bytes: number } {
    return { entries: this.entries.size, bytes: this.bytes };
  }

  private makeRoom(): void {
    for (const oldest of this.entries.keys()) {
      if (this.bytes <= this.limits.maxBytes && this.entries.size <= this.limits.maxEntries) break;
      this.forget(oldest);
    }
  }
}
