import type { RazorpayConfig } from '../../../config';
import type { Paise } from '../../../lib/money';
import {
  PaymentNotOpenedYet,
  type PaymentProvider,
  type PaymentRequest,
  type ProviderReport,
  type ProviderState,
  type RefundRequest,
} from '../payment-provider';
import { RazorpayError, type RazorpayPaymentEntity, razorpayClient } from './client';
import { razorpaySignature, sameSignature } from './signatures';

/** A payment as Razorpay's API answers it. */
export interface RazorpayPayment {
  id: string;
  orderId: string | null;
  amountPaise: Paise;
  /** created, authorized, captured, refunded or failed. */
  status: string;
}

/** What the shop's Razorpay routes need beyond PaymentProvider: Checkout's settings and the signatures. */
export interface RazorpayCheckout {
  keyId: string;
  checkoutUrl: string;
  /** Creates the Razorpay order for a payment that has none yet; its id. */
  openOrder(payment: PaymentRequest): Promise<string>;
  /** Checkout's signature: HMAC-SHA256(`order_id|payment_id`, key secret). */
  checkoutSignatureValid(orderId: string, paymentId: string, signature: string): boolean;
  /** A webhook's X-Razorpay-Signature: HMAC-SHA256(raw body, webhook secret). */
  webhookSignatureValid(rawBody: Buffer, signature: string): boolean;
  fetchPayment(paymentId: string): Promise<RazorpayPayment>;
}

export type RazorpayProvider = PaymentProvider & { razorpay: RazorpayCheckout };

/** The Razorpay side of a provider, or undefined for another provider. */
export function razorpayOf(provider: PaymentProvider): RazorpayCheckout | undefined {
  return (provider as Partial<RazorpayProvider>).razorpay;
}

/** Our page that opens Razorpay Checkout for one payment. */
export const razorpayPagePath = (merchantTransactionId: string) =>
  `/api/payments/razorpay/${encodeURIComponent(merchantTransactionId)}`;

/**
 * Razorpay Standard Checkout: a Razorpay order per payment (amount in paise, our payment id as its
 * receipt), paid on the shop's own page through checkout.js; status from the order's payments;
 * refunds of its captured payment with our refund id as the idempotency key.
 */
export function createRazorpayProvider(
  config: RazorpayConfig,
  publicUrl: string,
  fetchImpl: typeof fetch = fetch,
): RazorpayProvider {
  const api = razorpayClient(config, fetchImpl);

  const openOrder = async (payment: PaymentRequest) =>
    (
      await api.createOrder({
        amountPaise: payment.amountPaise,
        receipt: payment.merchantTransactionId,
        notes: { orderId: payment.orderId },
      })
    ).id;

  /** The order's captured payment: the one money came from, which a refund goes back to. */
  async function capturedPayment(providerOrderId: string | null): Promise<RazorpayPaymentEntity> {
    if (!providerOrderId) throw new RazorpayError('The payment has no Razorpay order.');
    const captured = (await api.orderPayments(providerOrderId)).find((p) => p.status === 'captured');
    if (!captured) throw new RazorpayError(`Razorpay order ${providerOrderId} has no captured payment.`);
    return captured;
  }

  return {
    name: 'razorpay',
    movesMoney: true,

    async createPayment(payment) {
      const redirectUrl = `${publicUrl}${razorpayPagePath(payment.merchantTransactionId)}`;
      try {
        return { redirectUrl, providerOrderId: await openOrder(payment) };
      } catch (error) {
        // Razorpay away: our page creates the order when the shopper comes back to it.
        if (error instanceof RazorpayError && !error.final)
          throw new PaymentNotOpenedYet(redirectUrl, { cause: error });
        throw error;
      }
    },

    async checkStatus({ providerOrderId }): Promise<ProviderReport> {
      // No Razorpay order yet: nobody can have paid it.
      if (!providerOrderId) return { state: 'PENDING' };
      const attempts = await api.orderPayments(providerOrderId);
      const captured = attempts.find((p) => p.status === 'captured' || p.status === 'refunded');
      if (captured) return { state: 'COMPLETED', amountPaise: captured.amount };
      // Authorised payments are captured by Razorpay shortly; created ones are still being paid.
      const open = attempts.some((p) => p.status === 'authorized' || p.status === 'created');
      if (open || attempts.length === 0) return { state: 'PENDING' };
      return { state: 'FAILED' };
    },

    async refund(request: RefundRequest): Promise<ProviderState> {
      const payment = await capturedPayment(request.providerOrderId);
      const refund = await api.refund(
        payment.id,
        { amountPaise: request.amountPaise, receipt: request.refundId },
        request.refundId,
      );
      const state = refundState(refund.status);
      if (state === 'FAILED') throw new RazorpayError(`Razorpay refund ${refund.id} failed.`);
      return state;
    },

    async refundStatus(request) {
      const payment = await capturedPayment(request.providerOrderId);
      const refund = (await api.paymentRefunds(payment.id)).find((r) => r.receipt === request.refundId);
      if (!refund) throw new RazorpayError(`Razorpay has no refund with receipt ${request.refundId}.`);
      return refundState(refund.status);
    },

    razorpay: {
      keyId: config.keyId,
      checkoutUrl: config.checkoutUrl,
      openOrder,
      checkoutSignatureValid: (orderId, paymentId, signature) =>
        sameSignature(signature, razorpaySignature(`${orderId}|${paymentId}`, config.keySecret)),
      webhookSignatureValid: (rawBody, signature) =>
        sameSignature(signature, razorpaySignature(rawBody, config.webhookSecret)),
      async fetchPayment(paymentId) {
        const payment = await api.payment(paymentId);
        return {
          id: payment.id,
          orderId: payment.order_id ?? null,
          amountPaise: payment.amount,
          status: payment.status,
        };
      },
    },
  };
}

/** A Razorpay refund's status: pending, then processed or failed. */
function refundState(status: string): ProviderState {
  if (status === 'processed') return 'COMPLETED';
  if (status === 'failed') return 'FAILED';
  return 'PENDING';
}
