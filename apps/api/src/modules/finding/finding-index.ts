import type { Db } from '../../db/client';
import { type ChangeSet, catalogueChangeLog } from '../products/catalogue-changes';
import { buildIndex, type CatalogueIndex, placeAgain, replaceVariants } from './catalogue-index';
import { loadIndexRows } from './index-rows';

/** Past this many changed products in one look, reading them all again is as cheap as picking them. */
const REBUILD_AFTER = 5_000;

const indexes = new WeakMap<Db, () => Promise<CatalogueIndex>>();

/**
 * The finding index of a database: its live products and variants in memory (catalogue-index.ts),
 * exact at every read. Each call looks at the catalogue_changes log as the catalogue cache does (a
 * write committed by any process before the call is seen by it, no timer) and first reads again
 * the products that changed, in one query: their variants are put in place, and when a product's
 * own row changed (added, renamed, moved, archived) the changed products are placed again in a new
 * index, the others copied as they are. An "everything" change (a category written) builds the
 * index anew. The first call builds it.
 */
export function currentFindingIndex(db: Db): Promise<CatalogueIndex> {
  let current = indexes.get(db);
  if (!current) {
    current = createFindingIndex(db);
    indexes.set(db, current);
  }
  return current();
}

function createFindingIndex(db: Db): () => Promise<CatalogueIndex> {
  let index: CatalogueIndex | undefined;
  // Changes are applied one look after another, each finished before the next begins.
  let applying: Promise<void> = Promise.resolve();

  const apply = async (changed: ChangeSet) => {
    try {
      if (!index || changed.everything || changed.products.size > REBUILD_AFTER) {
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
  const changes = catalogueChangeLog(db, (changed) => {
    applying = applying.catch(() => undefined).then(() => apply(changed));
    return applying;
  });

  return async () => {
    await changes.look();
    if (!index) throw new Error('the finding index was not built');
    return index;
  };
}
