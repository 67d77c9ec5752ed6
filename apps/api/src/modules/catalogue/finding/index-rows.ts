import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import type { IndexRow } from './catalogue-index';

/**
 * The live products on sale (not drafts) newest first (or, given `ids`, just those that are live), each with its live
 * variants as the index stores them, in one query: the variants come from the finding index
 * (migration 0011), whose columns hold all that is read, and prices come as integer paise.
 * created_at comes in microseconds, as exact as PostgreSQL keeps it.
 */
export async function loadIndexRows(db: Db, ids?: Iterable<string>): Promise<IndexRow[]> {
  const only = ids ? sql`and p.id = any(string_to_array(${[...ids].join(',')}, ',')::uuid[])` : sql``;
  const result = await db.execute(sql`
    select p.id, p.category_id as "categoryId",
      (extract(epoch from p.created_at) * 1000000)::float8 as "createdAt",
      (select json_agg(json_build_array(v.size, v.color_family, (v.effective_price * 100)::bigint,
         v.discount_percent, v.stock))
       from product_variants v where v.product_id = p.id and v.archived_at is null) as variants
    from products p
    where p.archived_at is null and p.status = 'ACTIVE' ${only}
    order by p.created_at desc, p.id desc`);
  return (result as unknown as { rows: IndexRow[] }).rows;
}
