import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app';
import { onlineOrderOfNewProduct, stockOf } from '../../../test/shop-fixtures';
import { type ShopContext, shopContext } from '../orders';
import { verifyPayment } from './online-payment';
import { expireUnpaidPayments } from './provider-report';

const { app } = await createTestApp();

async function unpaidOnlineOrder(stock: number, quantity: number) {
  const { user, variantId, body } = await onlineOrderOfNewProduct(
    app,
    'Silk Dupatta',
    { color: 'Red', size: 'Free', originalPrice: '899.00', stock },
    quantity,
  );
  return {
    user,
    variantId,
    placedAt: new Date(body.order.orderDate).getTime(),
    orderId: body.order.id as string,
    merchantTransactionId: body.merchantTransactionId as string,
  };
}

/** The shop as it is, with a payment provider that times out on every status check. */
function providerAway(): ShopContext {
  const ctx = shopContext(app);
  return {
    ...ctx,
    payments: {
      ...ctx.payments,
      checkStatus: async () => {
        throw new Error('The operation was aborted due to timeout');
      },
    },
  };
}

const orderOf = async (user: { auth: { authorization: string } }) =>
  (await app.inject({ method: 'GET', url: '/api/orders/my-orders', headers: user.auth })).json().orders[0];

describe('the sweep of unpaid online orders', () => {
  it('does not cancel an order whose payment could not be checked, and expires it once it can be', async () => {
    const { user, variantId, placedAt } = await unpaidOnlineOrder(10, 3);
    const late = new Date(placedAt + 31 * 60_000);

    expect(await expireUnpaidPayments(providerAway(), late)).toBe(0);
    expect(await orderOf(user)).toMatchObject({ deliveryStatus: 'PENDING', paymentStatus: 'PENDING' });
    expect(await stockOf(app, variantId)).toBe(7);

    expect(await expireUnpaidPayments(shopContext(app), late)).toBeGreaterThanOrEqual(1);
    expect(await orderOf(user)).toMatchObject({ deliveryStatus: 'CANCELED', paymentStatus: 'FAILED' });
    expect(await stockOf(app, variantId)).toBe(10);
  });

  it('leaves a late payment PENDING when the shopper checks it while the provider cannot be asked', async () => {
    const { user, variantId, placedAt, orderId, merchantTransactionId } = await unpaidOnlineOrder(5, 2);
    const late = new Date(placedAt + 45 * 60_000);
    const checked = await verifyPayment(providerAway(), user.id, merchantTransactionId, late);
    expect(checked).toEqual({ status: 'PENDING', order: { id: orderId } });
    expect(await stockOf(app, variantId)).toBe(3);
  });
});
