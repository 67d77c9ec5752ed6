import { brotliDecompressSync } from 'node:zlib';
import { brotliInParts, compressBody, type Encoding } from '../../../lib/compression';
import type { ChangeSet } from '../answers/catalogue-changes';
import { type ChangeHistory, namesTouched, touches } from '../answers/change-history';
import { KeptStore } from '../answers/kept-store';
import type { LiveFigures } from '../answers/live-figures';

/**
 * Room for pages, kept compressed: a product page's 120 kB are about 24 kB in brotli, half of which is
 * the stylesheet every page opens with, kept once for all of them.
 */
const LIMITS = { maxBytes: 32 * 1024 * 1024, maxEntries: 5_000 };
/** What a page costs beyond its key and bytes (Map slots, the entry, its products), roughly. */
const ENTRY_OVERHEAD_BYTES = 160;

/** The text drawn pages open with, and its brotli bytes up to the flush after it. */
interface SharedOpening {
  text: string;
  bytes: Buffer;
}

/** How to write its products' new live figures into a page (undefined: draw it again). */
export interface PageFigures {
  write(html: string, figures: ReadonlyMap<string, LiveFigures>): Promise<string | undefined>;
}

interface PageEntry {
  /**
   * The page as brotli carries it, made once as it is kept (every browser accepts it): after
   * `opening` when the page has one, else whole.
   */
  br: Buffer;
  /** The opening the page shares with every drawn page, in brotli: one buffer for them all. */
  opening?: SharedOpening;
  /** The page as gzip carries it, made at the first read that asks for it. */
  gzip?: Buffer;
  /** The page's length uncompressed, in bytes. */
  length: number;
  products: string[];
  liveFigures?: PageFigures;
  /** Its products' figures since sales or returns changed them, written in at the next read. */
  newFigures?: ReadonlyMap<string, LiveFigures>;
  /** The page with them written in, while that is under way: readers meanwhile wait for it. */
  rewriting?: Promise<PageEntry | undefined>;
  /** When what it shows changes by the clock alone (a banner starting or ending), in ms: then it goes. */
  changesAt?: number;
}

/** A page as it was drawn: its HTML, whether it may be kept, and the products its answers showed. */
export interface DrawnPage {
  html: string;
  keep: boolean;
  products: string[];
  liveFigures?: PageFigures;
  /** The moment (ms) the facts it was drawn from change by the clock alone, if they do. */
  changesAt?: number;
  /** The text every drawn page opens with (the stylesheet), when this one does: kept once for all. */
  opening?: string;
}

/** A page as it is sent: its bytes and, when compressed, how. */
export interface PageToSend {
  body: Buffer | string;
  encoding?: Encoding;
}

/** The kept pages as catalogue-reads.ts drives them, as the kept answers are. */
export interface KeptPages {
  apply(changed: ChangeSet): void;
  page(
    seenAt: number,
    key: string,
    draw: () => Promise<DrawnPage>,
    accepts: (length: number) => Encoding | undefined,
  ): Promise<PageToSend>;
  size(): { entries: number; bytes: number };
}

/**
 * The new figures of the page's products, with those not yet written in, when the change touched
 * nothing the page shows but products' figures (a sale, a cancellation, a return, a review): not a
 * price, a photo or a list's membership, which its markers name.
 */
function figuresAlone(changed: ChangeSet, entry: PageEntry): ReadonlyMap<string, LiveFigures> | undefined {
  if (!entry.liveFigures) return undefined;
  const figures = new Map(entry.newFigures);
  for (const name of entry.products) {
    if (!touches(changed, name)) continue;
    const changedFigures = changed.figures.get(name);
    if (!changedFigures) return undefined;
    figures.set(name, changedFigures);
  }
  return figures;
}

/**
 * Server-drawn shopper pages kept in memory, compressed, one per page key (its path and the query
 * parameters that change it), shared by every visitor: a page is drawn from public answers only,
 * so it holds nothing of anyone's. Any change to a product a page shows drops it, as does a change
 * to any product's details when it shows a list, and everything for a category, the shop's company
 * details, legal pages or rules (the change log carries those too). Only a page whose products'
 * stock or rating changed and nothing else is written anew instead (its `liveFigures`), at its next
 * read: sales change stock all day, and drawing a page costs what hundreds of kept ones do.
 */
