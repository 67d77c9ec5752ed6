import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';

/**
 * Recomputes what search reads for products: name, category name and live variant colours, with
 * hyphens turned to spaces so "T-Shirts" matches "tshirt". Call after creating or editing products,
 * their variants, or renaming a category (pass no ids to refresh every product).
 */
export async function refreshProductSearchText(db: Db | Tx, productIds?: string[]): Promise<void> {
  if (productIds && productIds.length === 0) return;
  await db.execute(sql`
    update products p set search_text = regexp_replace(
      concat_ws(' ', p.name, c.name, (
        select string_agg(distinct v.color, ' ') from product_variants v
        where v.product_id = p.id and v.archived_at is null
      )), '-', ' ', 'g')
    from categories c
    where c.id = p.category_id
    ${
      productIds
        ? sql`and p.id in (${sql.join(
            productIds.map((id) => sql`${id}::uuid`),
            sql`, `,
          )})`
        : sql``
    }
  `);
}
