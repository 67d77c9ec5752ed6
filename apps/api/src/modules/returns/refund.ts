import type { Refund } from '@vastra/contract/returns';
import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { refunds, returnItems, returns } from '../../db/schema/returns';
import { orders, payments } from '../../db/schema/shopping';
import { fieldError, HttpError } from '../../lib/errors';
import { fromPaise, type Paise, toPaise } from '../../lib/money';
import { issueCreditNote } from '../invoices';
import type { ShopContext } from '../orders';
import { refundToStoreCredit } from '../store-credit';

export const COD_REFUND_NEEDS_NOTE = 'Add a note saying how the money was paid back.';
export const PROVIDER_REFUSED_REFUND =
  'The payment provider did not accept the refund, so nothing was refunded. Please try again later.';

/**
 * Refunds a request inside the transaction that marks it REFUNDED: its RETURN items' amounts, paid
 * back through the payment provider for an order paid online (our refund id is the request's id,
 * so asking twice is one refund there), or recorded with the admin's note for cash on delivery. The
 * provider is asked before anything is written here and before the transaction commits: when it
 * refuses or cannot be reached the answer is a 502 and the whole move rolls back. Then the credit
 * note takes its number and the refund row is written. A request refunded to store credit adds its
 * amount to the customer's ledger instead (once per request), with the same credit note.
 */
export async function refundRequest(
  ctx: ShopContext,
  tx: Tx,
  request: { returnId: string; orderId: string; note: string | null },
  now: Date,
): Promise<void> {
  const [order] = await tx
    .select({
      userId: orders.userId,
      refundTo: returns.refundTo,
      paymentMethod: orders.paymentMethod,
      paymentStatus: orders.paymentStatus,
      merchantTransactionId: orders.merchantTransactionId,
      providerOrderId: payments.providerOrderId,
      refundTotal: sql<string>`(select coalesce(sum(${returnItems.refundAmount}), 0) from ${returnItems}
        where ${returnItems.returnId} = ${request.returnId})`,
    })
    .from(orders)
    .innerJoin(returns, eq(returns.id, request.returnId))
    .leftJoin(payments, eq(payments.id, orders.merchantTransactionId))
    .where(eq(orders.id, request.orderId));
  if (!order) throw new Error(`return ${request.returnId} has no order`);
  const amount = toPaise(String(order.refundTotal));
  if (order.refundTo === 'STORE_CREDIT') {
    await refundToStoreCredit(tx, { userId: order.userId, returnId: request.returnId, amount, now });
    await issueCreditNote(tx, request.returnId, request.orderId, now);
    await writeRefund(tx, request.returnId, { amount, method: 'STORE_CREDIT', state: 'COMPLETED' }, now);
    return;
  }
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
  await writeRefund(
    tx,
    request.returnId,
    paymentId
      ? { amount, method: 'PROVIDER', state, provider: ctx.payments.name, reference: request.returnId }
      : { amount, method: 'RECORDED', state },
    now,
  );
}

/** The refund row: its primary key is the return's id, so a request is refunded once whichever way. */
async function writeRefund(
  tx: Tx,
  returnId: string,
  refund: {
    amount: Paise;
    method: Refund['method'];
    state: Refund['state'];
    provider?: string;
    reference?: string;
  },
  now: Date,
): Promise<void> {
  await tx.insert(refunds).values({
    returnId,
    amount: fromPaise(refund.amount),
    method: refund.method,
    state: refund.state,
    provider: refund.provider ?? null,
    reference: refund.reference ?? null,
    createdAt: now,
    updatedAt: now,
  });
}
