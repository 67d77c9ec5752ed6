import { z } from 'zod';
import type { RazorpayConfig } from '../../../config';
import type { Paise } from '../../../lib/money';

const REQUEST_TIMEOUT_MS = 15_000;

const errorBody = z.looseObject({
  error: z.looseObject({ code: z.string().optional(), description: z.string().nullish() }),
});
const orderEntity = z.looseObject({ id: z.string().min(1), amount: z.number().int() });
const paymentEntity = z.looseObject({
  id: z.string().min(1),
  amount: z.number().int(),
  status: z.string(),
  order_id: z.string().nullish(),
});
const refundEntity = z.looseObject({
  id: z.string().min(1),
  amount: z.number().int(),
  status: z.string(),
  receipt: z.string().nullish(),
});
const collection = <T extends z.ZodType>(item: T) => z.looseObject({ items: z.array(item) });

export type RazorpayPaymentEntity = z.infer<typeof paymentEntity>;
export type RazorpayRefundEntity = z.infer<typeof refundEntity>;

/**
 * Razorpay refused a request (`status`, with its error code) or could not be reached (no status).
 * A refusal in the 4xx range other than 429 will be refused again: it is not worth retrying.
 */
export class RazorpayError extends Error {
  override name = 'RazorpayError';
  constructor(
    message: string,
    readonly status?: number,
    readonly code?: string,
    options?: ErrorOptions,
  ) {
    super(message, options);
  }

  get final(): boolean {
    return this.status !== undefined && this.status >= 400 && this.status < 500 && this.status !== 429;
  }
}

/**
 * Razorpay's REST API (v1) as the shop uses it: Basic auth with the key id and secret, JSON both
 * ways, amounts in paise, and errors as `{ error: { code, description, ... } }`.
 */
export function razorpayClient(config: RazorpayConfig, fetchImpl: typeof fetch = fetch) {
  const authorization = `Basic ${Buffer.from(`${config.keyId}:${config.keySecret}`).toString('base64')}`;

  async function call<T extends z.ZodType>(
    shape: T,
    path: string,
    init: { method: 'GET' | 'POST'; body?: unknown; headers?: Record<string, string> } = { method: 'GET' },
  ): Promise<z.infer<T>> {
    let response: Response;
    try {
      response = await fetchImpl(`${config.baseUrl}${path}`, {
        method: init.method,
        headers: {
          authorization,
          accept: 'application/json',
          ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
          ...init.headers,
        },
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
    } catch (error) {
      throw new RazorpayError(`Razorpay could not be reached for ${path}.`, undefined, undefined, {
        cause: error,
      });
    }
    const body: unknown = await response.json().catch(() => undefined);
    if (!response.ok) {
      const refusal = errorBody.safeParse(body);
      const code = refusal.success ? refusal.data.error.code : undefined;
      const description = refusal.success ? refusal.data.error.description : undefined;
      throw new RazorpayError(
        `Razorpay answered ${response.status} for ${path}: ${code ?? 'no error code'} ${description ?? ''}`.trim(),
        response.status,
        code,
      );
    }
    const parsed = shape.safeParse(body);
    if (!parsed.success) throw new RazorpayError(`Razorpay's answer for ${path} was not understood.`);
    return parsed.data;
  }

  const id = (value: string) => encodeURIComponent(value);

  return {
    /** POST /v1/orders: the amount to pay, in paise; the receipt is our payment's id. */
    createOrder: (order: { amountPaise: Paise; receipt: string; notes: Record<string, string> }) =>
      call(orderEntity, '/v1/orders', {
        method: 'POST',
        body: { amount: order.amountPaise, currency: 'INR', receipt: order.receipt, notes: order.notes },
      }),

    /** GET /v1/orders/{id}/payments: every attempt to pay the order, failed ones included. */
    orderPayments: async (orderId: string) =>
      (await call(collection(paymentEntity), `/v1/orders/${id(orderId)}/payments`)).items,

    /** GET /v1/payments/{id} */
    payment: (paymentId: string) => call(paymentEntity, `/v1/payments/${id(paymentId)}`),

    /**
     * POST /v1/payments/{id}/refund with `X-Refund-Idempotency`: the same key and body again is the
     * same refund, never a second one.
     */
    refund: (paymentId: string, refund: { amountPaise: Paise; receipt: string }, idempotencyKey: string) =>
      call(refundEntity, `/v1/payments/${id(paymentId)}/refund`, {
        method: 'POST',
        body: { amount: refund.amountPaise, speed: 'normal', receipt: refund.receipt },
        headers: { 'x-refund-idempotency': idempotencyKey },
      }),

    /** GET /v1/payments/{id}/refunds */
    paymentRefunds: async (paymentId: string) =>
      (await call(collection(refundEntity), `/v1/payments/${id(paymentId)}/refunds`)).items,
  };
}

export type RazorpayClient = ReturnType<typeof razorpayClient>;
