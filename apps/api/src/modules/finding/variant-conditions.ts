import type { ProductFilters } from '@vastra/contract/finding';
import { type SQL, sql } from 'drizzle-orm';
import { fromPaise, toPaise } from '../../lib/money';

/**
 * Each variant filter as SQL on a live variant `v` (true when the filter is not used), kept apart
 * so that each facet can apply every filter but its own.
 */
export interface VariantConditions {
  size: SQL;
  colour: SQL;
  price: SQL;
  discount: SQL;
  stock: SQL;
  /** Whether any variant filter is used: without one, products without variants still list. */
  active: boolean;
}

const always = sql`true`;

/** The variant filters of a request as SQL conditions (API.md "Finding products"). */
export function variantConditions(filters: ProductFilters): VariantConditions {
  const { size, color, minPrice, maxPrice, minDiscount, inStock } = filters;
  const price = [
    minPrice === undefined ? null : sql`v.effective_price >= ${rupees(minPrice)}::numeric`,
    maxPrice === undefined ? null : sql`v.effective_price <= ${rupees(maxPrice)}::numeric`,
  ].filter((condition) => condition !== null);
  const conditions = {
    size: size.length > 0 ? sql`v.size in (${oneOf(size)})` : always,
    colour: color.length > 0 ? sql`v.color_family in (${oneOf(color)})` : always,
    price: price.length > 0 ? sql.join(price, sql` and `) : always,
    discount: minDiscount ? sql`v.discount_percent >= ${minDiscount}::int` : always,
    stock: inStock ? sql`v.stock > 0` : always,
  };
  const active = Object.values(conditions).some((condition) => condition !== always);
  return { ...conditions, active };
}

/** Every variant filter at once: the variant a product matches through. */
export function allConditions(conditions: VariantConditions): SQL {
  return sql`${conditions.size} and ${conditions.colour} and ${conditions.price} and ${conditions.discount} and ${conditions.stock}`;
}

const oneOf = (values: string[]) =>
  sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  );

/** A rupee bound as the exact numeric it is compared with (the contract allows 2 decimals at most). */
const rupees = (amount: number) => fromPaise(toPaise(amount));
