import { HttpError } from '../../lib/errors';
import { toPaise } from '../../lib/money';
import { FALLBACK_BRAND, findCompany } from '../company';
import type { ShopContext } from '../orders';
import type { RazorpayCheckout } from '../payments';
import type { CheckoutOptions } from './checkout-page';
import { type KeptPayment, keepRazorpayOrder } from './payment-records';

export const RAZORPAY_AWAY =
  'Razorpay could not be reached just now. Your order is kept for you: please try again in a minute.';

/** Where Razorpay Checkout posts its result. */
export const callbackUrl = (publicUrl: string) => `${publicUrl}/api/payments/razorpay/callback`;

/** The shopper's way back to the shop's payment result page. */
export const statusUrl = (merchantTransactionId: string) =>
  `/payment/status?merchantTransactionId=${encodeURIComponent(merchantTransactionId)}`;

/**
 * Checkout's options for a payment still open: its Razorpay order (created now if Razorpay could not
 * be reached when the order was placed: a 502 when it still cannot, nothing changed), the amount in
 * paise, the shop's name and logo, and the shopper's name, email and phone pre-filled.
 */
export async function checkoutOptions(
  ctx: ShopContext,
  razorpay: RazorpayCheckout,
  payment: KeptPayment,
): Promise<CheckoutOptions> {
  const amountPaise = toPaise(payment.amount);
  let orderId = payment.providerOrderId;
  if (!orderId) {
    try {
      const created = await razorpay.openOrder({
        merchantTransactionId: payment.merchantTransactionId,
        orderId: payment.orderId,
        amountPaise,
      });
      orderId = await keepRazorpayOrder(ctx.db, payment.merchantTransactionId, created);
    } catch (error) {
      ctx.log.warn(
        { err: error, merchantTransactionId: payment.merchantTransactionId },
        'Razorpay order not created',
      );
      throw new HttpError(502, RAZORPAY_AWAY);
    }
  }
  const company = await findCompany(ctx.db);
  const logo = company?.logoUrl ?? null;
  const contact = payment.shopper.contact?.replace(/\s+/g, '');
  return {
    key: razorpay.keyId,
    amount: amountPaise,
    currency: 'INR',
    name: company?.name || FALLBACK_BRAND,
    description: `Order #${payment.orderId.slice(0, 8)}`,
    ...(logo ? { image: logo.startsWith('/') ? `${ctx.publicUrl}${logo}` : logo } : {}),
    order_id: orderId,
    prefill: { name: payment.shopper.name, email: payment.shopper.email, ...(contact ? { contact } : {}) },
    callback_url: callbackUrl(ctx.publicUrl),
    redirect: true,
    retry: { enabled: false },
  };
}
