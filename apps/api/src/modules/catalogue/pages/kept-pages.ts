import { brotliDecompressSync } from 'node:zlib';
import { compressBody, type Encoding } from '../../../lib/compression';
import type { ChangeSet } from '../answers/catalogue-changes';
import { type ChangeHistory, namesTouched } from '../answers/change-history';
import { KeptStore } from '../answers/kept-store';

/** Room for pages, kept compressed: a product page's 120 kB are about 24 kB in brotli. */
const LIMITS = { maxBytes: 32 * 1024 * 1024, maxEntries: 5_000 };
/** What a page costs beyond its key and bytes (Map slots, the entry, its products), roughly. */
const ENTRY_OVERHEAD_BYTES = 160;

interface PageEntry {
  /** The page as brotli carries it, made once as it is kept: every browser accepts it. */
  br: Buffer;
  /** The page as gzip carries it, made at the first read that asks for it. */
  gzip?: Buffer;
  /** The page's length uncompressed, in bytes. */
  length: number;
  products: string[];
}

/** A page as it was drawn: its HTML, whether it may be kept, and the products its answers showed. */
export interface DrawnPage {
  html: string;
  keep: boolean;
  products: string[];
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
 * Server-drawn shopper pages kept in memory, compressed, one per page key (its path and the query
 * parameters that change it), shared by every visitor: a page is drawn from public answers only,
 * so it holds nothing of anyone's. A page shows live figures as text, where they cannot be written
 * in anew: any change to a product it shows drops it (stock or a rating included), as does a
 * change to any product's details when it shows a list, and everything for a category, the shop's
 * company details, legal pages or rules (the change log carries those too).
 */
export function createKeptPages(history: ChangeHistory): KeptPages {
  const cost = (key: string, entry: PageEntry) =>
    2 * key.length +
    entry.br.length +
    (entry.gzip?.length ?? 0) +
    40 * entry.products.length +
    ENTRY_OVERHEAD_BYTES;
  const pages = new KeptStore<PageEntry>(LIMITS, cost);
  const drawing = new Map<string, { generation: number; page: Promise<PageEntry | string> }>();

  const asSent = (key: string, page: PageEntry | string, encoding: Encoding | undefined): PageToSend => {
    if (typeof page === 'string')
      return encoding ? { body: compressBody(page, encoding), encoding } : { body: page };
    if (encoding === 'br') return { body: page.br, encoding };
    const html = brotliDecompressSync(page.br);
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
      pages.forgetShowing(namesTouched(changed));
    },
    async page(seenAt, key, draw, accepts) {
      const kept = pages.get(key);
      if (kept) return asSent(key, kept, accepts(kept.length));
      // Visitors asking for the same page in the same generation wait for one drawing.
      let underway = drawing.get(key);
      if (underway?.generation !== seenAt) {
        const page = draw().then((drawn): PageEntry | string => {
          if (!drawn.keep || history.touchedSince(seenAt, drawn.products)) return drawn.html;
          const { html, products } = drawn;
          const entry = { br: compressBody(html, 'br'), length: Buffer.byteLength(html), products };
          pages.set(key, entry);
          return entry;
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
