import { describe, expect, it, vi } from 'vitest';
import { createTestApp } from '../../../test/app';
import { waitForMail } from '../../../test/outbox';
import {
  addToCart,
  answerSimulator,
  createAddress,
  createShopProduct,
  onlineOrderOfNewProduct,
  placeOrder,
  stockOf,
} from '../../../test/shop-fixtures';
import { createTestUser, type TestUser } from '../../../test/users';
import { shopContext } from '../orders';
import { verifyPayment } from './online-payment';
import { expireUnpaidPayments } from './provider-report';

const { app, config } = await createTestApp({ PUBLIC_URL: 'https://shop.example.in' });

async function onlineOrder(stock = 10, quantity = 2) {
  const { user, variantId, body } = await onlineOrderOfNewProduct(
    app,
    'Denim Jacket',
    { color: 'Blue', size: 'M', originalPrice: '1299.00', stock },
    quantity,
  );
  return {
    user,
    variantId,
    order: body.order,
    merchantTransactionId: body.merchantTransactionId as string,
    body,
  };
}

const verify = (user: TestUser, merchantTransactionId: string) =>
  app.inject({
    method: 'GET',
    url: `/api/orders/payment/verify-and-update/${merchantTransactionId}`,
    headers: user.auth,
  });

const answer = (merchantTransactionId: string, outcome: string) =>
  answerSimulator(app, merchantTransactionId, outcome);

const cartCount = async (user: TestUser) =>
  (await app.inject({ method: 'GET', url: '/api/cart', headers: user.auth })).json().count;

