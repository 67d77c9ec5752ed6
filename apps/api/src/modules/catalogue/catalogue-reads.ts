import { AsyncLocalStorage } from 'node:async_hooks';
import type { Db } from '../../db/client';
import type { Encoding } from '../../lib/compression';
import { type CatalogueCache, createKeptAnswers } from './answers/catalogue-cache';
import { catalogueChangeLog } from './answers/catalogue-changes';
import { ANY_PRODUCT_BUT_STOCK, ChangeHistory } from './answers/change-history';
import type { CatalogueIndex } from './finding/catalogue-index';
import { createFindingIndex } from './finding/finding-index';
import { createKeptPages, type PageFigures, type PageToSend } from './pages/kept-pages';

/** A page as the storefront draws it: its HTML, and whether it was drawn on the server (then it is kept). */
export interface PageDrawing {
  html: string;
  drawnOnServer: boolean;
  /** For a product page: how its product's new stock is written in. Without it, a change drops the page. */
  liveFigures?: PageFigures;
  /** The text every drawn page opens with (its stylesheet): compressed once and shared by the kept pages. */
  opening?: string;
}

/**
 * What the catalogue keeps in memory for one app: its kept answers (answers/catalogue-cache.ts), its
 * kept pages (pages/kept-pages.ts) and its finding index (finding/finding-index.ts). All follow one
 * change log: each read looks at it once (a write committed by any process before the read is seen
 * by it, with no timer), and each look's changes go to all three.
 */
export interface CatalogueReads {
  answers: CatalogueCache;
  /** The finding index as of a look that began after the call. */
  findingIndex(): Promise<CatalogueIndex>;
  /**
   * The page for `key`, from memory while nothing it was drawn from has changed, else `draw()`'s.
   * The products it shows are those of the kept answers its drawing read, and those `shows` named.
   */
  page(
    key: string,
    draw: () => Promise<PageDrawing>,
    accepts: (length: number) => Encoding | undefined,
  ): Promise<PageToSend>;
  /** Names products that what is being answered shows, for a page being drawn from it (else nothing). */
  shows(products: string[]): void;
  /**
   * What `read` gives from the shop's own tables (its rules, its company details), kept under `name`
   * until a look finds a change to "everything", which their triggers log (migrations 0026, 0028),
   * or until the moment `changesAt` names, when they change with the clock alone (a banner that
   * starts at 09:00). A page drawn from them is kept no longer.
   */
  shopFacts<T>(name: string, read: () => Promise<T>, changesAt?: (facts: T) => Date | null): Promise<T>;
  size(): { answers: { entries: number; bytes: number }; pages: { entries: number; bytes: number } };
}

/** Shop facts as kept: the generation they were read in, and when they change by the clock (ms), if ever. */
interface KeptFacts {
  generation: number;
  value: Promise<{ facts: unknown; changesAt: number | undefined }>;
}

/** What a page being drawn shows: the products its answers show, and the moment its facts change. */
interface DrawingShows {
  products: Set<string>;
  changesAt?: number;
}

/** The catalogue's reads for one app; `now` is the app's clock, by which kept facts and pages expire. */
export function createCatalogueReads(db: Db, now: () => Date): CatalogueReads {
  const history = new ChangeHistory();
  const kept = createKeptAnswers(history);
  const pages = createKeptPages(history, now);
  const finding = createFindingIndex(db);
  const facts = new Map<string, KeptFacts>();
  const isPast = (moment: number | undefined) => moment !== undefined && moment <= now().getTime();
  let everythingAt = 0;
  const log = catalogueChangeLog(
    db,
    (changes) => {
      finding.apply(changes);
      const changed = history.record(changes);
      if (changed) {
        kept.apply(changed);
        pages.apply(changed);
        if (changed.everything) everythingAt = history.generation;
      }
      return history.generation;
    },
    { withFigures: true },
  );
  // What the answers a page is being drawn from show, in the async context of its drawing. The store
  // is enabled only while a page is being drawn: an enabled AsyncLocalStorage has Node follow every
  // promise of every request (async hooks), which the reads of kept answers would pay for nothing.
  const drawing = new AsyncLocalStorage<DrawingShows>();
  let drawsUnderWay = 0;
  const drawnShowing = async <T>(shown: DrawingShows, draw: () => Promise<T>): Promise<T> => {
    drawsUnderWay += 1;
    try {
      return await drawing.run(shown, draw);
    } finally {
      drawsUnderWay -= 1;
      if (drawsUnderWay === 0) drawing.disable();
    }
  };
  const shows = (products: string[]) => {
    const shown = drawing.getStore();
    if (shown) for (const product of products) shown.products.add(product);
  };
  // A page drawn from facts that change by the clock is kept only until the first of them does.
  const showsUntil = (changesAt: number | undefined) => {
    const shown = drawing.getStore();
    if (shown && changesAt !== undefined) shown.changesAt = Math.min(shown.changesAt ?? changesAt, changesAt);
  };

  return {
    answers: {
      json: async (key, make, accepts) => {
        const answer = await kept.json(await log.look(), key, make, accepts);
        shows(answer.products);
        return answer;
      },
      size: kept.size,
    },
    findingIndex: async () => {
      await log.look();
      return finding.current();
    },
    page: async (key, draw, accepts) =>
      pages.page(
        await log.look(),
        key,
        async () => {
          // A page shows what its answers show, and the lists on it depend on every product's details.
          const shown: DrawingShows = { products: new Set([ANY_PRODUCT_BUT_STOCK]) };
          const { html, drawnOnServer, liveFigures, opening } = await drawnShowing(shown, draw);
          const { products, changesAt } = shown;
          return { html, keep: drawnOnServer, products: [...products], liveFigures, changesAt, opening };
        },
        accepts,
      ),
    shows,
    shopFacts: async <T>(name: string, read: () => Promise<T>, changesAt?: (facts: T) => Date | null) => {
      const generation = await log.look();
      let known = facts.get(name);
      if (!known || known.generation < everythingAt || isPast((await known.value).changesAt)) {
        // Read after the look, so as new as it; a failed read is not kept.
        const value = read().then((made) => ({ facts: made, changesAt: changesAt?.(made)?.getTime() }));
        known = { generation, value };
        facts.set(name, known);
        value.catch(() => {
          if (facts.get(name)?.value === value) facts.delete(name);
        });
      }
      const found = await known.value;
      showsUntil(found.changesAt);
      return found.facts as T;
    },
    size: () => ({ answers: kept.size(), pages: pages.size() }),
  };
}
