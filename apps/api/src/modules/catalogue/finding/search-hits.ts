import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import {
  matchesTypo,
  matchesWords,
  type SearchTerm,
  typoScore,
  withTypoThreshold,
  wordScore,
} from '../search/matching';
import type { CatalogueIndex } from './catalogue-index';

/** The products a search finds, as index slots, each with its score (higher is better). */
export interface SearchHits {
  slots: Int32Array;
  /** ts_rank and word_similarity are `real`: a Float32Array holds them exactly. */
  scores: Float32Array;
}

/** Searches remembered per index, and the hits they may hold together (8 bytes each). */
const MAX_SEARCHES = 500;
const MAX_HITS = 1_000_000;

interface Remembered {
  /** By search text, least recently used first; `size` counts the hits once they are found. */
  searches: Map<string, { hits: Promise<SearchHits>; size: number }>;
  size: number;
}
const remembered = new WeakMap<CatalogueIndex, Remembered>();

/**
 * The live products a search term finds, matched as the search overlay matches: words first, and
 * only when no product matches the words, typos. A search reads only products' own text
 * (search_text, kept current with their name, category and colours), whose every change is an
 * "everything" change that builds a new index: so the hits are remembered with the index they
 * were found for, and forgotten with it. The most recently used stay, within MAX_SEARCHES and MAX_HITS.
 */
export function searchHits(db: Db, index: CatalogueIndex, term: SearchTerm): Promise<SearchHits> {
  let memory = remembered.get(index);
  if (!memory) {
    memory = { searches: new Map(), size: 0 };
    remembered.set(index, memory);
  }
  const { searches } = memory;
  const known = searches.get(term.text);
  if (known) {
    searches.delete(term.text);
    searches.set(term.text, known);
    return known.hits;
  }
  const entry = { hits: findHits(db, index, term), size: 0 };
  searches.set(term.text, entry);
  const kept = memory;
  entry.hits.then(
    (hits) => {
      if (searches.get(term.text) !== entry) return;
      entry.size = hits.slots.length;
      kept.size += entry.size;
      for (const [text, oldest] of searches) {
        if (searches.size <= MAX_SEARCHES && kept.size <= MAX_HITS) break;
        searches.delete(text);
        kept.size -= oldest.size;
      }
    },
    () => {
      if (searches.get(term.text) === entry) searches.delete(term.text);
    },
  );
  return entry.hits;
}

async function findHits(db: Db, index: CatalogueIndex, term: SearchTerm): Promise<SearchHits> {
  const rows = await withTypoThreshold(db, async (tx) => {
    const result = await tx.execute(sql`
      select p.id, ${wordScore(term)} as score from products p
      where p.archived_at is null and p.status = 'ACTIVE' and ${matchesWords(term)}
      union all
      select p.id, ${typoScore(term)} as score from products p
      where p.archived_at is null and p.status = 'ACTIVE' and ${matchesTypo(term)}
        and not exists (select 1 from products p
          where p.archived_at is null and p.status = 'ACTIVE' and ${matchesWords(term)})`);
    return (result as unknown as { rows: { id: string; score: number }[] }).rows;
  });
  // A product the index does not hold yet came after its build: the next look places it. The hits
  // go in slot order, so a scan reads the variant columns in one direction.
  const known = rows
    .flatMap((row) => {
      const slot = index.slotOf.get(row.id);
      return slot === undefined ? [] : [[slot, row.score] as const];
    })
    .sort(([a], [b]) => a - b);
  return {
    slots: Int32Array.from(known, ([slot]) => slot),
    scores: Float32Array.from(known, ([, score]) => score),
  };
}
