import type { PaymentMethod } from '@vastra/contract/orders';
import type { ShopSettings } from '@vastra/contract/settings';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { namedStatement } from '../../db/named-statement';
import type { addresses } from '../../db/schema/accounts';
import type { orderItems } from '../../db/schema/shopping';
import { PAYMENT_WINDOW_MS } from '../payments/settlement';
import type { OrderRow } from './order-view';

/** A cart line to order: the variant and how many, with the names the order keeps. */
export interface OrderLine {
  productVariantId: string;
  quantity: number;
  productId: string;
  productName: string;
  color: string;
  size: string;
}

export interface NewOrder {
  orderId: string;
  userId: string;
  paymentMethod: PaymentMethod;
  /** The online payment's id (also its row's id); null for cash on delivery. */
  merchantTransactionId: string | null;
  idempotencyKey: string | null;
  provider: string;
  address: typeof addresses.$inferSelect;
  lines: OrderLine[];
  now: Date;
  /**
   * The shop's allowance of open COD orders per account, which the statement checks for cash on
   * delivery (the caller has locked the customer first, see cod-allowance.ts).
   */
  codLimits: Pick<ShopSettings, 'codMaxOpenOrders' | 'codMaxOpenValue'>;
}

export type WrittenOrder =
  | { placed: true; order: OrderRow; lines: (typeof orderItems.$inferSelect)[] }
  /** The first line (by variant id) whose units could not be had: nothing was written. */
  | { placed: false; shortVariantId: string }
  /** One more cash-on-delivery order would pass the allowance (their number or value): nothing was written. */
  | { placed: false; openCodOrders: number }
  /** Cash on delivery, and an order placed meanwhile emptied the cart: nothing was written. */
  | { placed: false; cartEmptied: true };

interface StatementRow extends Partial<Omit<OrderRow, 'orderDate'>> {
  shortVariantId: string | null;
  /** The customer's open COD orders, when one more was refused. */
  openCodOrders: number | null;
  cartEmptied: boolean;
  lines: (typeof orderItems.$inferSelect)[] | null;
}

/**
 * Places an order in one statement, so it is all or nothing without a transaction of many round
 * trips: lock the variants (in id order, as every stock change does, so two orders never deadlock),
 * and only if every line's live variant has the units (and, for cash on delivery, the customer's
 * open COD orders with this one stay within the allowance, and the cart has not been emptied by an
 * order of it placed meanwhile), take them, price the lines at the prices read under that lock, write
 * the order, its lines, its first status (PENDING, the start of its timeline) and its payment
 * (online) or empty the cart (cash on delivery). Returns the order as written, its lines in the order
 * an Order shows them, or why nothing was written: the allowance, the emptied cart, else the variant
 * that ran short.
 */
export async function writeOrder(db: Db | Tx, order: NewOrder): Promise<WrittenOrder> {
  const { address, lines, now, codLimits, ...orderFields } = order;
  const wanted = lines.map((line) => ({
    variant_id: line.productVariantId,
    quantity: line.quantity,
    product_id: line.productId,
    product_name: line.productName,
    color: line.color,
    size: line.size,
  }));
  const [row] = await writeOrderStatement(db, {
    ...address,
    ...orderFields,
    addressId: address.id,
    wanted: JSON.stringify(wanted),
    now: now.toISOString(),
    expiresAt: new Date(now.getTime() + PAYMENT_WINDOW_MS).toISOString(),
    online: order.merchantTransactionId !== null,
    codMaxOpenOrders: codLimits.codMaxOpenOrders,
    codMaxOpenValue: codLimits.codMaxOpenValue,
  });
  if (row && row.openCodOrders !== null) return { placed: false, openCodOrders: row.openCodOrders };
  if (row?.cartEmptied) return { placed: false, cartEmptied: true };
  if (row?.shortVariantId) return { placed: false, shortVariantId: row.shortVariantId };
  if (!row?.id || !row.lines) throw new Error('the order statement wrote no order');
  // order_date is the `now` written above.
  const { shortVariantId, openCodOrders, cartEmptied, lines: written, ...placed } = row;
  return {
    placed: true,
    order: { ...(placed as Omit<OrderRow, 'orderDate'>), orderDate: now },
    lines: written,
  };
}

/**
 * `writeOrder`'s statement's values: the order's and its address's fields (the placeholders take the
 * names they use), and the lines as JSON (`wanted`).
 */
type StatementValues = Omit<NewOrder, 'address' | 'lines' | 'now' | 'codLimits'> &
  NewOrder['codLimits'] &
  NewOrder['address'] & {
    addressId: string;
    wanted: string;
    now: string;
    expiresAt: string;
    online: boolean;
  };

