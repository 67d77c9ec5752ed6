import {
  type ColourFamily,
  colourFamilies,
  colourFamilySwatches,
  discountSteps,
  type Facets,
  type ProductFilters,
} from '@vastra/contract/finding';
import { sortSizes } from '@vastra/contract/size-order';
import { type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { allConditions, type VariantConditions } from './variant-conditions';

interface FacetRow {
  total: number;
  sizes: { value: string; count: number }[] | null;
  colors: { value: ColourFamily; count: number }[] | null;
  price: { min: string | null; max: string | null };
  discounts: number[];
}

/**
 * How many products match (`total`) and the facets, in one query over the live variants of the
 * products in scope: each facet counts products (not variants) with a variant meeting every
 * filter but the facet's own, so choosing M shows how many blue M's there are.
 */
export async function countFacets(
  db: Db | Tx,
  scope: SQL,
  conditions: VariantConditions,
  filters: ProductFilters,
): Promise<{ total: number; facets: Facets }> {
  const { size, colour, price, discount, stock } = conditions;
  // Without variant filters a product with no live variant still counts, as it always has.
  const total = conditions.active
    ? sql`(select count(distinct product_id)::int from candidates where all_ok)`
    : sql`(select count(*)::int from scope)`;
  const discountCounts = sql.join(
    discountSteps.map((step) => sql`(count(*) filter (where best >= ${step}::int))::int`),
    sql`, `,
  );
  const result = await db.execute(sql`
    with ${scope},
    candidates as materialized (
      select v.product_id, v.size, v.color_family, v.effective_price, v.discount_percent,
        ${size} as size_ok, ${colour} as colour_ok, ${price} as price_ok,
        ${discount} as discount_ok, ${stock} as stock_ok, ${allConditions(conditions)} as all_ok
      from product_variants v join scope s on s.id = v.product_id
      where v.archived_at is null
    ),
    best_discounts as (
      select max(discount_percent) as best from candidates
      where size_ok and colour_ok and price_ok and stock_ok
      group by product_id
    )
    select ${total} as total,
      (select json_agg(json_build_object('value', size, 'count', n)) from (
         select size, count(distinct product_id)::int as n from candidates
         where colour_ok and price_ok and discount_ok and stock_ok group by size) as sizes) as sizes,
      (select json_agg(json_build_object('value', color_family, 'count', n)) from (
         select color_family, count(distinct product_id)::int as n from candidates
         where color_family is not null and size_ok and price_ok and discount_ok and stock_ok
         group by color_family) as colours) as colors,
      (select json_build_object('min', min(effective_price)::text, 'max', max(effective_price)::text)
       from candidates where size_ok and colour_ok and discount_ok and stock_ok) as price,
      (select json_build_array(${discountCounts}) from best_discounts) as discounts`);
  const [row] = (result as unknown as { rows: FacetRow[] }).rows;
  if (!row) throw new Error('the facet query returned no row');
  return { total: row.total, facets: facetsOf(row, filters) };
}

/** The row as API.md's facets: sizes in size order, colours in family order, chosen values kept at 0. */
function facetsOf(row: FacetRow, filters: ProductFilters): Facets {
  const sizes = new Map((row.sizes ?? []).map(({ value, count }) => [value, count]));
  for (const chosen of filters.size) if (!sizes.has(chosen)) sizes.set(chosen, 0);
  const colours = new Map((row.colors ?? []).map(({ value, count }) => [value, count]));
  return {
    sizes: sortSizes([...sizes], ([value]) => value).map(([value, count]) => ({ value, count })),
    colors: colourFamilies
      .filter((family) => colours.has(family) || filters.color.includes(family))
      .map((family) => ({
        value: family,
        hex: colourFamilySwatches[family],
        count: colours.get(family) ?? 0,
      })),
    price: row.price,
    discounts: discountSteps.map((value, i) => ({ value, count: row.discounts[i] ?? 0 })),
  };
}
