import { createHash, randomUUID } from 'node:crypto';
import Fastify from 'fastify';
import { afterAll } from 'vitest';
import type { App } from '../src/app';
import { createTestApp } from './app';
import { orderOfNewProduct } from './shop-fixtures';

export const credentials = { clientId: 'VASTRA_UAT', clientSecret: 's3cret-client', clientVersion: '1' };
export const callback = { username: 'vastra-hooks', password: 'hook-pass-42' };

export const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * A local PhonePe stand-in with PhonePe's rules: a form-encoded OAuth token call, O-Bearer tokens
 * that expire (401 without a live one), an amount in paise on every payment, and refunds of a
 * completed payment (at least 100 paise, never more than was paid in all) answered PENDING, whose
 * status can be asked again.
 */
export async function startFakePhonePe() {
  const server = Fastify();
  server.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_r, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
  const tokens = new Map<string, number>();
  const orders = new Map<string, { amount: number; state: string; redirectUrl: string }>();
  const refunds = new Map<string, { originalMerchantOrderId: string; amount: number; state: string }>();
  const state = { tokenRequests: 0, refusePayments: false, refuseRefunds: false };

  const live = (authorization: string | undefined) => {
    if (!authorization?.startsWith('O-Bearer ')) return false;
    const expiresAt = tokens.get(authorization.slice('O-Bearer '.length));
    return expiresAt !== undefined && expiresAt > Date.now();
  };

  server.post('/identity/v1/oauth/token', async (request, reply) => {
    const form = request.body as Record<string, string>;
    if (
      !request.headers['content-type']?.startsWith('application/x-www-form-urlencoded') ||
      form.client_id !== credentials.clientId ||
      form.client_secret !== credentials.clientSecret ||
      form.client_version !== credentials.clientVersion ||
      form.grant_type !== 'client_credentials'
    ) {
      return reply.status(401).send({ code: 'INVALID_CLIENT' });
    }
    state.tokenRequests++;
    const token = randomUUID();
    const expiresAt = Math.floor(Date.now() / 1000) + 3600;
    tokens.set(token, expiresAt * 1000);
    return { access_token: token, expires_at: expiresAt, token_type: 'O-Bearer' };
  });

  server.post('/pg/checkout/v2/pay', async (request, reply) => {
    if (!live(request.headers.authorization)) return reply.status(401).send({ code: 'UNAUTHORIZED' });
    const body = request.body as {
      merchantOrderId?: string;
      amount?: unknown;
      paymentFlow?: { type?: string; merchantUrls?: { redirectUrl?: string } };
    };
    if (
      !body.merchantOrderId ||
      !Number.isInteger(body.amount) ||
      (body.amount as number) < 100 ||
      body.paymentFlow?.type !== 'PG_CHECKOUT' ||
      !body.paymentFlow.merchantUrls?.redirectUrl
    ) {
      return reply.status(400).send({ code: 'BAD_REQUEST' });
    }
    if (state.refusePayments) return reply.status(500).send({ code: 'INTERNAL_SERVER_ERROR' });
    const redirectUrl = `https://mercury-uat.phonepe.example/transact/${body.merchantOrderId}`;
    orders.set(body.merchantOrderId, { amount: body.amount as number, state: 'PENDING', redirectUrl });
    return { orderId: `OMO${Date.now()}`, state: 'PENDING', expireAt: Date.now() + 1_800_000, redirectUrl };
  });

  server.get('/pg/checkout/v2/order/:merchantOrderId/status', async (request, reply) => {
    if (!live(request.headers.authorization)) return reply.status(401).send({ code: 'UNAUTHORIZED' });
    const order = orders.get((request.params as { merchantOrderId: string }).merchantOrderId);
    if (!order) return reply.status(404).send({ code: 'ORDER_NOT_FOUND' });
    return { orderId: 'OMO1', state: order.state, amount: order.amount, paymentDetails: [] };
  });

  server.post('/pg/payments/v2/refund', async (request, reply) => {
    if (!live(request.headers.authorization)) return reply.status(401).send({ code: 'UNAUTHORIZED' });
    const body = request.body as {
      merchantRefundId?: string;
      originalMerchantOrderId?: string;
      amount?: unknown;
    };
    const order = orders.get(body.originalMerchantOrderId ?? '');
    const amount = body.amount as number;
    const refunded = [...refunds.values()]
      .filter((refund) => refund.originalMerchantOrderId === body.originalMerchantOrderId)
      .reduce((sum, refund) => sum + refund.amount, 0);
    if (
      !body.merchantRefundId ||
      body.merchantRefundId.length > 63 ||
      refunds.has(body.merchantRefundId) ||
      !order ||
      order.state !== 'COMPLETED' ||
      !Number.isInteger(amount) ||
      amount < 100 ||
      refunded + amount > order.amount
    ) {
      return reply.status(400).send({ code: 'BAD_REQUEST', message: 'Invalid refund request' });
    }
    if (state.refuseRefunds) return reply.status(500).send({ code: 'INTERNAL_SERVER_ERROR' });
    refunds.set(body.merchantRefundId, {
      originalMerchantOrderId: body.originalMerchantOrderId as string,
      amount,
      state: 'PENDING',
    });
    return { refundId: `OMR${Date.now()}`, amount, state: 'PENDING' };
  });

  server.get('/pg/payments/v2/refund/:merchantRefundId/status', async (request, reply) => {
    if (!live(request.headers.authorization)) return reply.status(401).send({ code: 'UNAUTHORIZED' });
    const refund = refunds.get((request.params as { merchantRefundId: string }).merchantRefundId);
    if (!refund) return reply.status(404).send({ code: 'REFUND_NOT_FOUND' });
    return {
      originalMerchantOrderId: refund.originalMerchantOrderId,
      amount: refund.amount,
      state: refund.state,
    };
  });

  const url = await server.listen({ host: '127.0.0.1', port: 0 });
  return {
    url,
    orders,
    refunds,
    state,
    revokeTokens: () => tokens.clear(),
    close: () => server.close(),
  };
}

