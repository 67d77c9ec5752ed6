import type { ShopSettings } from '@vastra/contract/settings';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { namedStatement } from '../../db/named-statement';
import { productVariants } from '../../db/schema/catalogue';
import { cartItems, carts, orders } from '../../db/schema/shopping';
import { users } from '../../db/schema/users';
import { conflict } from '../../lib/errors';
import { toPaise } from '../../lib/money';
import { formatRupees } from './confirmation-mail';

interface OpenCod {
  openOrders: number;
  openValue: string;
  cartValue: string;
}

/**
 * Inside the order's transaction: locks the customer, then checks that one more cash-on-delivery
 * order (the cart at today's prices) stays within the shop's open orders and value per account (a
 * 409 saying why otherwise). The lock comes first, in its own statement, so that the count is read
 * after any order of theirs that was being placed at the same moment: parallel orders cannot all pass.
 */
export async function checkCodAllowance(tx: Tx, userId: string, settings: ShopSettings): Promise<void> {
  if (settings.codMaxOpenOrders === 0) {
    throw conflict('Cash on delivery is not available at the moment. Please pay online.');
  }
  await lockCustomer(tx, { userId });
  const [open] = await openCodOrders(tx, { userId });
  if (!open) return;
  if (open.openOrders >= settings.codMaxOpenOrders) {
    const orderWord = open.openOrders === 1 ? 'order' : 'orders';
    throw conflict(
      `You already have ${open.openOrders} cash on delivery ${orderWord} on the way. Please pay online for this one, or wait until one is delivered.`,
    );
  }
  if (toPaise(open.openValue) + toPaise(open.cartValue) > toPaise(settings.codMaxOpenValue)) {
    throw conflict(
      `Cash on delivery is available for up to ${formatRupees(settings.codMaxOpenValue)} in open orders. Please pay online for this order.`,
    );
  }
}

const lockCustomer = namedStatement<unknown, { userId: string }>(
  'lock_customer',
  () => sql`select 1 from ${users} where ${users.id} = ${sql.placeholder('userId')} for update`,
);

// The open orders' filter is orders_open_cod_idx's own, so only they are read.
const openCodOrders = namedStatement<OpenCod, { userId: string }>('open_cod_orders', () => {
  const userId = sql.placeholder('userId');
  return sql`
    select open_cod.orders as "openOrders", open_cod.value as "openValue",
      (select coalesce(sum(coalesce(v.discount_price, v.original_price) * ci.quantity), 0)::text
        from ${cartItems} ci
        join ${carts} c on c.id = ci.cart_id
        join ${productVariants} v on v.id = ci.product_variant_id
        where c.user_id = ${userId}) as "cartValue"
    from (
      select count(*)::int as orders, coalesce(sum(o.order_total), 0)::text as value from ${orders} o
      where o.user_id = ${userId} and o.payment_method = 'COD' and o.delivery_status in ('PENDING', 'SHIPPED')
    ) open_cod`;
});
