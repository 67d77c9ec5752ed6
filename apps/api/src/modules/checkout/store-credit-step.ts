import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { fromPaise, toPaise } from '../../lib/money';
import { payFromStoreCredit } from '../store-credit';
import type { WrittenOrder } from './write-order';

type Placed = Extract<WrittenOrder, { placed: true }>;

/**
 * The store credit step of placing an order, in its transaction after the coupon step (credit pays
 * the total as discounted): takes min(balance, total) from the customer's ledger and keeps it on the
 * order; an online payment is opened for the rest only. An order the credit pays in full is paid at
 * once: an online one opens no payment at all (its payment row goes, its cart is emptied as a paid
 * order's is), while cash on delivery stays cash on delivery with nothing to collect.
 */
export async function payOrderFromStoreCredit(
  tx: Tx,
  userId: string,
  written: Placed,
  now: Date,
): Promise<Placed> {
  const { order } = written;
  const total = toPaise(order.orderTotal);
  const used = await payFromStoreCredit(tx, { userId, orderId: order.id, total, now });
  if (used === 0) return written;
  const online = order.paymentMethod === 'ONLINE_PAYMENT';
  const paidInFull = online && used === total;
  await tx.execute(sql`
    with payment as (
      update payments set amount = ${fromPaise(total - used)}::numeric
      where order_id = ${order.id}::uuid and ${online}::boolean and not ${paidInFull}::boolean
    ), no_payment as (
      delete from payments where order_id = ${order.id}::uuid and ${paidInFull}::boolean
    ), cart as (
      delete from cart_items
      where ${paidInFull}::boolean and cart_id in (select id from carts where user_id = ${userId}::uuid)
    )
    update orders set store_credit_used = ${fromPaise(used)}::numeric,
      payment_status = case when ${paidInFull}::boolean then 'COMPLETED' else payment_status end,
      merchant_transaction_id = case when ${paidInFull}::boolean then null else merchant_transaction_id end
    where id = ${order.id}::uuid`);
  return {
    ...written,
    order: {
      ...order,
      storeCreditUsed: fromPaise(used),
      ...(paidInFull && { paymentStatus: 'COMPLETED' as const, merchantTransactionId: null }),
    },
  };
}