export function createKeptPages(history: ChangeHistory, now: () => Date): KeptPages {
  const cost = (key: string, entry: PageEntry) =>
    2 * key.length +
    entry.br.length +
    (entry.gzip?.length ?? 0) +
    40 * entry.products.length +
    ENTRY_OVERHEAD_BYTES;
  const pages = new KeptStore<PageEntry>(LIMITS, cost);
  const drawing = new Map<string, { generation: number; page: Promise<PageEntry | string> }>();
  /** The opening as the pages kept last shared it (a process draws every page from one template). */
  let shared: SharedOpening | undefined;

  /** The page in brotli: after its opening, whose bytes are shared, when it opens as drawn pages do. */
  const compress = async (html: string, opening: string | undefined) => {
    if (!opening || !html.startsWith(opening)) return { br: compressBody(html, 'br') };
    const parts = await brotliInParts(opening, html.slice(opening.length));
    if (shared?.text !== opening || !shared.bytes.equals(parts.opening)) {
      shared = { text: opening, bytes: parts.opening };
    }
    return { br: parts.rest, opening: shared };
  };
  /** Keeps the page once compressed, unless by then `current` says a change came meanwhile. */
  const keep = async (
    key: string,
    html: string,
    shown: Omit<DrawnPage, 'html' | 'keep'>,
    current: () => boolean,
  ): Promise<PageEntry | undefined> => {
    const { products, liveFigures, changesAt, opening } = shown;
    const compressed = await compress(html, opening);
    if (!current()) return undefined;
    const entry = { ...compressed, length: Buffer.byteLength(html), products, liveFigures, changesAt };
    pages.set(key, entry);
    return entry;
  };
  /** The page's brotli bytes whole: the shared opening's, then its own (joined per read, ~10 µs). */
  const brotliOf = (page: PageEntry) =>
    page.opening ? Buffer.concat([page.opening.bytes, page.br]) : page.br;
  /** The kept page for `key`, unless the clock has reached the moment it changes (then it goes). */
  const keptNow = (key: string) => {
    const found = pages.get(key);
    if (found?.changesAt === undefined || found.changesAt > now().getTime()) return found;
    pages.forget(key);
    return undefined;
  };

  /**
   * The kept page with its products' new figures written in; undefined when it must be drawn again:
   * the page would show them differently, or another change came while they were being written.
   */
  const withNewFigures = (key: string, kept: PageEntry): Promise<PageEntry | undefined> => {
    const { newFigures, liveFigures } = kept;
    if (!newFigures || !liveFigures) return Promise.resolve(kept);
    const current = () => pages.peek(key) === kept && kept.newFigures === newFigures;
    kept.rewriting ??= liveFigures
      .write(brotliDecompressSync(brotliOf(kept)).toString(), newFigures)
      .catch(() => undefined)
      .then(async (html) => {
        const shown = { ...kept, opening: kept.opening?.text };
        const rewritten = current() && html !== undefined && (await keep(key, html, shown, current));
        if (rewritten) return rewritten;
        if (current()) pages.forget(key);
        return undefined;
      });
    return kept.rewriting;
  };

  const asSent = (key: string, page: PageEntry | string, encoding: Encoding | undefined): PageToSend => {
    if (typeof page === 'string')
      return encoding ? { body: compressBody(page, encoding), encoding } : { body: page };
    if (encoding === 'br') return { body: brotliOf(page), encoding };
    const html = brotliDecompressSync(brotliOf(page));
    if (!encoding) return { body: html };
    const gzip = page.gzip ?? compressBody(html, 'gzip');
    if (!page.gzip) {
      pages.resize(key, page, (entry) => {
        entry.gzip = gzip;
      });
    }
    return { body: gzip, encoding };
  };

  return {
    apply(changed) {
      if (changed.everything) {
        pages.clear();
        return;
      }
      for (const key of pages.keysShowing(namesTouched(changed))) {
        const entry = pages.peek(key) as PageEntry;
        const figures = figuresAlone(changed, entry);
        if (figures) {
          entry.newFigures = figures;
          entry.rewriting = undefined;
        } else pages.forget(key);
      }
    },
    async page(seenAt, key, draw, accepts) {
      const found = keptNow(key);
      const kept = found && (await withNewFigures(key, found));
      if (kept) return asSent(key, kept, accepts(kept.length));
      // Visitors asking for the same page in the same generation wait for one drawing.
      let underway = drawing.get(key);
      if (underway?.generation !== seenAt) {
        const page = draw().then(async (drawn): Promise<PageEntry | string> => {
          const unchanged = () => !history.touchedSince(seenAt, drawn.products);
          if (!drawn.keep || !unchanged()) return drawn.html;
          return (await keep(key, drawn.html, drawn, unchanged)) ?? drawn.html;
        });
        underway = { generation: seenAt, page };
        drawing.set(key, underway);
        page.then(
          () => drawing.get(key) === underway && drawing.delete(key),
          () => drawing.get(key) === underway && drawing.delete(key),
        );
      }
      const page = await underway.page;
      return asSent(key, page, accepts(typeof page === 'string' ? Buffer.byteLength(page) : page.length));
    },
    size: () => pages.size(),
  };
}