describe('online payment with the simulator', () => {
  it('reserves the stock, keeps the cart, and sends the shopper to the simulator page', async () => {
    const { user, variantId, order, merchantTransactionId, body } = await onlineOrder();
    expect(body.redirectUrl).toBe(`${config.publicUrl}/api/payments/simulator/${merchantTransactionId}`);
    expect(order).toMatchObject({
      paymentMethod: 'ONLINE_PAYMENT',
      paymentStatus: 'PENDING',
      merchantTransactionId,
    });
    expect(await stockOf(app, variantId)).toBe(8);
    expect(await cartCount(user)).toBe(2);

    const page = await app.inject({ method: 'GET', url: `/api/payments/simulator/${merchantTransactionId}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('Rs. 2,598.00');
    expect(page.body).toContain('value="SUCCESS"');
    expect(page.body).toContain('value="FAILURE"');
    expect(page.body).not.toContain('<script');
  });

  it('Pay, then verify: COMPLETED, the order is paid and the cart emptied; verifying again changes nothing', async () => {
    const { user, order, merchantTransactionId } = await onlineOrder();
    const pending = await verify(user, merchantTransactionId);
    expect(pending.json()).toEqual({ status: 'PENDING', order: { id: order.id } });

    const paid = await answer(merchantTransactionId, 'SUCCESS');
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(`/payment/status?merchantTransactionId=${merchantTransactionId}`);

    const res = await verify(user, merchantTransactionId);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'COMPLETED', order: { id: order.id } });
    expect(await cartCount(user)).toBe(0);
    const mail = await waitForMail(
      config.dataDir,
      user.email,
      `Your order #${order.id.slice(0, 8)} is confirmed`,
    );
    expect(mail).toContain('Paid online');

    // A line added after paying survives a second verify.
    const scarf = await createShopProduct(app, 'Wool Scarf');
    await addToCart(app, user, scarf.variantIds[0] as string);
    expect((await verify(user, merchantTransactionId)).json().status).toBe('COMPLETED');
    expect(await cartCount(user)).toBe(1);
    const orders = await app.inject({ method: 'GET', url: '/api/orders/my-orders', headers: user.auth });
    expect(orders.json().orders[0]).toMatchObject({ paymentStatus: 'COMPLETED', deliveryStatus: 'PENDING' });
  });

  it('Decline releases the stock and cancels the order; a later Pay changes nothing', async () => {
    const { user, variantId, order, merchantTransactionId } = await onlineOrder(10, 3);
    expect(await stockOf(app, variantId)).toBe(7);
    expect((await answer(merchantTransactionId, 'FAILURE')).statusCode).toBe(303);

    const res = await verify(user, merchantTransactionId);
    expect(res.json()).toEqual({ status: 'FAILED', order: { id: order.id } });
    expect(await stockOf(app, variantId)).toBe(10);
    expect(await cartCount(user)).toBe(3);

    expect((await answer(merchantTransactionId, 'SUCCESS')).statusCode).toBe(303);
    expect((await verify(user, merchantTransactionId)).json().status).toBe('FAILED');
    expect(await stockOf(app, variantId)).toBe(10);
    const orders = await app.inject({ method: 'GET', url: '/api/orders/my-orders', headers: user.auth });
    expect(orders.json().orders[0]).toMatchObject({ deliveryStatus: 'CANCELED', paymentStatus: 'FAILED' });
    const page = await app.inject({ method: 'GET', url: `/api/payments/simulator/${merchantTransactionId}` });
    expect(page.body).not.toContain('value="SUCCESS"');
  });

  it("another customer cannot verify someone's payment: 404, and nothing changes", async () => {
    const { merchantTransactionId } = await onlineOrder();
    const stranger = await createTestUser(app);
    const res = await verify(stranger, merchantTransactionId);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Payment not found.');
  });

  it('cancelling an unpaid online order fails its payment, so paying afterwards changes nothing', async () => {
    const { user, variantId, merchantTransactionId, order } = await onlineOrder(10, 2);
    const cancel = await app.inject({
      method: 'PUT',
      url: `/api/orders/${order.id}/cancel`,
      headers: user.auth,
    });
    expect(cancel.json().order).toMatchObject({ deliveryStatus: 'CANCELED', paymentStatus: 'FAILED' });
    await answer(merchantTransactionId, 'SUCCESS');
    expect((await verify(user, merchantTransactionId)).json().status).toBe('FAILED');
    expect(await stockOf(app, variantId)).toBe(10);
  });

  it('a payment that completes after its order was cancelled is recorded, logged and shown to the admin as a refund due', async () => {
    const { user, merchantTransactionId, order } = await onlineOrder(10, 1);
    await app.inject({ method: 'PUT', url: `/api/orders/${order.id}/cancel`, headers: user.auth });
    const logged = vi.spyOn(app.log, 'error');
    await answer(merchantTransactionId, 'SUCCESS');
    expect(logged).toHaveBeenCalledWith(
      expect.objectContaining({ merchantTransactionId, orderId: order.id, amount: '1299.00' }),
      expect.stringContaining('payment completed after its order was cancelled'),
    );
    logged.mockRestore();

    const admin = await createTestUser(app, 'ADMIN');
    const all = await app.inject({ method: 'GET', url: '/api/orders/all', headers: admin.auth });
    const listed = all.json().orders.find((o: { id: string }) => o.id === order.id);
    expect(listed).toMatchObject({
      deliveryStatus: 'CANCELED',
      paymentStatus: 'FAILED',
      refundDue: true,
      testPayment: true,
    });
    const mine = await app.inject({ method: 'GET', url: '/api/orders/my-orders', headers: user.auth });
    expect(mine.json().orders[0]).toMatchObject({
      id: order.id,
      deliveryStatus: 'CANCELED',
      refundDue: true,
    });
  });

  it('rejects an unknown outcome with 400 and answers unknown payments with a 404 page', async () => {
    const { merchantTransactionId } = await onlineOrder();
    expect((await answer(merchantTransactionId, 'MAYBE')).statusCode).toBe(400);
    const unknown = await app.inject({ method: 'GET', url: '/api/payments/simulator/not-a-payment' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers['content-type']).toContain('text/html');
    expect((await answer('00000000-0000-4000-8000-000000000000', 'SUCCESS')).statusCode).toBe(404);
  });

  it('sends the repeated request with the same Idempotency-Key back to the same payment', async () => {
    const product = await createShopProduct(app, 'Silk Stole', [{ stock: 5 }]);
    const user = await createTestUser(app);
    await addToCart(app, user, product.variantIds[0] as string);
    const body = { addressId: await createAddress(app, user.id), paymentMethod: 'ONLINE_PAYMENT' };
    const first = await placeOrder(app, user, body, { 'idempotency-key': 'pay-once' });
    const second = await placeOrder(app, user, body, { 'idempotency-key': 'pay-once' });
    expect(second.statusCode).toBe(201);
    expect(second.json()).toEqual(first.json());
    expect(await stockOf(app, product.variantIds[0] as string)).toBe(4);
  });
});

describe('unpaid online orders', () => {
  it('expire after 30 minutes: payment FAILED, order CANCELED, stock returned', async () => {
    const { user, variantId, order, merchantTransactionId } = await onlineOrder(10, 4);
    const placedAt = new Date(order.orderDate).getTime();
    const ctx = shopContext(app);

    expect(await expireUnpaidPayments(ctx, new Date(placedAt + 29 * 60_000))).toBe(0);
    expect(await stockOf(app, variantId)).toBe(6);

    expect(await expireUnpaidPayments(ctx, new Date(placedAt + 31 * 60_000))).toBeGreaterThanOrEqual(1);
    expect(await stockOf(app, variantId)).toBe(10);
    expect((await verify(user, merchantTransactionId)).json().status).toBe('FAILED');
    const orders = await app.inject({ method: 'GET', url: '/api/orders/my-orders', headers: user.auth });
    expect(orders.json().orders[0]).toMatchObject({ deliveryStatus: 'CANCELED', paymentStatus: 'FAILED' });

    expect(await expireUnpaidPayments(ctx, new Date(placedAt + 60 * 60_000))).toBe(0);
    expect(await stockOf(app, variantId)).toBe(10);
  });

  it('are also expired when the shopper verifies after 30 minutes', async () => {
    const { user, variantId, order, merchantTransactionId } = await onlineOrder(10, 1);
    const placedAt = new Date(order.orderDate).getTime();
    const ctx = shopContext(app);
    const early = await verifyPayment(ctx, user.id, merchantTransactionId, new Date(placedAt + 10 * 60_000));
    expect(early.status).toBe('PENDING');
    const late = await verifyPayment(ctx, user.id, merchantTransactionId, new Date(placedAt + 31 * 60_000));
    expect(late).toEqual({ status: 'FAILED', order: { id: order.id } });
    expect(await stockOf(app, variantId)).toBe(10);
  });
});