/**
 * A shop paid through PhonePe (the fake above, started for this test file), and what its tests do
 * there: place an online order of a fresh shopper, and send PhonePe's callback.
 */
export async function openPhonePeShop() {
  const phonePe = await startFakePhonePe();
  afterAll(() => phonePe.close());

  const { app } = await createTestApp({
    PAYMENT_PROVIDER: 'phonepe',
    PUBLIC_URL: 'https://shop.example.in',
    PHONEPE_CLIENT_ID: credentials.clientId,
    PHONEPE_CLIENT_SECRET: credentials.clientSecret,
    PHONEPE_CLIENT_VERSION: credentials.clientVersion,
    PHONEPE_BASE_URL: `${phonePe.url}/pg`,
    PHONEPE_AUTH_URL: `${phonePe.url}/identity`,
    PHONEPE_CALLBACK_USERNAME: callback.username,
    PHONEPE_CALLBACK_PASSWORD: callback.password,
  });

  return {
    phonePe,
    app,
    onlineOrder: (quantity = 2) => onlineOrder(app, quantity),
    sendCallback: (authorization: string, merchantOrderId: string, state: string, amount: number) =>
      sendCallback(app, authorization, merchantOrderId, state, amount),
  };
}

const onlineOrder = (app: App, quantity: number) =>
  orderOfNewProduct(
    app,
    'Denim Jacket',
    { color: 'Blue', size: 'M', originalPrice: '1299.00', discountPrice: '1149.75', stock: 10 },
    quantity,
    'ONLINE_PAYMENT',
  );

const sendCallback = (
  app: App,
  authorization: string,
  merchantOrderId: string,
  state: string,
  amount: number,
) =>
  app.inject({
    method: 'POST',
    url: '/api/payments/phonepe/callback',
    headers: { authorization },
    payload: {
      event: state === 'COMPLETED' ? 'checkout.order.completed' : 'checkout.order.failed',
      payload: { merchantId: 'VASTRA', merchantOrderId, orderId: 'OMO123', state, amount },
    },
  });
