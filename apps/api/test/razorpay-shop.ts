import { afterAll } from 'vitest';
import type { App } from '../src/app';
import { createTestApp } from './app';
import { keys, startFakeRazorpay, webhookSecret } from './fake-razorpay';
import { orderOfNewProduct } from './shop-fixtures';

/** A shop's settings for paying through the fake Razorpay at `url`. */
export const razorpayEnv = (url: string) => ({
  PAYMENT_PROVIDER: 'razorpay',
  RAZORPAY_KEY_ID: keys.keyId,
  RAZORPAY_KEY_SECRET: keys.keySecret,
  RAZORPAY_WEBHOOK_SECRET: webhookSecret,
  RAZORPAY_BASE_URL: url,
  RAZORPAY_CHECKOUT_URL: `${url}/v1/checkout.js`,
});

/**
 * A shop paid through Razorpay (the fake above, started for this test file), and what its tests do
 * there: place an online order of a fresh shopper, post Checkout's result, send a webhook.
 */
export async function openRazorpayShop() {
  const razorpay = await startFakeRazorpay();
  afterAll(() => razorpay.close());

  const { app } = await createTestApp({
    ...razorpayEnv(razorpay.url),
    PUBLIC_URL: 'https://shop.example.in',
  });

  return {
    razorpay,
    app,
    onlineOrder: (quantity = 2) => onlineOrder(app, quantity),
    postCallback: (fields: Record<string, string>) => postCallback(app, fields),
    sendWebhook: (hook: { body: string; signature: string; eventId: string }) => sendWebhook(app, hook),
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

const postCallback = (app: App, fields: Record<string, string>) =>
  app.inject({
    method: 'POST',
    url: '/api/payments/razorpay/callback',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });

const sendWebhook = (app: App, hook: { body: string; signature: string; eventId: string }) =>
  app.inject({
    method: 'POST',
    url: '/api/payments/webhooks/razorpay',
    headers: {
      'content-type': 'application/json',
      'x-razorpay-signature': hook.signature,
      'x-razorpay-event-id': hook.eventId,
    },
    payload: hook.body,
  });
