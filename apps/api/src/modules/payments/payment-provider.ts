import type { IncomingHttpHeaders } from 'node:http';
import type { Config } from '../../config';
import type { Paise } from '../../lib/money';

/** What a provider says about a payment. */
export type ProviderState = 'PENDING' | 'COMPLETED' | 'FAILED';

export interface PaymentRequest {
  /** Our payment's id, sent to the provider as its order id. */
  merchantTransactionId: string;
  orderId: string;
  /** Always the order total from the database. */
  amountPaise: Paise;
}

/** A payment outcome reported to us by the provider (a callback, or the simulator's form). */
export interface PaymentNotice {
  merchantTransactionId: string;
  state: ProviderState;
  /** The amount the provider says was paid: a COMPLETED notice without it counts only from the simulator. */
  amountPaise?: Paise;
}

/** Money sent back to the shopper against a completed payment. */
export interface RefundRequest {
  /** Our refund id, sent to the provider as its refund id: the same id twice is one refund there. */
  refundId: string;
  /** The payment refunded (our merchantTransactionId, the provider's order id for it). */
  merchantTransactionId: string;
  amountPaise: Paise;
}

/** A payment service the shop can send shoppers to: chosen by PAYMENT_PROVIDER. */
export interface PaymentProvider {
  readonly name: Config['paymentProvider'];
  /** Whether real money moves: then a COMPLETED callback counts only when it names the amount. */
  readonly movesMoney: boolean;
  /** Opens a payment with the provider; the shopper's browser is sent to redirectUrl to pay. */
  createPayment(payment: PaymentRequest): Promise<{ redirectUrl: string }>;
  /** Asks the provider where a payment stands. */
  checkStatus(merchantTransactionId: string): Promise<ProviderState>;
  /**
   * Asks the provider to send money back; resolves to where the refund stands (PENDING until the
   * provider confirms it) and throws when the provider refuses it or cannot be reached.
   */
  refund(request: RefundRequest): Promise<ProviderState>;
  /** Reads a callback; throws a 401 HttpError unless it provably comes from the provider. */
  verifyCallback(headers: IncomingHttpHeaders, body: unknown): PaymentNotice;
}

declare module 'fastify' {
  interface FastifyInstance {
    paymentProvider: PaymentProvider;
  }
}
