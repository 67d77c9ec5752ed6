import type { SearchHit } from '@vastra/contract/catalogue';
import { type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import { fromPaise, toPaise } from '../../../lib/money';
import { uploadUrl } from '../../media';
import {
  matchesTypo,
  matchesWords,
  type SearchTerm,
  searchTerm,
  typoScore,
  withTypoThreshold,
  wordScore,
} from './matching';

const MAX_HITS = 20;

interface HitRow {
  id: string;
  name: string;
  categoryId: string;
  categoryName: string;
  categorySlug: string;
  imageFilename: string | null;
  price: string | null;
}

/**
 * GET /products/search: live products whose words start with the typed words (full-text search,
 * so "jackets" also finds "jacket"), best first. Only when no product matches that way, products
 * whose text comes close to what was typed (trigram similarity, for typos such as "jaket"): this
 * keeps "men" from also listing everything "women". At most 20; under 2 characters finds nothing.
 */
export async function searchProducts(db: Db, typed: string): Promise<SearchHit[]> {
  const term = searchTerm(typed);
  if (!term) return [];
  const found = await wordMatches(db, term);
  return (found.length > 0 ? found : await typoMatches(db, term)).map(toSearchHit);
}

/** Full-text matches on search_vector, best ranked first. */
async function wordMatches(db: Db, term: SearchTerm): Promise<HitRow[]> {
  return hitRows(db, bestLiveProducts(wordScore(term), matchesWords(term)));
}

/** Products whose search text comes close to the typed text, closest first. */
async function typoMatches(db: Db, term: SearchTerm): Promise<HitRow[]> {
  return withTypoThreshold(db, (tx) => hitRows(tx, bestLiveProducts(typoScore(term), matchesTypo(term))));
}

/** The live products on sale that `matches` picks, highest `score` first, newest first among equals. */
function bestLiveProducts(score: SQL, matches: SQL): SQL {
  return sql`
    select p.id, p.name, p.category_id, p.created_at, ${score} as score
    from products p
    where p.archived_at is null and p.status = 'ACTIVE' and ${matches}
    order by score desc, p.created_at desc, p.id
    limit ${MAX_HITS}`;
}

/**
 * The products `ranked` picks (id, name, category_id, created_at, score; at most 20), best first,
 * with category, thumbnail and price: looked up for those few only.
 */
async function hitRows(db: Db | Tx, ranked: SQL): Promise<HitRow[]> {
  const result = await db.execute(sql`
    with ranked as (${ranked})
    select r.id, r.name, c.id as "categoryId", c.name as "categoryName", c.slug as "categorySlug",
      -- The smallest resized copy (srcset is narrowest first): results are thumbnails.
      (select coalesce(i.srcset->0->>'filename', i.filename) from product_images i where i.product_id = r.id
       order by i.position, i.created_at, i.id limit 1) as "imageFilename",
      (select min(coalesce(v.discount_price, v.original_price))::text from product_variants v
       where v.product_id = r.id and v.archived_at is null) as price
    from ranked r
    join categories c on c.id = r.category_id
    order by r.score desc, r.created_at desc, r.id
  `);
  return (result as unknown as { rows: HitRow[] }).rows;
}

function toSearchHit(row: HitRow): SearchHit {
  return {
    id: row.id,
    name: row.name,
    imageUrl: row.imageFilename ? uploadUrl(row.imageFilename) : null,
    category: { id: row.categoryId, name: row.categoryName, slug: row.categorySlug },
    price: fromPaise(row.price ? toPaise(row.price) : 0),
  };
}
