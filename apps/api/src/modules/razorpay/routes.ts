import { randomBytes } from 'node:crypto';
import { messageBody } from '@vastra/contract/common';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../lib/errors';
import { isPaymentId } from '../checkout';
import { shopContext } from '../orders';
import { razorpayOf } from '../payments';
import { readCheckoutResult } from './checkout-callback';
import { checkoutPage, checkoutPolicy, messagePage } from './checkout-page';
import { checkoutOptions, statusUrl } from './open-checkout';
import { paymentById } from './payment-records';
import { applyRazorpayWebhook } from './webhook';

const tags = ['payments'];
// Any text: an unknown or malformed id gets the same not-found page, not a JSON validation error.
const pageParams = z.object({ merchantTransactionId: z.string() });

/** Razorpay's side of the shop (PAYMENT_PROVIDER=razorpay): the checkout page, its callback, the webhook. */
export const razorpayRoutes: FastifyPluginAsyncZod = async (app) => {
  const razorpay = razorpayOf(app.paymentProvider);
  if (!razorpay) return;
  const ctx = shopContext(app);

  const html = (reply: FastifyReply, status: number, page: string) =>
    reply.status(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(page);

  app.get(
    '/payments/razorpay/:merchantTransactionId',
    {
      schema: {
        tags,
        summary: 'The shop’s page that opens Razorpay Checkout for a payment',
        description:
          'Creates the Razorpay order first when Razorpay could not be reached at checkout (502 while it still cannot).',
        params: pageParams,
      },
    },
    async (request, reply) => {
      const { merchantTransactionId } = request.params;
      const payment = isPaymentId(merchantTransactionId)
        ? await paymentById(app.db, merchantTransactionId)
        : undefined;
      if (!payment)
        return html(reply, 404, messagePage('Payment not found', 'Check the link and try again.'));
      const back = { href: statusUrl(merchantTransactionId), label: 'Back to the shop' };
      if (payment.status !== 'PENDING') {
        const done = payment.status === 'COMPLETED' ? 'paid' : 'closed';
        return html(reply, 200, messagePage('Payment', `This payment is already ${done}.`, back));
      }
      if (payment.expiresAt <= app.clock()) {
        return html(reply, 200, messagePage('Payment', 'This payment has expired.', back));
      }
      try {
        const options = await checkoutOptions(ctx, razorpay, payment);
        const nonce = randomBytes(16).toString('base64');
        reply.header('content-security-policy', checkoutPolicy(razorpay.checkoutUrl, nonce));
        const page = checkoutPage({
          options,
          checkoutUrl: razorpay.checkoutUrl,
          nonce,
          statusUrl: back.href,
        });
        return html(reply, 200, page);
      } catch (error) {
        if (!(error instanceof HttpError) || error.statusCode !== 502) throw error;
        const retry = { href: request.url, label: 'Try again' };
        return html(reply, 502, messagePage('Razorpay is not answering', error.message, retry));
      }
    },
  );

  await app.register(async (form) => {
    const callback = form.withTypeProvider<ZodTypeProvider>();
    // Checkout posts its result as an HTML form does; only this route accepts it.
    callback.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 4096 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    callback.post(
      '/payments/razorpay/callback',
      {
        schema: {
          tags,
          summary: 'Razorpay Checkout’s result: 303 to /payment/status once verified',
          description:
            'Paid only with razorpay_signature = HMAC-SHA256(order_id|payment_id, key secret) and the payment, fetched from ' +
            'Razorpay, captured for the order total. 401 for a wrong signature and 502 when Razorpay cannot be asked: nothing changed.',
        },
      },
      // No body schema on purpose: a forged post must get 401 before its fields are looked at further.
      async (request, reply) => {
        try {
          const merchantTransactionId = await readCheckoutResult(ctx, razorpay, request.body);
          return reply.status(303).header('location', statusUrl(merchantTransactionId)).send();
        } catch (error) {
          if (!(error instanceof HttpError) || error.statusCode !== 502) throw error;
          return html(reply, 502, messagePage('Payment not confirmed yet', error.message));
        }
      },
    );
  });

  await app.register(async (plain) => {
    const webhooks = plain.withTypeProvider<ZodTypeProvider>();
    // The signature is over the body's bytes as sent: this route alone takes it raw.
    webhooks.removeAllContentTypeParsers();
    webhooks.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    webhooks.post(
      '/payments/webhooks/razorpay',
      {
        schema: {
          tags,
          summary: 'Razorpay’s webhook: payment.captured and payment.failed',
          description:
            'Accepted only with X-Razorpay-Signature = HMAC-SHA256(raw body, webhook secret) (401 otherwise, nothing ' +
            'changed); idempotent by X-Razorpay-Event-Id.',
          response: { 200: messageBody },
        },
      },
      async (request) => {
        const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        await applyRazorpayWebhook(ctx, razorpay, request.headers, raw);
        return { message: 'Webhook received.' };
      },
    );
  });
};
