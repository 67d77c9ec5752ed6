import { type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';

/**
 * How close (pg_trgm word_similarity, 0 to 1) typed text must come to a product's search text to
 * count as a typo for it: "jaket" scores 0.44 against "Denim Jacket", "tshrt" 0.5 against
 * "TShirts". Set for the typo query's own transaction rather than for the connection.
 */
const TYPO_THRESHOLD = '0.3';

/** What a shopper typed, ready for the two ways of matching it. */
export interface SearchTerm {
  /** Lower case, apostrophes and hyphens dropped: compared by trigrams with the search text. */
  text: string;
  /** Every word as a prefix ("jack:* & den:*"): safe for to_tsquery, only letters and digits remain. */
  prefixQuery: string;
}

/** The term a search box's text stands for, or null when it is under 2 characters or has no words. */
export function searchTerm(typed: string): SearchTerm | null {
  const term = typed.trim();
  if (term.length < 2) return null;
  // Apostrophes and hyphens join words ("men's", "t-shirt"), as they do in the search text.
  const text = term.toLowerCase().replace(/['\u2019-]/g, '');
  const words = text.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  if (words.length === 0) return null;
  return { text, prefixQuery: words.map((word) => `${word}:*`).join(' & ') };
}

/** SQL: whether product `p`'s words start with the typed words (full text, so "jackets" finds "jacket"). */
export function matchesWords(term: SearchTerm): SQL {
  return sql`p.search_vector @@ to_tsquery('english', ${term.prefixQuery})`;
}

/** SQL: how well product `p` matches the words, higher is better. */
export function wordScore(term: SearchTerm): SQL {
  return sql`ts_rank(p.search_vector, to_tsquery('english', ${term.prefixQuery}))`;
}

/**
 * SQL: whether product `p`'s search text comes close to the typed text (a typo such as "jaket").
 * The `<%` operator lets the trigram GIN index pick the candidates; run it inside `withTypoThreshold`.
 */
export function matchesTypo(term: SearchTerm): SQL {
  return sql`${term.text} <% p.search_text`;
}

/** SQL: how close product `p`'s search text comes to the typed text, higher is better. */
export function typoScore(term: SearchTerm): SQL {
  return sql`word_similarity(${term.text}, p.search_text)`;
}

/** Runs `read` in a transaction whose pg_trgm threshold is the typo threshold (for `matchesTypo`). */
export function withTypoThreshold<T>(db: Db, read: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('pg_trgm.word_similarity_threshold', ${TYPO_THRESHOLD}, true)`);
    return read(tx);
  });
}