// The variants are looked up by `id = any(array(...))`, which the planner always reads as a few index
// lookups. Joined to `wanted` instead, it trusted jsonb_to_recordset's fixed guess of a hundred lines
// and, on a catalogue of about ten thousand variants, read every variant twice per order.
const writeOrderStatement = namedStatement<StatementRow, StatementValues>('write_order', () => {
  const p = sql.placeholder;
  return sql`
    with wanted as (
      select * from jsonb_to_recordset(${p('wanted')}::jsonb)
        as w(variant_id uuid, quantity int, product_id uuid, product_name text, color text, size text)
    ), locked as (
      select v.id, v.stock, v.archived_at is null and p.archived_at is null as live,
        coalesce(v.discount_price, v.original_price) as price
      from product_variants v join products p on p.id = v.product_id
      where v.id = any(array(select variant_id from wanted))
      order by v.id
      for update of v
    ), open_cod as (
      -- orders_open_cod_idx's own filter, so only the open COD orders are read.
      select count(*)::int as orders, coalesce(sum(o.order_total), 0) as value from orders o
      where not ${p('online')}::boolean and o.user_id = ${p('userId')}::uuid and o.payment_method = 'COD'
        and o.delivery_status in ('PENDING', 'SHIPPED')
    ), cod_refused as (
      select open_cod.orders
      from open_cod,
        (select coalesce(sum(l.price * w.quantity), 0) as value from wanted w join locked l on l.id = w.variant_id) cart
      where not ${p('online')}::boolean and (open_cod.orders >= ${p('codMaxOpenOrders')}::int
        or open_cod.value + cart.value > ${p('codMaxOpenValue')}::numeric)
    ), cart_emptied as (
      -- The same cart sent twice at once: the customer's lock held this one until the first committed.
      select 1 where not ${p('online')}::boolean and not exists (
        select 1 from cart_items ci join carts c on c.id = ci.cart_id where c.user_id = ${p('userId')}::uuid)
    ), short as (
      select w.variant_id from wanted w left join locked l on l.id = w.variant_id
      where l.id is null or not l.live or l.stock < w.quantity
      order by w.variant_id
      limit 1
    ), taken as (
      update product_variants v set stock = v.stock - w.quantity, updated_at = ${p('now')}::timestamptz
      from wanted w
      where v.id = any(array(select variant_id from wanted)) and v.id = w.variant_id
        and not exists (select 1 from short) and not exists (select 1 from cod_refused)
        and not exists (select 1 from cart_emptied)
      returning v.id
    ), priced as (
      -- The prices read under the lock, which is held until the order commits.
      select w.*, l.price from wanted w join taken on taken.id = w.variant_id join locked l on l.id = w.variant_id
    ), placed as (
      insert into orders (id, user_id, order_date, order_total, payment_method, merchant_transaction_id,
        idempotency_key, source_address_id, full_name, phone, address_line1, address_line2, city, state,
        postal_code)
      select ${p('orderId')}::uuid, ${p('userId')}::uuid, ${p('now')}::timestamptz, sum(price * quantity),
        ${p('paymentMethod')}::text, ${p('merchantTransactionId')}::uuid, ${p('idempotencyKey')}::text,
        ${p('addressId')}::uuid, ${p('fullName')}::text, ${p('phone')}::text, ${p('addressLine1')}::text,
        ${p('addressLine2')}::text, ${p('city')}::text, ${p('state')}::text, ${p('postalCode')}::text
      from priced
      having count(*) > 0
      returning *
    ), lines as (
      insert into order_items (order_id, product_id, product_variant_id, product_name, color, size,
        quantity, price_at_purchase)
      select placed.id, priced.product_id, priced.variant_id, priced.product_name, priced.color,
        priced.size, priced.quantity, priced.price
      from priced, placed
      returning *
    ), placed_status as (
      insert into order_status_history (order_id, status, at)
      select placed.id, placed.delivery_status, ${p('now')}::timestamptz from placed
    ), payment as (
      insert into payments (id, order_id, provider, amount, expires_at)
      select placed.merchant_transaction_id, placed.id, ${p('provider')}::text, placed.order_total,
        ${p('expiresAt')}::timestamptz
      from placed where ${p('online')}::boolean
    ), emptied as (
      -- Online payment keeps the cart until it is paid.
      delete from cart_items
      where not ${p('online')}::boolean and exists (select 1 from placed)
        and cart_id in (select id from carts where user_id = ${p('userId')}::uuid)
    )
    select (select variant_id from short) as "shortVariantId",
      (select orders from cod_refused) as "openCodOrders",
      exists (select 1 from cart_emptied) as "cartEmptied",
      placed.id, placed.order_total::text as "orderTotal",
      placed.delivery_status as "deliveryStatus", placed.payment_method as "paymentMethod",
      placed.payment_status as "paymentStatus", placed.merchant_transaction_id as "merchantTransactionId",
      placed.discount::text as "discount", placed.coupon_code as "couponCode",
      placed.source_address_id as "sourceAddressId", placed.full_name as "fullName", placed.phone,
      placed.address_line1 as "addressLine1",
      placed.address_line2 as "addressLine2", placed.city, placed.state, placed.postal_code as "postalCode",
      (select json_agg(json_build_object('id', l.id, 'orderId', l.order_id, 'productId', l.product_id,
         'productVariantId', l.product_variant_id, 'productName', l.product_name, 'color', l.color,
         'size', l.size, 'quantity', l.quantity, 'priceAtPurchase', l.price_at_purchase::text,
         'discount', l.discount::text)
         order by l.product_name, l.id)
       from lines l) as lines
    from (select 1) as statement left join placed on true
  `;
});
