import type { PaymentVerification } from '@vastra/contract/payments';
import { and, eq } from 'drizzle-orm';
import { orders, payments } from '../../db/schema/shopping';
import { HttpError, notFound } from '../../lib/errors';
import type { ShopContext } from '../orders';
import type { PaymentRequest } from '../payments';
import { askProvider, settlePayment } from './settlement';

/**
 * Opens the payment with the provider once the order is committed, and keeps the provider's
 * checkout address (in provider_reference) so a repeated request can send the shopper there again.
 * If the provider cannot take it, the order is cancelled and its stock returned: 502.
 */
export async function startPayment(ctx: ShopContext, payment: PaymentRequest): Promise<string> {
  let redirectUrl: string;
  try {
    ({ redirectUrl } = await ctx.payments.createPayment(payment));
  } catch (error) {
    ctx.log.error(
      { err: error, merchantTransactionId: payment.merchantTransactionId },
      'payment not created',
    );
    await settlePayment(ctx, payment.merchantTransactionId, 'FAILED');
    throw new HttpError(502, 'The payment could not be started. Please try again.');
  }
  await ctx.db
    .update(payments)
    .set({ providerReference: redirectUrl, updatedAt: new Date() })
    .where(eq(payments.id, payment.merchantTransactionId));
  return redirectUrl;
}

/**
 * Where the caller's payment stands, asking the provider while it is open and recording a final
 * answer (an unpaid one past its 30 minutes counts as FAILED). Someone else's payment is a 404.
 */
export async function verifyPayment(
  ctx: ShopContext,
  userId: string,
  merchantTransactionId: string,
  now = new Date(),
): Promise<PaymentVerification> {
  const [payment] = await ctx.db
    .select({ status: payments.status, expiresAt: payments.expiresAt, orderId: payments.orderId })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(and(eq(payments.id, merchantTransactionId), eq(orders.userId, userId)));
  if (!payment) throw notFound('Payment not found.');
  const order = { id: payment.orderId };
  if (payment.status !== 'PENDING') return { status: payment.status, order };

  const asked = await askProvider(ctx, merchantTransactionId);
  // Not asked (the provider is away): it may have been paid, so it is not failed for its age.
  if (asked === undefined) return { status: 'PENDING', order };
  const state = asked === 'PENDING' && payment.expiresAt <= now ? 'FAILED' : asked;
  if (state === 'PENDING') return { status: 'PENDING', order };
  const settled = await settlePayment(ctx, merchantTransactionId, state);
  return { status: settled?.status ?? state, order };
}
