import type { Cart } from '@vastra/contract/cart';
import { type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { namedStatement } from '../../db/named-statement';
import { cartItems, carts } from '../../db/schema/shopping';
import { fromPaise } from '../../lib/money';
import {
  type ImageJson,
  imagesJson,
  photosForColour,
  toImages,
  toVariant,
  unitPricePaise,
  type VariantRow,
} from '../catalogue';
import { type CartBeforeCoupon, priceCartCoupon } from '../coupons';

/** A cart line as `cartLinesJson` aggregates it. */
interface CartLineJson {
  id: string;
  quantity: number;
  variant: VariantRow;
  /** Neither the variant nor its product has been archived, and the product is not a draft. */
  live: boolean;
  productId: string;
  productName: string;
  images: ImageJson[] | null;
}

/**
 * SQL for cart lines as a JSON array in the order they were added (null when there are none), with
 * each line's variant, product and images: `lines` selects cart_items' id, product_variant_id,
 * quantity and created_at.
 */
export function cartLinesJson(lines: SQL): SQL<CartLineJson[] | null> {
  return sql<CartLineJson[] | null>`(
    select json_agg(json_build_object(
      'id', l.id, 'quantity', l.quantity,
      'variant', json_build_object('id', v.id, 'color', v.color, 'colorHexCode', v.color_hex_code,
        'size', v.size, 'originalPrice', v.original_price::text, 'discountPrice', v.discount_price::text,
        'stock', v.stock),
      'live', v.archived_at is null and p.archived_at is null and p.status = 'ACTIVE',
      'productId', p.id, 'productName', p.name, 'images', ${imagesJson(sql`p.id`)})
      order by l.created_at, l.id)
    from (${lines}) l
    join product_variants v on v.id = l.product_variant_id
    join products p on p.id = v.product_id)`;
}

/** The lines of the cart with this id, for `cartLinesJson`. */
export function linesOfCart(cartId: SQL): SQL {
  return sql`select id, product_variant_id, quantity, created_at from ${cartItems} where cart_id = ${cartId}`;
}

/**
 * A user's cart as docs/api.md's Cart, in one named statement however many lines it has (and one for its
 * offer code, when it has one); null before their first. Every signed-in page load reads it.
 */
export async function readCart(db: Db | Tx, userId: string): Promise<Cart | null> {
  const [row] = await cartOfUser(db, { userId });
  return row ? priceCartCoupon(db, userId, toCart(row.cartId, row.lines), row.couponId) : null;
}

const cartOfUser = namedStatement<
  { cartId: string; couponId: string | null; lines: CartLineJson[] | null },
  { userId: string }
>(
  'read_cart',
  () => sql`select c.id as "cartId", c.coupon_id as "couponId", ${cartLinesJson(linesOfCart(sql`c.id`))} as lines
    from ${carts} c where c.user_id = ${sql.placeholder('userId')}::uuid`,
);

/**
 * docs/api.md's Cart from `cartLinesJson`'s lines, but for its offer code: count and subtotal at current
 * prices.
 */
export function toCart(cartId: string, lines: CartLineJson[] | null): CartBeforeCoupon {
  let count = 0;
  let subtotal = 0;
  const items = (lines ?? []).map((line) => {
    count += line.quantity;
    subtotal += unitPricePaise(line.variant) * line.quantity;
    return {
      id: line.id,
      quantity: line.quantity,
      productVariantId: line.variant.id,
      available: line.live && line.variant.stock >= line.quantity,
      product: {
        id: line.productId,
        name: line.productName,
        images: photosForColour(toImages(line.images), line.variant.color),
        variant: toVariant(line.variant),
      },
    };
  });
  return { id: cartId, items, count, subtotal: fromPaise(subtotal) };
}
