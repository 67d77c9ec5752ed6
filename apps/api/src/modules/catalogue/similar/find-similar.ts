import type { Product } from '@vastra/contract/catalogue';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { notFound } from '../../../lib/errors';
import { loadProducts } from '../products/load-products';

/** How much a colour family other than the product's own counts against a candidate, beside price. */
const OTHER_FAMILY_PENALTY = 0.25;

/**
 * Products to show beside one on sale: in stock, from the same branch of the catalogue (its category's
 * parent and everything under it, or its own subtree when it is top-level), nearest first by price
 * (the difference of the lowest prices, as a share of its own) with a product sharing one of its colour
 * families ahead of one at the same distance that does not; never the product itself. One query picks
 * them, then they are loaded as every list loads products. A product not on sale is a 404.
 */
export async function findSimilarProducts(db: Db, productId: string, limit: number): Promise<Product[]> {
  const result = await db.execute(sql`
    with recursive me as (
      select p.id, c.id as category_id, c.parent_id,
        (select min(v.effective_price) from product_variants v
          where v.product_id = p.id and v.archived_at is null) as price,
        (select array_agg(distinct v.color_family) from product_variants v
          where v.product_id = p.id and v.archived_at is null) as families
      from products p join categories c on c.id = p.category_id
      where p.id = ${productId} and p.archived_at is null and p.status = 'ACTIVE'
    ), branch(id) as (
      select coalesce(me.parent_id, me.category_id) from me
      union
      select c.id from categories c join branch b on c.parent_id = b.id
    ), candidates as (
      select p.id, s.price, s.shares_family
      from products p
      cross join me
      join lateral (
        select min(v.effective_price) as price, bool_or(v.color_family = any(me.families)) as shares_family
        from product_variants v
        where v.product_id = p.id and v.archived_at is null and v.stock > 0
      ) s on true
      where p.category_id in (select id from branch) and p.id <> me.id
        and p.archived_at is null and p.status = 'ACTIVE' and s.price is not null
    )
    select exists (select 1 from me) as found,
      (select json_agg(nearest.id order by nearest.distance, nearest.id) from (
        select c.id, abs(c.price - me.price) / greatest(me.price, 1)
          + case when c.shares_family then 0 else ${OTHER_FAMILY_PENALTY}::numeric end as distance
        from candidates c cross join me
        order by distance, c.id
        limit ${limit}
      ) nearest) as ids
  `);
  const [row] = (result as unknown as { rows: { found: boolean; ids: string[] | null }[] }).rows;
  if (!row?.found) throw notFound('Product not found.');
  return loadProducts(db, row.ids ?? []);
}
