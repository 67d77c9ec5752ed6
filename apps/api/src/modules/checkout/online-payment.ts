import type { PaymentVerification } from '@vastra/contract/payments';
import { and, eq } from 'drizzle-orm';
import { orders, payments } from '../../db/schema/shopping';
import { HttpError, notFound } from '../../lib/errors';
import type { ShopContext } from '../orders';
import { PaymentNotOpenedYet, type PaymentRequest } from '../payments';
import { applyProviderReport, askProvider } from './provider-report';
import { settlePayment } from './settlement';

const NOT_STARTED = 'The payment could not be started. Please try again.';

/**
 * Opens the payment with the provider once the order is committed, and keeps the provider's
 * checkout address (in provider_reference) so a repeated request can send the shopper there again.
 * If the provider cannot take it, the order is cancelled and its stock returned: 502. If it could
 * not be reached and the shop's own page can open the payment later (PaymentNotOpenedYet), the order
 * stays payable until it expires and a repeat (the same Idempotency-Key) is sent to that page: 502.
 */
export async function startPayment(ctx: ShopContext, payment: PaymentRequest): Promise<string> {
  const { merchantTransactionId } = payment;
  let opened: { redirectUrl: string; providerOrderId?: string };
  try {
    opened = await ctx.payments.createPayment(payment);
  } catch (error) {
    if (error instanceof PaymentNotOpenedYet) {
      ctx.log.warn({ err: error, merchantTransactionId }, 'payment not opened yet: the provider is away');
      await keepCheckout(ctx, merchantTransactionId, { redirectUrl: error.redirectUrl });
      throw new HttpError(502, NOT_STARTED);
    }
    ctx.log.error({ err: error, merchantTransactionId }, 'payment not created');
    await settlePayment(ctx, merchantTransactionId, 'FAILED');
    throw new HttpError(502, NOT_STARTED);
  }
  await keepCheckout(ctx, merchantTransactionId, opened);
  return opened.redirectUrl;
}

async function keepCheckout(
  ctx: ShopContext,
  merchantTransactionId: string,
  opened: { redirectUrl: string; providerOrderId?: string },
): Promise<void> {
  await ctx.db
    .update(payments)
    .set({
      providerReference: opened.redirectUrl,
      providerOrderId: opened.providerOrderId ?? null,
      updatedAt: new Date(),
    })
    .where(eq(payments.id, merchantTransactionId));
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
  const report = asked.state === 'PENDING' && payment.expiresAt <= now ? { state: 'FAILED' as const } : asked;
  if (report.state === 'PENDING') return { status: 'PENDING', order };
  const settled = await applyProviderReport(ctx, merchantTransactionId, report);
  return { status: settled?.status ?? report.state, order };
}
