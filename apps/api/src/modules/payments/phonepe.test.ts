import { createHash, randomUUID } from 'node:crypto';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app';
import { saveCompanyDetails } from '../../../test/catalogue-fixtures';
import { askedReturn, deliver, movedReturn, moveReturn } from '../../../test/return-fixtures';
import {
  addToCart,
  createAddress,
  createShopProduct,
  placeOrder,
  stockOf,
} from '../../../test/shop-fixtures';
import { createTestUser, type TestUser } from '../../../test/users';

const credentials = { clientId: 'VASTRA_UAT', clientSecret: 's3cret-client', clientVersion: '1' };
const callback = { username: 'vastra-hooks', password: 'hook-pass-42' };

/**
 * A local PhonePe stand-in with PhonePe's rules: a form-encoded OAuth token call, O-Bearer tokens
 * that expire (401 without a live one), an amount in paise on every payment, and refunds of a
 * completed payment (at least 100 paise, never more than was paid in all) answered PENDING.
 */
async function startFakePhonePe() {
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

// Orders are delivered, and so invoiced, before they can be returned: the shop needs its GSTIN.
const admin = await createTestUser(app, 'ADMIN');
await saveCompanyDetails(app.db);

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

async function onlineOrder(quantity = 2) {
  const product = await createShopProduct(app, 'Denim Jacket', [
    { color: 'Blue', size: 'M', originalPrice: '1299.00', discountPrice: '1149.75', stock: 10 },
  ]);
  const variantId = product.variantIds[0] as string;
  const user = await createTestUser(app);
  await addToCart(app, user, variantId, quantity);
  const res = await placeOrder(app, user, {
    addressId: await createAddress(app, user.id),
    paymentMethod: 'ONLINE_PAYMENT',
  });
  return { user, variantId, res };
}

const verify = (user: TestUser, merchantTransactionId: string) =>
  app.inject({
    method: 'GET',
    url: `/api/orders/payment/verify-and-update/${merchantTransactionId}`,
    headers: user.auth,
  });

const sendCallback = (authorization: string, merchantOrderId: string, state: string, amount: number) =>
  app.inject({
    method: 'POST',
    url: '/api/payments/phonepe/callback',
    headers: { authorization },
    payload: {
      event: state === 'COMPLETED' ? 'checkout.order.completed' : 'checkout.order.failed',
      payload: { merchantId: 'VASTRA', merchantOrderId, orderId: 'OMO123', state, amount },
    },
  });

const myOrder = async (user: TestUser) =>
  (await app.inject({ method: 'GET', url: '/api/orders/my-orders', headers: user.auth })).json().orders[0];

describe('online payment with PhonePe', () => {
  it('opens the payment with a cached O-Bearer token and the order total from the database, in paise', async () => {
    const first = await onlineOrder(2);
    const second = await onlineOrder(1);
    expect(first.res.statusCode, first.res.body).toBe(201);
    const { merchantTransactionId, redirectUrl, order } = first.res.json();
    expect(order.orderTotal).toBe('2299.50');
    expect(phonePe.orders.get(merchantTransactionId)?.amount).toBe(229950);
    expect(redirectUrl).toBe(`https://mercury-uat.phonepe.example/transact/${merchantTransactionId}`);
    expect(second.res.statusCode).toBe(201);
    expect(phonePe.state.tokenRequests).toBe(1);
  });

  it('the fake PhonePe refuses calls without a live token and payments without an amount', async () => {
    const noToken = await fetch(`${phonePe.url}/pg/checkout/v2/pay`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ merchantOrderId: 'x', amount: 1000 }),
    });
    expect(noToken.status).toBe(401);
    const tokenRes = await fetch(`${phonePe.url}/identity/v1/oauth/token`, {
      method: 'POST',
      body: new URLSearchParams({
        client_id: credentials.clientId,
        client_version: credentials.clientVersion,
        client_secret: credentials.clientSecret,
        grant_type: 'client_credentials',
      }),
    });
    const { access_token } = (await tokenRes.json()) as { access_token: string };
    const noAmount = await fetch(`${phonePe.url}/pg/checkout/v2/pay`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `O-Bearer ${access_token}` },
      body: JSON.stringify({
        merchantOrderId: 'x',
        paymentFlow: { type: 'PG_CHECKOUT', merchantUrls: { redirectUrl: 'https://shop.example.in' } },
      }),
    });
    expect(noAmount.status).toBe(400);
  });

  it('fetches a fresh token when PhonePe no longer accepts the cached one', async () => {
    const before = phonePe.state.tokenRequests;
    phonePe.revokeTokens();
    const { res } = await onlineOrder(1);
    expect(res.statusCode).toBe(201);
    expect(phonePe.state.tokenRequests).toBe(before + 1);
  });

  it('verify asks PhonePe: COMPLETED marks the order paid and empties the cart', async () => {
    const { user, res } = await onlineOrder(1);
    const { merchantTransactionId, order } = res.json();
    expect((await verify(user, merchantTransactionId)).json()).toEqual({
      status: 'PENDING',
      order: { id: order.id },
    });

    const remote = phonePe.orders.get(merchantTransactionId);
    if (remote) remote.state = 'COMPLETED';
    expect((await verify(user, merchantTransactionId)).json()).toEqual({
      status: 'COMPLETED',
      order: { id: order.id },
    });
    expect((await myOrder(user)).paymentStatus).toBe('COMPLETED');
    const cart = await app.inject({ method: 'GET', url: '/api/cart', headers: user.auth });
    expect(cart.json().count).toBe(0);
  });

  it('a callback with a wrong Authorization is 401 and changes nothing', async () => {
    const { user, variantId, res } = await onlineOrder(3);
    const { merchantTransactionId, order } = res.json();
    for (const authorization of [
      sha256(`${callback.username}:wrong`),
      `${callback.username}:${callback.password}`,
      '',
    ]) {
      const forged = await sendCallback(authorization, merchantTransactionId, 'FAILED', 344925);
      expect(forged.statusCode).toBe(401);
    }
    const garbage = await app.inject({
      method: 'POST',
      url: '/api/payments/phonepe/callback',
      headers: { authorization: 'nope' },
      payload: { not: 'phonepe' },
    });
    expect(garbage.statusCode).toBe(401);
    expect(await stockOf(app, variantId)).toBe(7);
    expect(await myOrder(user)).toMatchObject({
      id: order.id,
      deliveryStatus: 'PENDING',
      paymentStatus: 'PENDING',
    });
  });

  it('a genuine FAILED callback cancels the order and releases the stock, once', async () => {
    const { user, variantId, res } = await onlineOrder(3);
    const { merchantTransactionId } = res.json();
    const authorization = sha256(`${callback.username}:${callback.password}`);
    for (let i = 0; i < 2; i++) {
      const ok = await sendCallback(authorization, merchantTransactionId, 'FAILED', 344925);
      expect(ok.statusCode).toBe(200);
    }
    expect(await stockOf(app, variantId)).toBe(10);
    expect(await myOrder(user)).toMatchObject({ deliveryStatus: 'CANCELED', paymentStatus: 'FAILED' });
    expect((await verify(user, merchantTransactionId)).json().status).toBe('FAILED');
  });

  it('a genuine COMPLETED callback counts only for the amount of the order', async () => {
    const { user, res } = await onlineOrder(1);
    const { merchantTransactionId } = res.json();
    const authorization = sha256(`${callback.username}:${callback.password}`);
    expect((await sendCallback(authorization, merchantTransactionId, 'COMPLETED', 100)).statusCode).toBe(200);
    expect((await myOrder(user)).paymentStatus).toBe('PENDING');
    expect((await sendCallback(authorization, merchantTransactionId, 'COMPLETED', 114975)).statusCode).toBe(
      200,
    );
    expect((await myOrder(user)).paymentStatus).toBe('COMPLETED');
  });

  it('a genuine COMPLETED callback that does not say the amount does not mark the order paid', async () => {
    const { user, res } = await onlineOrder(1);
    const { merchantTransactionId } = res.json();
    const noAmount = await app.inject({
      method: 'POST',
      url: '/api/payments/phonepe/callback',
      headers: { authorization: sha256(`${callback.username}:${callback.password}`) },
      payload: {
        event: 'checkout.order.completed',
        payload: { merchantId: 'VASTRA', merchantOrderId: merchantTransactionId, state: 'COMPLETED' },
      },
    });
    expect(noAmount.statusCode).toBe(200);
    expect(noAmount.json()).toEqual({ message: 'Callback received.' });
    expect(await myOrder(user)).toMatchObject({ deliveryStatus: 'PENDING', paymentStatus: 'PENDING' });
  });

  it('when PhonePe cannot take the payment, the order is cancelled and the stock returned: 502', async () => {
    phonePe.state.refusePayments = true;
    try {
      const { user, variantId, res } = await onlineOrder(2);
      expect(res.statusCode).toBe(502);
      expect(res.json().message).toBe('The payment could not be started. Please try again.');
      expect(await stockOf(app, variantId)).toBe(10);
      expect(await myOrder(user)).toMatchObject({ deliveryStatus: 'CANCELED', paymentStatus: 'FAILED' });
    } finally {
      phonePe.state.refusePayments = false;
    }
  });

  it('does not serve the simulator', async () => {
    const res = await app.inject({ method: 'GET', url: `/api/payments/simulator/${randomUUID()}` });
    expect(res.statusCode).toBe(404);
  });
});

