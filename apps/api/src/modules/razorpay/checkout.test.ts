import { describe, expect, it } from 'vitest';
import { hmac, keys } from '../../../test/fake-razorpay';
import { openRazorpayShop } from '../../../test/razorpay-shop';
import { addToCart, createShopProduct, newShopper, placeOrder, stockOf } from '../../../test/shop-fixtures';
import { createTestUser, type TestUser } from '../../../test/users';

const { razorpay, app, onlineOrder, postCallback } = await openRazorpayShop();
const admin = await createTestUser(app, 'ADMIN');

const myOrder = async (user: TestUser) =>
  (await app.inject({ method: 'GET', url: '/api/orders/my-orders', headers: user.auth })).json().orders[0];
const verify = (user: TestUser, merchantTransactionId: string) =>
  app.inject({
    method: 'GET',
    url: `/api/orders/payment/verify-and-update/${merchantTransactionId}`,
    headers: user.auth,
  });
const adminOrder = async (orderId: string) =>
  (await app.inject({ method: 'GET', url: '/api/orders/all', headers: admin.auth }))
    .json()
    .orders.find((order: { id: string }) => order.id === orderId);
const cartCount = async (user: TestUser) =>
  (await app.inject({ method: 'GET', url: '/api/cart', headers: user.auth })).json().count;

/** An online order of 2 jackets (Rs. 2,299.50) placed by a fresh shopper, with its Razorpay order. */
async function placed() {
  const { user, variantId, res } = await onlineOrder(2);
  expect(res.statusCode, res.body).toBe(201);
  const { merchantTransactionId, redirectUrl, order } = res.json();
  const remote = razorpay.orderFor(merchantTransactionId);
  if (!remote) throw new Error('no Razorpay order was created');
  return { user, variantId, merchantTransactionId, redirectUrl, order, remote };
}

