import { describe, expect, it } from 'vitest';
import { openRazorpayShop } from '../../../test/razorpay-shop';
import { stockOf } from '../../../test/shop-fixtures';
import type { TestUser } from '../../../test/users';
import { expireUnpaidPayments } from '../checkout';
import { shopContext } from '../orders';

const { razorpay, app, onlineOrder, postCallback, sendWebhook } = await openRazorpayShop();

const myOrder = async (user: TestUser) =>
  (await app.inject({ method: 'GET', url: '/api/orders/my-orders', headers: user.auth })).json().orders[0];
const cartCount = async (user: TestUser) =>
  (await app.inject({ method: 'GET', url: '/api/cart', headers: user.auth })).json().count;

async function placed() {
  const { user, variantId, res } = await onlineOrder(2);
  expect(res.statusCode, res.body).toBe(201);
  const { merchantTransactionId, order } = res.json();
  const remote = razorpay.orderFor(merchantTransactionId);
  if (!remote) throw new Error('no Razorpay order was created');
  return { user, variantId, merchantTransactionId, orderDate: order.orderDate as string, remote };
}

describe('Razorpay webhooks', () => {
  it('a webhook with a bad signature is a 401 and changes nothing', async () => {
    const { user, variantId, remote } = await placed();
    const captured = razorpay.attempt(remote.id, 'captured');
    const hook = razorpay.webhook('payment.captured', captured);
    const forged = [
      {
        ...hook,
        signature: razorpay.webhook('payment.captured', captured, 'another-webhook-secret').signature,
      },
      { ...hook, body: hook.body.replace('"amount":229950', '"amount":100') },
      { ...hook, signature: '' },
    ];
    for (const attempt of forged) {
      const res = await sendWebhook(attempt);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: 'The webhook could not be verified.' });
    }
    expect(await myOrder(user)).toMatchObject({ paymentStatus: 'PENDING', deliveryStatus: 'PENDING' });
    expect(await stockOf(app, variantId)).toBe(8);
    // The forged deliveries did not use up the event id: the genuine one still counts.
    expect((await sendWebhook(hook)).statusCode).toBe(200);
    expect(await myOrder(user)).toMatchObject({ paymentStatus: 'COMPLETED' });
  });

  it('payment.captured completes an order whose shopper never came back, and the same event twice is one', async () => {
    const { user, remote } = await placed();
    const hook = razorpay.webhook('payment.captured', razorpay.attempt(remote.id, 'captured'));
    for (let i = 0; i < 2; i++) {
      const res = await sendWebhook(hook);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: 'Webhook received.' });
    }
    expect(await myOrder(user)).toMatchObject({ paymentStatus: 'COMPLETED', deliveryStatus: 'PENDING' });
    expect(await cartCount(user)).toBe(0);
  });

  it('the same event id again is not applied again, even with another signed body', async () => {
    const { user, remote, variantId } = await placed();
    const attempt = razorpay.attempt(remote.id, 'authorized');
    const first = razorpay.webhook('payment.authorized', attempt);
    expect((await sendWebhook(first)).statusCode).toBe(200);
    const failed = razorpay.webhook('payment.failed', { ...attempt, status: 'failed' });
    expect((await sendWebhook({ ...failed, eventId: first.eventId })).statusCode).toBe(200);
    expect(await myOrder(user)).toMatchObject({ paymentStatus: 'PENDING', deliveryStatus: 'PENDING' });
    expect(await stockOf(app, variantId)).toBe(8);
    expect((await sendWebhook(failed)).statusCode).toBe(200);
    expect(await myOrder(user)).toMatchObject({ paymentStatus: 'FAILED', deliveryStatus: 'CANCELED' });
  });

  it('the webhook before the callback, and the callback after it: one completed order', async () => {
    const { user, merchantTransactionId, remote } = await placed();
    const captured = razorpay.attempt(remote.id, 'captured');
    expect((await sendWebhook(razorpay.webhook('payment.captured', captured))).statusCode).toBe(200);
    const back = await postCallback(razorpay.checkoutResult(captured));
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe(`/payment/status?merchantTransactionId=${merchantTransactionId}`);
    expect(await myOrder(user)).toMatchObject({ paymentStatus: 'COMPLETED' });
  });

  it('the webhook after the callback changes nothing more', async () => {
    const { user, remote } = await placed();
    const captured = razorpay.attempt(remote.id, 'captured');
    expect((await postCallback(razorpay.checkoutResult(captured))).statusCode).toBe(303);
    expect((await sendWebhook(razorpay.webhook('payment.captured', captured))).statusCode).toBe(200);
    // A late payment.failed for the same order cannot undo a completed payment.
    const late = razorpay.webhook('payment.failed', { ...captured, status: 'failed' });
    expect((await sendWebhook(late)).statusCode).toBe(200);
    expect(await myOrder(user)).toMatchObject({ paymentStatus: 'COMPLETED', deliveryStatus: 'PENDING' });
  });

  it('payment.failed cancels the order and returns the stock', async () => {
    const { user, variantId, remote } = await placed();
    expect(
      (await sendWebhook(razorpay.webhook('payment.failed', razorpay.attempt(remote.id, 'failed'))))
        .statusCode,
    ).toBe(200);
    expect(await myOrder(user)).toMatchObject({ paymentStatus: 'FAILED', deliveryStatus: 'CANCELED' });
    expect(await stockOf(app, variantId)).toBe(10);
  });

  it('a captured amount that is not the order total is never completed by the webhook either', async () => {
    const { user, remote } = await placed();
    const short = razorpay.attempt(remote.id, 'captured', 229900);
    expect((await sendWebhook(razorpay.webhook('payment.captured', short))).statusCode).toBe(200);
    expect(await myOrder(user)).toMatchObject({
      paymentStatus: 'FAILED',
      deliveryStatus: 'CANCELED',
      refundDue: true,
    });
  });

  it('an event for an order that is not ours is acknowledged and changes nothing', async () => {
    const { user } = await placed();
    const elsewhere = razorpay.webhook('payment.captured', {
      ...razorpay.attempt((await placed()).remote.id, 'authorized'),
      order_id: 'order_SomeoneElse01',
    });
    expect((await sendWebhook(elsewhere)).statusCode).toBe(200);
    expect(await myOrder(user)).toMatchObject({ paymentStatus: 'PENDING' });
  });
});