describe('refunds through PhonePe', () => {
  /** A PhonePe-paid order of 2 jackets, delivered, with one asked back and received. */
  async function receivedReturn() {
    const { user, res } = await onlineOrder(2);
    const { merchantTransactionId, order } = res.json();
    const paid = await sendCallback(
      sha256(`${callback.username}:${callback.password}`),
      merchantTransactionId,
      'COMPLETED',
      229950,
    );
    expect(paid.statusCode).toBe(200);
    const remote = phonePe.orders.get(merchantTransactionId);
    if (remote) remote.state = 'COMPLETED';
    const delivered = await deliver(app, admin, order.id);
    const request = await askedReturn(app, user, order.id, [
      { orderItemId: delivered.items[0]?.id as string, quantity: 1, type: 'RETURN' },
    ]);
    await movedReturn(app, admin, request.id, ['APPROVED', 'RECEIVED']);
    return { user, merchantTransactionId, returnId: request.id as string };
  }

  it('asks PhonePe with our refund id, the payment’s id and the amount in paise, and records it PENDING', async () => {
    const { merchantTransactionId, returnId } = await receivedReturn();
    const refunded = await movedReturn(app, admin, returnId, ['REFUNDED']);
    expect(refunded).toMatchObject({
      status: 'REFUNDED',
      refundTotal: '1149.75',
      refund: { amount: '1149.75', method: 'PROVIDER', state: 'PENDING', reference: returnId },
    });
    expect(refunded.creditNoteNumber).toMatch(/^CN\//);
    expect(phonePe.refunds.get(returnId)).toEqual({
      originalMerchantOrderId: merchantTransactionId,
      amount: 114975,
      state: 'PENDING',
    });
  });

  it('a refund PhonePe refuses is a 502: the request stays RECEIVED, nothing is refunded, no credit note number is taken', async () => {
    const before = await receivedReturn();
    const last = (await movedReturn(app, admin, before.returnId, ['REFUNDED'])).creditNoteNumber as string;
    const { user, returnId } = await receivedReturn();
    phonePe.state.refuseRefunds = true;
    try {
      const res = await moveReturn(app, admin, returnId, 'REFUNDED');
      expect(res.statusCode).toBe(502);
      expect(res.json()).toEqual({
        message:
          'The payment provider did not accept the refund, so nothing was refunded. Please try again later.',
      });
    } finally {
      phonePe.state.refuseRefunds = false;
    }
    const mine = await app.inject({ method: 'GET', url: `/api/returns/${returnId}`, headers: user.auth });
    expect(mine.json().return).toMatchObject({ status: 'RECEIVED', refund: null, creditNoteNumber: null });
    expect(phonePe.refunds.has(returnId)).toBe(false);

    const retried = await movedReturn(app, admin, returnId, ['REFUNDED']);
    const sequence = (number: string) => Number(number.split('/').at(-1));
    expect(sequence(retried.creditNoteNumber as string)).toBe(sequence(last) + 1);
    expect(phonePe.refunds.get(returnId)?.amount).toBe(114975);
  });
});
