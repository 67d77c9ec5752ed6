import type { SearchHit } from '@vastra/contract/catalogue';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { fromPaise, toPaise } from '../../lib/money';
import { uploadUrl } from '../media/urls';

const MAX_HITS = 20;

/**
 * How close (pg_trgm word_similarity, 0 to 1) typed text must come to a product's search text to
 * count as a typo for it: "jaket" scores 0.44 against "Denim Jacket", "tshrt" 0.5 against
 * "TShirts". Given per query rather than through the connection-wide pg_trgm settings.
 */
const TYPO_THRESHOLD = 0.3;

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
  const term = typed.trim();
  if (term.length < 2) return [];
  // Apostrophes and hyphens join words ("men's", "t-shirt"), as they do in the search text.
  const text = term.toLowerCase().replace(/['\u2019-]/g, '');
  const words = text.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  if (words.length === 0) return [];
  // Every word as a prefix: safe to hand to to_tsquery because only letters and digits remain.
  const prefixQuery = words.map((word) => `${word}:*`).join(' & ');

  const result = await db.execute(sql`
    with query as (
      select to_tsquery('english', ${prefixQuery}) as words, ${text}::text as typed
    ), matches as (
      select p.id, p.name, p.category_id, p.created_at,
        p.search_vector @@ query.words as exact,
        ts_rank(p.search_vector, query.words) as rank,
        word_similarity(query.typed, p.search_text) as closeness
      from products p, query
      where p.archived_at is null
        and (p.search_vector @@ query.words or word_similarity(query.typed, p.search_text) >= ${TYPO_THRESHOLD})
    )
    select m.id, m.name, c.id as "categoryId", c.name as "categoryName", c.slug as "categorySlug",
      -- The smallest resized copy (srcset is narrowest first): results are thumbnails.
      (select coalesce(i.srcset->0->>'filename', i.filename) from product_images i where i.product_id = m.id
       order by i.position, i.created_at, i.id limit 1) as "imageFilename",
      (select min(coalesce(v.discount_price, v.original_price))::text from product_variants v
       where v.product_id = m.id and v.archived_at is null) as price
    from matches m
    join categories c on c.id = m.category_id
    where m.exact or not exists (select 1 from matches where exact)
    order by m.exact desc, m.rank desc, m.closeness desc, m.created_at desc, m.id
    limit ${MAX_HITS}
  `);
  return (result as unknown as { rows: HitRow[] }).rows.map((row) => ({
    id: row.id,
    name: row.name,
    imageUrl: row.imageFilename ? uploadUrl(row.imageFilename) : null,
    category: { id: row.categoryId, name: row.categoryName, slug: row.categorySlug },
    price: fromPaise(row.price ? toPaise(row.price) : 0),
  }));
}
