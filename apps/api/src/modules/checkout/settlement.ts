import type { PaymentStatus } from '@vastra/contract/orders';
import { and, eq, isNull } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { orders, payments } from '../../db/schema/shopping';
import { toPaise } from '../../lib/money';
import { emptyCart } from '../cart';
import { keepCouponUse } from '../coupons';
import type { ShopContext } from '../orders';
import { mailStatusChange, markCanceled } from '../orders';
import type { PaymentNotice } from '../payments';
import { sendOrderConfirmation } from './confirmation-mail';

/** How long an unpaid online order keeps its stock. */
export const PAYMENT_WINDOW_MS = 30 * 60 * 1000;

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether text can be a merchantTransactionId at all (a payment id is a UUID). */
export const isPaymentId = (text: string) => uuidPattern.test(text);

export interface Settlement {
  orderId: string;
  userId: string;
  status: PaymentStatus;
  /** False when the payment already had a final outcome: nothing was changed. */
  changed: boolean;
  /** The amount the provider took for an already cancelled order, the first time it says so. */
  paidAfterCancel?: string;
  /** Paid after its coupon hold, when the code had run out meanwhile: the order was cancelled. */
  couponRanOut?: true;
}

/**
 * Records a payment's final outcome, once. COMPLETED marks the order paid and empties the
 * shopper's cart, unless the order was paid after its coupon hold and the code ran out meanwhile
 * (keepCouponUse): then it is cancelled like a payment that came too late, and the amount is due
 * back. FAILED cancels the order and puts its stock back. A payment that already has an outcome is
 * left as it is, so repeated callbacks, form posts and checks are harmless.
 */
export async function settlePayment(
  ctx: ShopContext,
  merchantTransactionId: string,
  outcome: 'COMPLETED' | 'FAILED',
): Promise<Settlement | undefined> {
  if (!isPaymentId(merchantTransactionId)) return undefined;
  const settlement = await ctx.db.transaction(async (tx): Promise<Settlement | undefined> => {
    const [target] = await tx
      .select({ orderId: payments.orderId })
      .from(payments)
      .where(eq(payments.id, merchantTransactionId));
    if (!target) return undefined;
    // Order row first, then payment: the same lock order as cancelling, so the two never deadlock.
    const [order] = await tx
      .select({
        id: orders.id,
        userId: orders.userId,
        couponId: orders.couponId,
        orderDate: orders.orderDate,
      })
      .from(orders)
      .where(eq(orders.id, target.orderId))
      .for('update');
    const [payment] = await tx
      .select({ status: payments.status })
      .from(payments)
      .where(eq(payments.id, merchantTransactionId))
      .for('update');
    if (!order || !payment) return undefined;
    const unchanged = { orderId: order.id, userId: order.userId, status: payment.status, changed: false };
    if (payment.status === 'FAILED' && outcome === 'COMPLETED') {
      return { ...unchanged, paidAfterCancel: await recordPaidAfterCancel(tx, merchantTransactionId) };
    }
    if (payment.status !== 'PENDING') return unchanged;

    if (outcome === 'FAILED') {
      await markCanceled(tx, order.id, null);
    } else {
      const now = new Date();
      if (!(await keepCouponUse(tx, order, now))) {
        await markCanceled(tx, order.id, null);
        const paidAfterCancel = await recordPaidAfterCancel(tx, merchantTransactionId, now);
        return { ...unchanged, status: 'FAILED', changed: true, paidAfterCancel, couponRanOut: true };
      }
      await tx
        .update(payments)
        .set({ status: 'COMPLETED', updatedAt: now })
        .where(eq(payments.id, merchantTransactionId));
      await tx
        .update(orders)
        .set({ paymentStatus: 'COMPLETED', updatedAt: now })
        .where(eq(orders.id, order.id));
      await emptyCart(tx, order.userId);
    }
    return { ...unchanged, status: outcome, changed: true };
  });
  if (settlement?.changed && settlement.status === 'COMPLETED')
    sendOrderConfirmation(ctx, settlement.orderId);
  // An unpaid order cancelled: the shopper hears of it as of any other change of its status.
  if (settlement?.changed && settlement.status === 'FAILED') mailStatusChange(ctx, settlement.orderId);
  if (settlement?.paidAfterCancel) {
    ctx.log.error(
      { merchantTransactionId, orderId: settlement.orderId, amount: settlement.paidAfterCancel },
      settlement.couponRanOut
        ? 'payment completed after its coupon hold, and the code was used up meanwhile: the order is cancelled and the amount is due back to the shopper'
        : 'payment completed after its order was cancelled: the order stays cancelled and the amount is due back to the shopper',
    );
  }
  return settlement;
}

/**
 * Keeps on record, for the admin to refund, money taken for an order that is cancelled: the amount,
 * the first time only (undefined when it was already recorded).
 */
async function recordPaidAfterCancel(
  tx: Tx,
  merchantTransactionId: string,
  now = new Date(),
): Promise<string | undefined> {
  const [late] = await tx
    .update(payments)
    .set({ paidAfterCancelAt: now })
    .where(and(eq(payments.id, merchantTransactionId), isNull(payments.paidAfterCancelAt)))
    .returning({ amount: payments.amount });
  return late?.amount;
}

/**
 * Applies what the provider told us. A COMPLETED notice counts only for the order's amount: one for
 * another amount, or one from a provider that moves money that does not say the amount, is ignored
 * (the payment stays PENDING until the provider's own status says otherwise). A provider that moves
 * no money (the simulator) names none.
 */
export async function applyPaymentNotice(ctx: ShopContext, notice: PaymentNotice): Promise<void> {
  if (notice.state === 'PENDING' || !isPaymentId(notice.merchantTransactionId)) return;
  const amountRequired = ctx.payments.movesMoney;
  if (notice.state === 'COMPLETED' && (amountRequired || notice.amountPaise !== undefined)) {
    const [payment] = await ctx.db
      .select({ amount: payments.amount })
      .from(payments)
      .where(eq(payments.id, notice.merchantTransactionId));
    if (payment && toPaise(payment.amount) !== notice.amountPaise) {
      ctx.log.warn(
        { merchantTransactionId: notice.merchantTransactionId, paid: notice.amountPaise ?? null },
        notice.amountPaise === undefined
          ? 'payment notice without the amount paid: ignored'
          : 'payment notice for a different amount than the order total: ignored',
      );
      return;
    }
  }
  await settlePayment(ctx, notice.merchantTransactionId, notice.state);
}
