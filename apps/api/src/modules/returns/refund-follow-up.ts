import { and, asc, eq } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { refunds, returns } from '../../db/schema/returns';
import { orders, payments } from '../../db/schema/shopping';
import { toPaise } from '../../lib/money';
import { type ShopContext, shopContext } from '../orders';

const FOLLOW_UP_JOB = 'refunds-follow-up';

/**
 * Asks the payment provider again about refunds it answered PENDING, the longest unasked first,
 * and records those it has settled: COMPLETED, or FAILED (logged as an error: the money must reach
 * the shopper another way). A refund the provider cannot be asked about now waits for the next
 * round. Returns how many were settled.
 */
export async function followUpPendingRefunds(ctx: ShopContext, now: Date): Promise<number> {
  const pending = await ctx.db
    .select({
      returnId: refunds.returnId,
      amount: refunds.amount,
      reference: refunds.reference,
      merchantTransactionId: orders.merchantTransactionId,
      providerOrderId: payments.providerOrderId,
    })
    .from(refunds)
    .innerJoin(returns, eq(returns.id, refunds.returnId))
    .innerJoin(orders, eq(orders.id, returns.orderId))
    .leftJoin(payments, eq(payments.id, orders.merchantTransactionId))
    .where(
      and(
        eq(refunds.state, 'PENDING'),
        eq(refunds.method, 'PROVIDER'),
        eq(refunds.provider, ctx.payments.name),
      ),
    )
    .orderBy(asc(refunds.updatedAt))
    .limit(100);
  let settled = 0;
  for (const refund of pending) {
    if (!refund.reference || !refund.merchantTransactionId) continue;
    let state: Awaited<ReturnType<ShopContext['payments']['refundStatus']>>;
    try {
      state = await ctx.payments.refundStatus({
        refundId: refund.reference,
        merchantTransactionId: refund.merchantTransactionId,
        providerOrderId: refund.providerOrderId,
        amountPaise: toPaise(refund.amount),
      });
    } catch (error) {
      ctx.log.warn({ err: error, returnId: refund.returnId }, 'refund status check failed');
      continue;
    }
    const [changed] = await ctx.db
      .update(refunds)
      .set({ state, updatedAt: now })
      .where(and(eq(refunds.returnId, refund.returnId), eq(refunds.state, 'PENDING')))
      .returning({ state: refunds.state });
    if (changed?.state === 'FAILED') {
      ctx.log.error(
        { returnId: refund.returnId, amount: refund.amount },
        'refund failed at the payment provider: the money must be paid back to the shopper another way',
      );
    }
    if (changed && changed.state !== 'PENDING') settled++;
  }
  return settled;
}

/** While the server runs, follows up PENDING refunds every REFUND_POLL_SECONDS (15 minutes by default). */
export const refundFollowUp = fp(
  async (app) => {
    app.jobs.define(
      FOLLOW_UP_JOB,
      async () => {
        const settled = await followUpPendingRefunds(shopContext(app), new Date());
        if (settled > 0) app.log.info({ settled }, 'pending refunds settled');
      },
      { retryLimit: 0, retryDelaySeconds: 0 },
    );
    app.jobs.every(FOLLOW_UP_JOB, app.config.refundPollSeconds);
  },
  { name: 'refund-follow-up', dependencies: ['payments'] },
);
