import type { Db } from '../../../db/client';
import type { ChangeSet } from '../answers/catalogue-changes';
import { buildIndex, type CatalogueIndex, placeAgain, replaceVariants } from './catalogue-index';
import { loadIndexRows } from './index-rows';

/** Past this many changed products since the index was last asked for, reading them all again is as cheap as picking them. */
const REBUILD_AFTER = 5_000;

/** The finding index as catalogue-reads.ts drives it: each look's changes in, the index as of them out. */
export interface FindingIndex {
  /** Notes a look's changes; they are read in when the index is next asked for, not before. */
  apply(changed: ChangeSet): void;
  /** The index with every change handed to `apply` so far in it. */
  current(): Promise<CatalogueIndex>;
}

/**
 * The finding index of a database: its live products and variants in memory (catalogue-index.ts),
 * exact at every read. Each look at the change log hands it the products that changed, which it
 * reads again in one query: their variants are put in place, and when a product's own row changed
 * (added, renamed, moved, archived) the changed products are placed again in a new index, the
 * others copied as they are. An "everything" change (a category written) builds the index anew, as
 * does the first look. Changes wait until a list asks for the index, all in one go: a read answered
 * from the kept answers costs the index nothing.
 */
export function createFindingIndex(db: Db): FindingIndex {
  let index: CatalogueIndex | undefined;
  // The changes noted since the index was last asked for, as one: every look hands its changes in
  // (thousands a second under reads), and a shop whose lists nobody filters may not ask for hours.
  let pending = noChange();
  let applying: Promise<void> = Promise.resolve();

  const applyOnce = async (changed: ChangeSet) => {
    try {
      if (!index || changed.everything) {
        index = await buildIndex(await loadIndexRows(db));
      } else if (changed.productRows.size > 0) {
        index = await placeAgain(index, await loadIndexRows(db, changed.products), changed.products);
      } else if (changed.products.size > 0) {
        replaceVariants(index, await loadIndexRows(db, changed.products));
      }
    } catch (error) {
      // The log has moved past these changes: only a full build can be trusted now.
      index = undefined;
      throw error;
    }
  };

  return {
    apply(changed) {
      addTo(pending, changed);
    },
    async current() {
      if (!isEmpty(pending) || !index) {
        const changed = pending;
        pending = noChange();
        applying = applying.catch(() => undefined).then(() => applyOnce(changed));
      }
      await applying;
      if (!index) throw new Error('the finding index was not built');
      return index;
    },
  };
}

const noChange = (): ChangeSet => ({
  everything: false,
  products: new Set(),
  productRows: new Set(),
  beyondStock: new Set(),
  availability: new Set(),
  figures: new Map(),
});

const isEmpty = (changes: ChangeSet) => !changes.everything && changes.products.size === 0;

/**
 * Adds a look's changes to those noted before, as far as the index reads them: what changed, and
 * whose own row. Past REBUILD_AFTER products the index is built anew, so their names need not be kept.
 */
function addTo(noted: ChangeSet, look: ChangeSet): void {
  if (noted.everything) return;
  for (const product of look.products) noted.products.add(product);
  for (const product of look.productRows) noted.productRows.add(product);
  for (const product of look.beyondStock) noted.beyondStock.add(product);
  if (look.everything || noted.products.size > REBUILD_AFTER) {
    Object.assign(noted, { ...noChange(), everything: true });
  }
}
