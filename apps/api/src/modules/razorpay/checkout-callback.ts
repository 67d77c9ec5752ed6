import { z } from 'zod';
import { badRequest, HttpError, notFound, unauthorized } from '../../lib/errors';
import { applyProviderReport } from '../checkout';
import type { ShopContext } from '../orders';
import type { RazorpayCheckout, RazorpayPayment } from '../payments';
import { paymentByRazorpayOrder } from './payment-records';

export const NOT_VERIFIED = 'The payment could not be verified.';
export const NOT_CONFIRMED =
  'Razorpay could not be reached to confirm your payment. Nothing is lost: your order will be updated as soon as Razorpay confirms it.';

const paid = z.object({
  razorpay_order_id: z.string().min(1).max(100),
  razorpay_payment_id: z.string().min(1).max(100),
  razorpay_signature: z.string().min(1).max(200),
});
// A declined payment: Checkout posts the error, with the order in error[metadata] (JSON). Unsigned.
const declined = z.looseObject({ 'error[metadata]': z.string().max(2000) });
const declinedMetadata = z.looseObject({ order_id: z.string().min(1) });

/**
 * Reads what Razorpay Checkout posted to the callback URL and answers our payment's id, for the
 * redirect to /payment/status. A paid result counts only with Checkout's signature (401 otherwise,
 * nothing changed); then Razorpay is asked for the payment itself, which must belong to that order:
 * captured completes it for the order total (another amount is a mismatch, never completed), failed
 * fails it, anything else leaves it PENDING for the webhook or the sweep. Razorpay unreachable is a
 * 502 with nothing changed. A declined result is unsigned: it changes nothing here, and the status
 * page asks Razorpay.
 */
export async function readCheckoutResult(
  ctx: ShopContext,
  razorpay: RazorpayCheckout,
  form: unknown,
): Promise<string> {
  const result = paid.safeParse(form);
  if (!result.success) return declinedPayment(ctx, form);
  const { razorpay_order_id: orderId, razorpay_payment_id: paymentId, razorpay_signature } = result.data;
  if (!razorpay.checkoutSignatureValid(orderId, paymentId, razorpay_signature))
    throw unauthorized(NOT_VERIFIED);
  const payment = await paymentByRazorpayOrder(ctx.db, orderId);
  if (!payment) throw notFound('Payment not found.');

  let remote: RazorpayPayment;
  try {
    remote = await razorpay.fetchPayment(paymentId);
  } catch (error) {
    ctx.log.warn(
      { err: error, merchantTransactionId: payment.merchantTransactionId },
      'Razorpay payment not fetched',
    );
    throw new HttpError(502, NOT_CONFIRMED);
  }
  if (remote.orderId !== orderId) throw unauthorized(NOT_VERIFIED);
  await applyProviderReport(ctx, payment.merchantTransactionId, reportOf(remote));
  return payment.merchantTransactionId;
}

async function declinedPayment(ctx: ShopContext, form: unknown): Promise<string> {
  const error = declined.safeParse(form);
  let metadata: unknown;
  try {
    metadata = error.success ? JSON.parse(error.data['error[metadata]']) : undefined;
  } catch {
    metadata = undefined;
  }
  const order = declinedMetadata.safeParse(metadata);
  if (!order.success) throw badRequest(NOT_VERIFIED);
  const payment = await paymentByRazorpayOrder(ctx.db, order.data.order_id);
  if (!payment) throw notFound('Payment not found.');
  return payment.merchantTransactionId;
}

/** Razorpay's word on one payment, as a report: captured (or since refunded) is paid, failed failed. */
export function reportOf(payment: RazorpayPayment) {
  if (payment.status === 'captured' || payment.status === 'refunded') {
    return { state: 'COMPLETED' as const, amountPaise: payment.amountPaise };
  }
  if (payment.status === 'failed') return { state: 'FAILED' as const };
  return { state: 'PENDING' as const };
}
