import { and, asc, eq, isNull, lte, ne } from 'drizzle-orm';
import { payments } from '../../db/schema/shopping';
import { fromPaise, type Paise, toPaise } from '../../lib/money';
import type { ShopContext } from '../orders';
import type { ProviderReport } from '../payments';
import { type Settlement, settlePayment } from './settlement';

/**
 * Fails online payments still unpaid PAYMENT_WINDOW_MS after the order, cancelling their orders and
 * returning their stock, unless the provider says they were paid after all. A payment the provider
 * could not be asked about (an error, a timeout) may have been paid: it stays PENDING, its stock
 * held, for the next sweep. Returns how many it settled.
 */
export async function expireUnpaidPayments(ctx: ShopContext, now: Date): Promise<number> {
  const due = await ctx.db
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.status, 'PENDING'), lte(payments.expiresAt, now)))
    .orderBy(asc(payments.expiresAt))
    .limit(100);
  let settled = 0;
  for (const { id } of due) {
    const report = await askProvider(ctx, id);
    if (report === undefined) continue;
    const outcome = report.state === 'COMPLETED' ? report : { state: 'FAILED' as const };
    if ((await applyProviderReport(ctx, id, outcome))?.changed) settled++;
  }
  return settled;
}

/** The provider's word on a payment; undefined when it cannot be asked right now. */
export async function askProvider(
  ctx: ShopContext,
  merchantTransactionId: string,
): Promise<ProviderReport | undefined> {
  try {
    const [payment] = await ctx.db
      .select({ providerOrderId: payments.providerOrderId })
      .from(payments)
      .where(eq(payments.id, merchantTransactionId));
    return await ctx.payments.checkStatus({
      merchantTransactionId,
      providerOrderId: payment?.providerOrderId ?? null,
    });
  } catch (error) {
    ctx.log.warn({ err: error, merchantTransactionId }, 'payment status check failed');
    return undefined;
  }
}

/**
 * Records what the provider's own API said (a status check, a signed webhook): FAILED fails the
 * payment; COMPLETED completes it when the amount taken is the order total, and is an amount
 * mismatch (settleAmountMismatch) when it is not. PENDING changes nothing.
 */
export async function applyProviderReport(
  ctx: ShopContext,
  merchantTransactionId: string,
  report: ProviderReport,
): Promise<Settlement | undefined> {
  if (report.state === 'PENDING') return undefined;
  if (report.state === 'FAILED') return settlePayment(ctx, merchantTransactionId, 'FAILED');
  if (report.amountPaise !== undefined) {
    const [payment] = await ctx.db
      .select({ amount: payments.amount })
      .from(payments)
      .where(eq(payments.id, merchantTransactionId));
    if (payment && toPaise(payment.amount) !== report.amountPaise) {
      return settleAmountMismatch(ctx, merchantTransactionId, report.amountPaise);
    }
  }
  return settlePayment(ctx, merchantTransactionId, 'COMPLETED');
}

/**
 * A payment the provider captured for another amount than the order total: never completed. The
 * order is cancelled (its stock back) like a failed payment, and the payment keeps the amount taken
 * and when, with the money due back to the shopper, for the admin to see (Order.amountMismatch and
 * refundDue); the server logs it as an error, once. A payment already completed is left as it is.
 */
export async function settleAmountMismatch(
  ctx: ShopContext,
  merchantTransactionId: string,
  capturedPaise: Paise,
  now = new Date(),
): Promise<Settlement | undefined> {
  const settled = await settlePayment(ctx, merchantTransactionId, 'FAILED');
  if (!settled || settled.status === 'COMPLETED') return settled;
  const [marked] = await ctx.db
    .update(payments)
    .set({ capturedAmount: fromPaise(capturedPaise), amountMismatchAt: now, paidAfterCancelAt: now })
    .where(
      and(
        eq(payments.id, merchantTransactionId),
        ne(payments.status, 'COMPLETED'),
        isNull(payments.amountMismatchAt),
      ),
    )
    .returning({ orderTotal: payments.amount });
  if (marked) {
    ctx.log.error(
      {
        merchantTransactionId,
        orderId: settled.orderId,
        orderTotal: marked.orderTotal,
        captured: fromPaise(capturedPaise),
      },
      'payment captured for another amount than the order total: not completed; the order is cancelled and the amount captured is due back to the shopper',
    );
  }
  return { ...settled, status: 'FAILED' };
}
