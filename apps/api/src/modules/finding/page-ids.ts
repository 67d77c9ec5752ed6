import type { ProductSort } from '@vastra/contract/finding';
import { type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { allConditions, type VariantConditions } from './variant-conditions';

/** Ties in every order go newest first, and the id makes the order total, so pages never overlap. */
const newest = sql`s.created_at desc, s.id desc`;

/**
 * The ids of one page of the matching products in `sort` order. Newest and relevance walk the
 * products and ask each for a matching variant (the newest-first index serves the first pages);
 * the price and discount orders first sum up each product's matching variants: its lowest
 * effective price and its largest discount.
 */
export async function pageIds(
  db: Db | Tx,
  scope: SQL,
  conditions: VariantConditions,
  sort: Exclude<ProductSort, 'relevance'> | 'score',
  page: { page: number; limit: number },
): Promise<string[]> {
  const window = sql`limit ${page.limit} offset ${(page.page - 1) * page.limit}`;
  const matching = allConditions(conditions);
  const query =
    sort === 'newest' || sort === 'score'
      ? sql`
        with ${scope}
        select s.id from scope s
        ${conditions.active ? sql`where exists (select 1 from product_variants v where v.product_id = s.id and v.archived_at is null and ${matching})` : sql``}
        order by ${sort === 'score' ? sql`s.score desc, ` : sql``}${newest}
        ${window}`
      : sql`
        with ${scope},
        matched as (
          select v.product_id, min(v.effective_price) as low, max(v.discount_percent) as best
          from product_variants v join scope s on s.id = v.product_id
          where v.archived_at is null and ${matching}
          group by v.product_id
        )
        select s.id from scope s ${conditions.active ? sql`join` : sql`left join`} matched m on m.product_id = s.id
        order by ${orderOf[sort]}, ${newest}
        ${window}`;
  const result = await db.execute(query);
  return (result as unknown as { rows: { id: string }[] }).rows.map((row) => row.id);
}

const orderOf: Record<'price_asc' | 'price_desc' | 'discount', SQL> = {
  price_asc: sql`m.low asc nulls last`,
  price_desc: sql`m.low desc nulls last`,
  discount: sql`m.best desc nulls last`,
};
