import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { refunds, returnItems } from '../../db/schema/returns';
import { orders, payments } from '../../db/schema/shopping';
import { fieldError, HttpError } from '../../lib/errors';
import { fromPaise, toPaise } from '../../lib/money';
import { issueCreditNote } from '../invoices';
import type { ShopContext } from '../orders';

export const COD_REFUND_NEEDS_NOTE = 'Add a note saying how the money was paid back.';
export const PROVIDER_REFUSED_REFUND =
  'The payment provider did not accept the refund, so nothing was refunded. Please try again later.';

/**
 * Refunds a request inside the transaction that marks it REFUNDED: its RETURN items' amounts, paid
 * back through the payment provider for an order paid online (our refund id is the request's id,
 * so asking twice is one refund there), or recorded with the admin's note for cash on delivery. The
 * provider is asked before anything is written here and before the transaction commits: when it
 * refuses or cannot be reached the answer is a 502 and the whole move rolls back. Then the credit
 * note takes its number and the refund row is written.
 */
export async function refundRequest(
  ctx: ShopContext,
  tx: Tx,
  request: { returnId: string; orderId: string; note: string | null },
  now: Date,
): Promise<void> {
  const [order] = await tx
    .select({
      paymentMethod: orders.paymentMethod,
      paymentStatus: orders.paymentStatus,
      merchantTransactionId: orders.merchantTransactionId,
      providerOrderId: payments.providerOrderId,
      refundTotal: sql<string>`(select coalesce(sum(${returnItems.refundAmount}), 0) from ${returnItems}
        where ${returnItems.returnId} = ${request.returnId})`,
    })
    .from(orders)
    .leftJoin(payments, eq(payments.id, orders.merchantTransactionId))
    .where(eq(orders.id, request.orderId));
  if (!order) throw new Error(`return ${request.returnId} has no order`);
  const amount = toPaise(String(order.refundTotal));
  // The online payment to refund; null for cash on delivery (or a payment that never completed).
  const paymentId =
    order.paymentMethod === 'ONLINE_PAYMENT' && order.paymentStatus === 'COMPLETED'
      ? order.merchantTransactionId
      : null;
  if (!paymentId && !request.note) throw fieldError('note', COD_REFUND_NEEDS_NOTE);

  let state: 'PENDING' | 'COMPLETED' = 'COMPLETED';
  if (paymentId) {
    try {
      const answer = await ctx.payments.refund({
        refundId: request.returnId,
        merchantTransactionId: paymentId,
        providerOrderId: order.providerOrderId,
        amountPaise: amount,
      });
      if (answer === 'FAILED') throw new Error('the provider answered FAILED');
      state = answer;
    } catch (error) {
      ctx.log.error({ err: error, returnId: request.returnId }, 'refund not accepted by the provider');
      throw new HttpError(502, PROVIDER_REFUSED_REFUND);
    }
  }

  await issueCreditNote(tx, request.returnId, request.orderId, now);
  await tx.insert(refunds).values({
    returnId: request.returnId,
    amount: fromPaise(amount),
    method: paymentId ? 'PROVIDER' : 'RECORDED',
    state,
    provider: paymentId ? ctx.payments.name : null,
    reference: paymentId ? request.returnId : null,
    createdAt: now,
    updatedAt: now,
  });
}
