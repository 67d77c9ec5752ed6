import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { callback, credentials, openPhonePeShop, sha256 } from '../../../test/fake-phonepe';
import { stockOf } from '../../../test/shop-fixtures';
import type { TestUser } from '../../../test/users';

const { phonePe, app, onlineOrder, sendCallback } = await openPhonePeShop();

const verify = (user: TestUser, merchantTransactionId: string) =>
  app.inject({
    method: 'GET',
    url: `/api/orders/payment/verify-and-update/${merchantTransactionId}`,
    headers: user.auth,
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