describe('paying with Razorpay Checkout', () => {
  it('places a Razorpay order for the total in paise, with our payment id as the receipt, and sends the shopper to our page', async () => {
    const { merchantTransactionId, redirectUrl, order, remote } = await placed();
    expect(order.orderTotal).toBe('2299.50');
    expect(remote).toMatchObject({ amount: 229950, currency: 'INR', receipt: merchantTransactionId });
    expect(redirectUrl).toBe(`https://shop.example.in/api/payments/razorpay/${merchantTransactionId}`);
  });

  it('our page opens Checkout with the key, the order, the shop and the shopper pre-filled, from the configured checkout.js', async () => {
    const { user, merchantTransactionId, remote } = await placed();
    const page = await app.inject({ method: 'GET', url: `/api/payments/razorpay/${merchantTransactionId}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain(`<script src="${razorpay.url}/v1/checkout.js"></script>`);
    const json = /<script type="application\/json" id="razorpay-options">(.*?)<\/script>/s.exec(
      page.body,
    )?.[1];
    expect(JSON.parse(json ?? '{}')).toMatchObject({
      key: keys.keyId,
      amount: 229950,
      currency: 'INR',
      order_id: remote.id,
      name: 'Vastra',
      prefill: { email: user.email },
      callback_url: 'https://shop.example.in/api/payments/razorpay/callback',
      redirect: true,
    });
    const policy = String(page.headers['content-security-policy']);
    const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
    expect(page.body).toContain(`<script nonce="${nonce}">`);
    expect(policy).toContain(new URL(razorpay.url).origin);
  });

  it('a signed callback completes the order for its total, empties the cart and goes to /payment/status', async () => {
    const { user, merchantTransactionId, remote } = await placed();
    const paid = await postCallback(razorpay.checkoutResult(razorpay.attempt(remote.id, 'captured')));
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(`/payment/status?merchantTransactionId=${merchantTransactionId}`);
    expect(await myOrder(user)).toMatchObject({ paymentStatus: 'COMPLETED', deliveryStatus: 'PENDING' });
    expect(await cartCount(user)).toBe(0);
    expect((await verify(user, merchantTransactionId)).json().status).toBe('COMPLETED');
    const page = await app.inject({ method: 'GET', url: `/api/payments/razorpay/${merchantTransactionId}` });
    expect(page.body).toContain('This payment is already paid.');
  });

  it('a forged or tampered signature is a 401 and changes nothing', async () => {
    const { user, variantId, remote } = await placed();
    const result = razorpay.checkoutResult(razorpay.attempt(remote.id, 'captured'));
    const other = await placed();
    const forgeries = [
      { ...result, razorpay_signature: hmac(`${remote.id}|${result.razorpay_payment_id}`, 'not-the-secret') },
      {
        ...result,
        razorpay_signature: result.razorpay_signature.replace(/.$/, (c) => (c === '0' ? '1' : '0')),
      },
      // A genuine signature for one order, sent with another order's id.
      { ...result, razorpay_order_id: other.remote.id },
    ];
    for (const forged of forgeries) {
      const res = await postCallback(forged);
      expect(res.statusCode, JSON.stringify(forged)).toBe(401);
      expect(res.json()).toEqual({ message: 'The payment could not be verified.' });
    }
    expect((await postCallback({ ...result, razorpay_signature: '' })).statusCode).toBe(400);
    expect(await myOrder(user)).toMatchObject({ paymentStatus: 'PENDING', deliveryStatus: 'PENDING' });
    expect(await stockOf(app, variantId)).toBe(8);
    expect(await cartCount(user)).toBe(2);
  });

  it('a payment captured for another amount is never completed: the admin sees both amounts and the refund due', async () => {
    const { user, variantId, order, remote } = await placed();
    const res = await postCallback(razorpay.checkoutResult(razorpay.attempt(remote.id, 'captured', 100)));
    expect(res.statusCode).toBe(303);
    expect(await myOrder(user)).toMatchObject({ paymentStatus: 'FAILED', deliveryStatus: 'CANCELED' });
    expect((await myOrder(user)).amountMismatch).toBeUndefined();
    expect(await stockOf(app, variantId)).toBe(10);
    expect(await adminOrder(order.id)).toMatchObject({
      refundDue: true,
      amountMismatch: { orderTotal: '2299.50', captured: '1.00' },
    });
  });

  it('a declined payment posts back unsigned: nothing changes until Razorpay itself says it failed', async () => {
    const { user, merchantTransactionId, remote } = await placed();
    const failed = razorpay.attempt(remote.id, 'failed');
    const res = await postCallback({
      'error[code]': 'BAD_REQUEST_ERROR',
      'error[description]': 'Payment was declined by the bank.',
      'error[metadata]': JSON.stringify({ payment_id: failed.id, order_id: remote.id }),
    });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`/payment/status?merchantTransactionId=${merchantTransactionId}`);
    expect(await myOrder(user)).toMatchObject({ paymentStatus: 'PENDING' });
    expect((await verify(user, merchantTransactionId)).json().status).toBe('FAILED');
    expect(await myOrder(user)).toMatchObject({ paymentStatus: 'FAILED', deliveryStatus: 'CANCELED' });
  });

  it('Razorpay unreachable at the callback: 502, nothing changed, and the order stays payable', async () => {
    const { user, merchantTransactionId, remote } = await placed();
    const result = razorpay.checkoutResult(razorpay.attempt(remote.id, 'captured'));
    razorpay.state.unreachable = true;
    try {
      const res = await postCallback(result);
      expect(res.statusCode).toBe(502);
      expect(res.body).toContain('Razorpay could not be reached to confirm your payment.');
      expect((await verify(user, merchantTransactionId)).json().status).toBe('PENDING');
    } finally {
      razorpay.state.unreachable = false;
    }
    expect(await myOrder(user)).toMatchObject({ paymentStatus: 'PENDING', deliveryStatus: 'PENDING' });
    expect((await postCallback(result)).statusCode).toBe(303);
    expect(await myOrder(user)).toMatchObject({ paymentStatus: 'COMPLETED' });
  });

  it('Razorpay unreachable at checkout: 502 with the order kept payable; the same attempt later opens Checkout on our page', async () => {
    const product = await createShopProduct(app, 'Linen Kurta', [
      { color: 'White', size: 'L', originalPrice: '1149.75', stock: 10 },
    ]);
    const variantId = product.variantIds[0] as string;
    const { user, addressId } = await newShopper(app);
    await addToCart(app, user, variantId, 1);
    const attempt = () =>
      placeOrder(
        app,
        user,
        { addressId, paymentMethod: 'ONLINE_PAYMENT' },
        { 'idempotency-key': 'attempt-1' },
      );

    razorpay.state.unreachable = true;
    try {
      const away = await attempt();
      expect(away.statusCode).toBe(502);
      expect(away.json().message).toBe('The payment could not be started. Please try again.');
    } finally {
      razorpay.state.unreachable = false;
    }
    expect(await myOrder(user)).toMatchObject({ paymentStatus: 'PENDING', deliveryStatus: 'PENDING' });
    expect(await stockOf(app, variantId)).toBe(9);
    expect(await cartCount(user)).toBe(1);

    const again = await attempt();
    expect(again.statusCode).toBe(201);
    const { merchantTransactionId, redirectUrl } = again.json();
    expect(redirectUrl).toBe(`https://shop.example.in/api/payments/razorpay/${merchantTransactionId}`);
    expect(razorpay.orderFor(merchantTransactionId)).toBeUndefined();

    razorpay.state.unreachable = true;
    try {
      const down = await app.inject({
        method: 'GET',
        url: `/api/payments/razorpay/${merchantTransactionId}`,
      });
      expect(down.statusCode).toBe(502);
      expect(down.body).toContain('Your order is kept for you');
    } finally {
      razorpay.state.unreachable = false;
    }
    const page = await app.inject({ method: 'GET', url: `/api/payments/razorpay/${merchantTransactionId}` });
    expect(page.statusCode).toBe(200);
    const remote = razorpay.orderFor(merchantTransactionId);
    expect(remote?.amount).toBe(114975);
    expect(page.body).toContain(`"order_id":"${remote?.id}"`);
    await app.inject({ method: 'GET', url: `/api/payments/razorpay/${merchantTransactionId}` });
    expect([...razorpay.orders.values()].filter((o) => o.receipt === merchantTransactionId)).toHaveLength(1);

    const paid = await postCallback(
      razorpay.checkoutResult(razorpay.attempt(String(remote?.id), 'captured')),
    );
    expect(paid.statusCode).toBe(303);
    expect(await myOrder(user)).toMatchObject({ paymentStatus: 'COMPLETED' });
  });

  it('an unknown payment gets the not-found page', async () => {
    for (const id of ['not-a-uuid', '00000000-0000-4000-8000-000000000000']) {
      const page = await app.inject({ method: 'GET', url: `/api/payments/razorpay/${id}` });
      expect(page.statusCode).toBe(404);
      expect(page.body).toContain('Payment not found');
    }
  });
});