describe('the sweep asks Razorpay before the 30 minutes cancel an order', () => {
  it('a lost callback and a lost webhook: the sweep finds the payment captured and completes the order', async () => {
    const { user, orderDate, remote } = await placed();
    razorpay.attempt(remote.id, 'captured');
    const late = new Date(new Date(orderDate).getTime() + 31 * 60_000);
    expect(await expireUnpaidPayments(shopContext(app), late)).toBeGreaterThanOrEqual(1);
    expect(await myOrder(user)).toMatchObject({ paymentStatus: 'COMPLETED', deliveryStatus: 'PENDING' });
    expect(await cartCount(user)).toBe(0);
  });

  it('an order Razorpay has no captured payment for is cancelled at expiry, its stock back', async () => {
    const { user, variantId, orderDate, remote } = await placed();
    razorpay.attempt(remote.id, 'failed');
    const late = new Date(new Date(orderDate).getTime() + 31 * 60_000);
    await expireUnpaidPayments(shopContext(app), late);
    expect(await myOrder(user)).toMatchObject({ paymentStatus: 'FAILED', deliveryStatus: 'CANCELED' });
    expect(await stockOf(app, variantId)).toBe(10);
  });

  it('Razorpay unreachable at expiry: the order stays payable, and is settled when Razorpay answers', async () => {
    const { user, variantId, orderDate, remote } = await placed();
    razorpay.attempt(remote.id, 'captured');
    const late = new Date(new Date(orderDate).getTime() + 31 * 60_000);
    razorpay.state.unreachable = true;
    try {
      await expireUnpaidPayments(shopContext(app), late);
    } finally {
      razorpay.state.unreachable = false;
    }
    expect(await myOrder(user)).toMatchObject({ paymentStatus: 'PENDING', deliveryStatus: 'PENDING' });
    expect(await stockOf(app, variantId)).toBe(8);
    await expireUnpaidPayments(shopContext(app), late);
    expect(await myOrder(user)).toMatchObject({ paymentStatus: 'COMPLETED' });
  });
});
