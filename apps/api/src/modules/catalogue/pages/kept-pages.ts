import { brotliDecompressSync } from 'node:zlib';
import { brotliEnding, brotliParts, compressBody, type Encoding } from '../../../lib/compression';
import { ownBytes, textInOwnBytes } from '../../../lib/own-bytes';
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

/** How a drawn page takes its products' new live figures. */
export interface PageFigures {
  /** Roughly what it holds in memory (the figures the page shows), counted in the pages' room. */
  bytes: number;
  /**
   * The block that gives the browser these figures, or undefined: the page must be drawn again.
   * The reviews it carries of the products in `reviewed` may have changed too.
   */
  stockBlock(
    figures: ReadonlyMap<string, LiveFigures>,
    reviewed: ReadonlySet<string>,
  ): Promise<string | undefined>;
}

/**
 * The end of a page that takes new figures: from its stock block to the closing tags, stored in
 * brotli as it is (brotliEnding), so that it is written anew without compressing the page again.
 */
interface PageEnding {
  /** The page's length before it, uncompressed, in bytes. */
  at: number;
  /**
   * The text from `</body>` on, in bytes of its own: a slice of the page's text would hold the whole
   * page in memory (V8 keeps a short slice of a long string as a view of it).
   */
  closing: Buffer;
  /** Its stock block (none as drawn) and closing, with the stream's end. */
  bytes: Buffer;
}

/** The ending with `stockBlock` before `closing`, after the page's first `at` bytes. */
const endingOf = (at: number, stockBlock: string, closing: Buffer): PageEnding => {
  const text = ownBytes(Buffer.byteLength(stockBlock) + closing.length);
  closing.copy(text, text.write(stockBlock));
  return { at, closing, bytes: brotliEnding(text) };
};

interface PageEntry {
  /**
   * The page as brotli carries it, made once as it is kept (every browser accepts it): after
   * `opening` when the page has one, up to `ending` when it has one.
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
  /** The end of a page with `liveFigures`, which carries its products' figures since it was drawn. */
  ending?: PageEnding;
  /** Its products' figures since sales or returns changed them after it was drawn: in `ending`. */
  written?: ReadonlyMap<string, LiveFigures>;
  /** The same with those changed since, written in at the next read. */
  newFigures?: ReadonlyMap<string, LiveFigures>;
  /**
   * Those of them whose change since was more than a sale or return that left every variant in
   * stock, or sold out, as it was (`availability`): a review, say, which leaves the stock as it was.
   */
  reviewed?: ReadonlySet<string>;
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
  const figures = new Map(entry.newFigures ?? entry.written);
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
 * stock or rating changed and nothing else takes the new figures instead (its `liveFigures`), at its
 * next read: sales change stock all day, and drawing a page costs what hundreds of kept ones do. Its
 * compressed bytes stay as they are: only its ending, which tells the browser the new stock, is new.
 */
export function createKeptPages(history: ChangeHistory, now: () => Date): KeptPages {
  const cost = (key: string, entry: PageEntry) =>
    2 * key.length +
    entry.br.length +
    (entry.ending ? entry.ending.bytes.length + entry.ending.closing.length : 0) +
    (entry.gzip?.length ?? 0) +
    (entry.liveFigures?.bytes ?? 0) +
    40 * entry.products.length +
    ENTRY_OVERHEAD_BYTES;
  const pages = new KeptStore<PageEntry>(LIMITS, cost);
  const drawing = new Map<string, { generation: number; page: Promise<PageEntry | string> }>();
  /** The opening as the pages kept last shared it (a process draws every page from one template). */
  let shared: SharedOpening | undefined;

  /**
   * The page in brotli: after its opening, whose bytes are shared, when it opens as drawn pages do;
   * left open before `</body>` when it takes new figures, with its ending made apart.
   */
  const compress = async (html: string, opening: string | undefined, liveFigures: boolean) => {
    const endsAt = liveFigures ? html.lastIndexOf('</body>') : -1;
    const body = endsAt < 0 ? html : html.slice(0, endsAt);
    const opens = opening !== undefined && body.startsWith(opening);
    if (!opens && endsAt < 0) return { br: compressBody(html, 'br') };
    const texts = opens ? [opening, body.slice(opening.length)] : [body];
    const parts = await brotliParts(texts, { finish: endsAt < 0 });
    const ending =
      endsAt < 0 ? undefined : endingOf(Buffer.byteLength(body), '', textInOwnBytes(html.slice(endsAt)));
    const br = parts[parts.length - 1] as Buffer;
    if (!opens) return { br, ending };
    const openingBytes = parts[0] as Buffer;
    if (shared?.text !== opening || !shared.bytes.equals(openingBytes)) {
      shared = { text: opening, bytes: openingBytes };
    }
    return { br, opening: shared, ending };
  };
  /** Keeps the page once compressed, unless by then `current` says a change came meanwhile. */
  const keep = async (
    key: string,
    html: string,
    shown: Omit<DrawnPage, 'html' | 'keep'>,
    current: () => boolean,
  ): Promise<PageEntry | undefined> => {
    const { products, changesAt, opening } = shown;
    const compressed = await compress(html, opening, shown.liveFigures !== undefined);
    if (!current()) return undefined;
    // A page whose end cannot be told apart takes no new figures: it is drawn again.
    const liveFigures = compressed.ending && shown.liveFigures;
    const entry = { ...compressed, length: Buffer.byteLength(html), products, liveFigures, changesAt };
    pages.set(key, entry);
    return entry;
  };
  /** The page's brotli bytes whole: the shared opening's, its own, its ending (joined per read, ~10 µs). */
  const brotliOf = ({ opening, br, ending }: PageEntry) => {
    if (!opening && !ending) return br;
    const parts = opening ? [opening.bytes, br] : [br];
    if (ending) parts.push(ending.bytes);
    return Buffer.concat(parts);
  };
  /** The kept page for `key`, unless the clock has reached the moment it changes (then it goes). */
  const keptNow = (key: string) => {
    const found = pages.get(key);
    if (found?.changesAt === undefined || found.changesAt > now().getTime()) return found;
    pages.forget(key);
    return undefined;
  };

  /**
   * The kept page with its products' new figures in its ending; undefined when it must be drawn
   * again: the page would show them differently, or another change came while they were being written.
   */
  const withNewFigures = (key: string, kept: PageEntry): Promise<PageEntry | undefined> => {
    const { newFigures, liveFigures, ending } = kept;
    if (!newFigures || !liveFigures || !ending) return Promise.resolve(kept);
    const current = () => pages.peek(key) === kept && kept.newFigures === newFigures;
    kept.rewriting ??= liveFigures
      .stockBlock(newFigures, kept.reviewed ?? new Set())
      .catch(() => undefined)
      .then((stockBlock) => {
        if (!current()) return undefined;
        if (stockBlock === undefined) {
          pages.forget(key);
          return undefined;
        }
        const written = endingOf(ending.at, stockBlock, ending.closing);
        const rewritten: PageEntry = {
          ...kept,
          ending: written,
          length: ending.at + Buffer.byteLength(stockBlock) + ending.closing.length,
          written: newFigures,
          newFigures: undefined,
          reviewed: undefined,
          gzip: undefined,
          rewriting: undefined,
        };
        pages.set(key, rewritten);
        return rewritten;
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
          entry.reviewed = new Set([
            ...(entry.reviewed ?? []),
            ...entry.products.filter((name) => changed.availability.has(name)),
          ]);
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
