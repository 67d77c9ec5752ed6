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

/** A payment as the shop knows it when it asks the provider about it. */
export interface PaymentLookup {
  merchantTransactionId: string;
  /** The provider's own id for it, for a provider that keeps one beside ours (Razorpay's order id). */
  providerOrderId: string | null;
}

/** What a provider's own API says about a payment: where it stands and, once paid, the amount it took. */
export interface ProviderReport {
  state: ProviderState;
  amountPaise?: Paise;
}

/** A payment outcome reported to us by the provider (a callback, or the simulator's form). */
export interface PaymentNotice {
  merchantTransactionId: string;
  state: ProviderState;
  /** The amount the provider says was paid: a COMPLETED notice without it counts only from the simulator. */
  amountPaise?: Paise;
}

/** Money sent back to the shopper against a completed payment. */
export interface RefundRequest extends PaymentLookup {
  /** Our refund id, sent to the provider as its refund id: the same id twice is one refund there. */
  refundId: string;
  amountPaise: Paise;
}

/**
 * The provider could not be reached to open the payment, and the shop's own page (redirectUrl)
 * opens it when the shopper comes back: the order stays payable until it expires.
 */
export class PaymentNotOpenedYet extends Error {
  override name = 'PaymentNotOpenedYet';
  constructor(
    readonly redirectUrl: string,
    options?: ErrorOptions,
  ) {
    super('the payment provider could not be reached to open the payment', options);
  }
}

/** A payment service the shop can send shoppers to: chosen by PAYMENT_PROVIDER. */
export interface PaymentProvider {
  readonly name: Config['paymentProvider'];
  /** Whether real money moves: then a COMPLETED callback counts only when it names the amount. */
  readonly movesMoney: boolean;
  /**
   * Opens a payment with the provider; the shopper's browser is sent to redirectUrl to pay, and the
   * provider's own id for it (providerOrderId) is kept with it. Throws PaymentNotOpenedYet when the
   * shop's own page can open it later.
   */
  createPayment(payment: PaymentRequest): Promise<{ redirectUrl: string; providerOrderId?: string }>;
  /** Asks the provider where a payment stands. */
  checkStatus(payment: PaymentLookup): Promise<ProviderReport>;
  /**
   * Asks the provider to send money back; resolves to where the refund stands (PENDING until the
   * provider confirms it) and throws when the provider refuses it or cannot be reached.
   */
  refund(request: RefundRequest): Promise<ProviderState>;
  /** Asks the provider where a refund it answered PENDING stands now. */
  refundStatus(request: RefundRequest): Promise<ProviderState>;
  /**
   * Reads a callback to the shared callback routes; throws a 401 HttpError unless it provably comes
   * from the provider. Absent for a provider whose callbacks have routes of their own (Razorpay).
   */
  verifyCallback?(headers: IncomingHttpHeaders, body: unknown): PaymentNotice;
}

declare module 'fastify' {
  interface FastifyInstance {
    paymentProvider: PaymentProvider;
  }
}
