import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';

/**
 * Recomputes what search reads for products: name, the names of its category and that category's
 * ancestors, and live variant colours. Hyphens become spaces, and each hyphenated word is added
 * once more joined up, so "T-Shirts" is found by "t shirt", "tshirt" and, by trigrams, "tshrt".
 * Call after creating or editing products or their variants, or renaming or moving a category
 * (pass no ids to refresh every product).
 */
export async function refreshProductSearchText(db: Db | Tx, productIds?: string[]): Promise<void> {
  if (productIds && productIds.length === 0) return;
  const onlyThese = productIds
    ? sql`where p.id in (${sql.join(
        productIds.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`
    : sql``;
  await db.execute(sql`
    update products set search_text = concat_ws(' ',
      regexp_replace(words.text, '-', ' ', 'g'),
      (select string_agg(replace(m[1], '-', ''), ' ')
       from regexp_matches(words.text, '(\\w+(?:-\\w+)+)', 'g') as m))
    from (
      select p.id, concat_ws(' ', p.name,
        (with recursive chain(id, name, parent_id) as (
           select c.id, c.name, c.parent_id from categories c where c.id = p.category_id
           union
           select a.id, a.name, a.parent_id from categories a join chain on a.id = chain.parent_id
         ) select string_agg(chain.name, ' ') from chain),
        (select string_agg(distinct v.color, ' ') from product_variants v
         where v.product_id = p.id and v.archived_at is null)
      ) as text
      from products p
      ${onlyThese}
    ) as words
    where products.id = words.id
  `);
}
