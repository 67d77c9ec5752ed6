import { createHash, timingSafeEqual } from 'node:crypto';
import { phonePeCallbackBody } from '@vastra/contract/payments';
import { z } from 'zod';
import type { PhonePeConfig } from '../../config';
import { badRequest, unauthorized } from '../../lib/errors';
import type { PaymentProvider, ProviderState } from './payment-provider';

/** PhonePe lets an unpaid checkout live as long as we keep the stock for it: 30 minutes. */
const CHECKOUT_LIFETIME_SECONDS = 30 * 60;
/** Renew the token this long before PhonePe's expires_at, so a call never goes out with a dying one. */
const TOKEN_MARGIN_MS = 60_000;
const REQUEST_TIMEOUT_MS = 15_000;

const tokenResponse = z.object({ access_token: z.string().min(1), expires_at: z.number() });
const payResponse = z.looseObject({ redirectUrl: z.string().min(1) });
const statusResponse = z.looseObject({ state: z.string(), amount: z.number().int().optional() });
const refundResponse = z.looseObject({ state: z.string() });

/** PhonePe could not be reached or refused a request. */
export class PhonePeError extends Error {
  override name = 'PhonePeError';
}

/**
 * PhonePe Standard Checkout (API v2): an OAuth token from client id, secret and version, cached
 * until its expires_at; payments created at /checkout/v2/pay; status read from
 * /checkout/v2/order/{merchantOrderId}/status; refunds asked at /payments/v2/refund and followed at
 * /payments/v2/refund/{merchantRefundId}/status; callbacks
 * carrying SHA256(username:password).
 */
export function createPhonePeProvider(
  config: PhonePeConfig,
  publicUrl: string,
  fetchImpl: typeof fetch = fetch,
): PaymentProvider {
  let token: { value: string; expiresAtMs: number } | undefined;
  let tokenRequest: Promise<string> | undefined;
  const expectedCallbackAuth = sha256Hex(`${config.callbackUsername}:${config.callbackPassword}`);

  async function fetchToken(): Promise<string> {
    const response = await fetchImpl(`${config.authUrl}/v1/oauth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: new URLSearchParams({
        client_id: config.clientId,
        client_version: config.clientVersion,
        client_secret: config.clientSecret,
        grant_type: 'client_credentials',
      }),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    if (!response.ok) throw new PhonePeError(`PhonePe refused the token request (${response.status}).`);
    const body = tokenResponse.parse(await response.json());
    token = { value: body.access_token, expiresAtMs: body.expires_at * 1000 };
    return body.access_token;
  }

  // Concurrent checkouts share one token request instead of each fetching their own.
  async function currentToken(): Promise<string> {
    if (token && token.expiresAtMs - TOKEN_MARGIN_MS > Date.now()) return token.value;
    tokenRequest ??= fetchToken().finally(() => {
      tokenRequest = undefined;
    });
    return tokenRequest;
  }

  async function call(path: string, init: { method: 'GET' | 'POST'; body?: unknown }): Promise<unknown> {
    // A token PhonePe revoked before its expires_at gets one fresh try.
    for (let attempt = 1; ; attempt++) {
      const response = await fetchImpl(`${config.baseUrl}${path}`, {
        method: init.method,
        headers: {
          'content-type': 'application/json',
          accept: 'application/json',
          authorization: `O-Bearer ${await currentToken()}`,
        },
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      if (response.status === 401 && attempt === 1) {
        token = undefined;
        continue;
      }
      if (!response.ok) throw new PhonePeError(`PhonePe answered ${response.status} for ${path}.`);
      return response.json();
    }
  }

  return {
    name: 'phonepe',
    movesMoney: true,

    async createPayment(payment) {
      const body = await call('/checkout/v2/pay', {
        method: 'POST',
        body: {
          merchantOrderId: payment.merchantTransactionId,
          amount: payment.amountPaise,
          expireAfter: CHECKOUT_LIFETIME_SECONDS,
          paymentFlow: {
            type: 'PG_CHECKOUT',
            merchantUrls: {
              redirectUrl: `${publicUrl}/payment/status?merchantTransactionId=${payment.merchantTransactionId}`,
            },
          },
        },
      });
      return { redirectUrl: payResponse.parse(body).redirectUrl };
    },

    async checkStatus({ merchantTransactionId }) {
      const body = await call(`/checkout/v2/order/${encodeURIComponent(merchantTransactionId)}/status`, {
        method: 'GET',
      });
      const { state, amount } = statusResponse.parse(body);
      return { state: toState(state), amountPaise: amount };
    },

    async refund(request) {
      const body = await call('/payments/v2/refund', {
        method: 'POST',
        body: {
          merchantRefundId: request.refundId,
          originalMerchantOrderId: request.merchantTransactionId,
          amount: request.amountPaise,
        },
      });
      // PENDING or CONFIRMED while the bank moves the money; FAILED here means it will not.
      const state = toState(refundResponse.parse(body).state);
      if (state === 'FAILED') throw new PhonePeError('PhonePe refused the refund.');
      return state;
    },

    async refundStatus(request) {
      const body = await call(`/payments/v2/refund/${encodeURIComponent(request.refundId)}/status`, {
        method: 'GET',
      });
      return toState(refundResponse.parse(body).state);
    },

    verifyCallback(headers, body) {
      const given = (headers.authorization ?? '').trim().toLowerCase();
      if (!sameSecret(given, expectedCallbackAuth)) throw unauthorized('The callback could not be verified.');
      const parsed = phonePeCallbackBody.safeParse(body);
      if (!parsed.success) throw badRequest('The callback body is not valid.');
      const { merchantOrderId, state, amount } = parsed.data.payload;
      return { merchantTransactionId: merchantOrderId, state: toState(state), amountPaise: amount };
    },
  };
}

function toState(state: string): ProviderState {
  return state === 'COMPLETED' || state === 'FAILED' ? state : 'PENDING';
}

function sha256Hex(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

// Hashing both sides first gives equal lengths, so the comparison takes the same time for any input.
function sameSecret(given: string, expected: string): boolean {
  return timingSafeEqual(
    createHash('sha256').update(given).digest(),
    createHash('sha256').update(expected).digest(),
  );
}
