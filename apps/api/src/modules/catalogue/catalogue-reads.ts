import type { Db } from '../../db/client';
import { type CatalogueCache, createKeptAnswers } from './answers/catalogue-cache';
import { catalogueChangeLog } from './answers/catalogue-changes';
import type { CatalogueIndex } from './finding/catalogue-index';
import { createFindingIndex } from './finding/finding-index';

/**
 * What the catalogue keeps in memory for one app: its kept answers (answers/catalogue-cache.ts) and
 * its finding index (finding/finding-index.ts). Both follow one change log: each read looks at it
 * once (a write committed by any process before the read is seen by it, with no timer), and each
 * look's changes go to both.
 */
export interface CatalogueReads {
  answers: CatalogueCache;
  /** The finding index as of a look that began after the call. */
  findingIndex(): Promise<CatalogueIndex>;
}

export function createCatalogueReads(db: Db): CatalogueReads {
  const kept = createKeptAnswers();
  const finding = createFindingIndex(db);
  const log = catalogueChangeLog(
    db,
    (changes) => {
      finding.apply(changes);
      return kept.apply(changes);
    },
    { withFigures: true },
  );
  return {
    answers: {
      json: async (key, make, accepts) => kept.json(await log.look(), key, make, accepts),
      size: kept.size,
    },
    findingIndex: async () => {
      await log.look();
      return finding.current();
    },
  };
}
