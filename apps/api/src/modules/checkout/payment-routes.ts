import { messageBody } from '@vastra/contract/common';
import { simulatorOutcomeBody } from '@vastra/contract/payments';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { payments } from '../../db/schema/shopping';
import { shopContext } from '../orders';
import { applyPaymentNotice, isPaymentId } from './settlement';
import { notFoundPage, simulatorPage } from './simulator-page';

const tags = ['payments'];
// Any text: an unknown or malformed id gets the same not-found page, not a JSON validation error.
const simulatorParams = z.object({ merchantTransactionId: z.string() });

/** The provider's own endpoints: the simulator's page and form, or PhonePe's callback (Razorpay's: modules/razorpay). */
export const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = shopContext(app);
  const provider = app.paymentProvider;

  // HTML forms post url-encoded; only these routes accept it.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4096 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  const readCallback: NonNullable<typeof provider.verifyCallback> = (headers, body) => {
    if (!provider.verifyCallback) throw new Error(`${provider.name} has no shared callback route`);
    return provider.verifyCallback(headers, body);
  };

  const findPayment = async (merchantTransactionId: string) => {
    if (!isPaymentId(merchantTransactionId)) return undefined;
    const [payment] = await app.db
      .select({ orderId: payments.orderId, amount: payments.amount, status: payments.status })
      .from(payments)
      .where(eq(payments.id, merchantTransactionId));
    return payment;
  };

  if (provider.name === 'simulator') {
    app.get(
      '/payments/simulator/:merchantTransactionId',
      { schema: { tags, summary: 'The simulated payment page (Pay / Decline)', params: simulatorParams } },
      async (request, reply) => {
        const { merchantTransactionId } = request.params;
        const payment = await findPayment(merchantTransactionId);
        reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
        if (!payment) return reply.status(404).send(notFoundPage());
        return reply.send(simulatorPage({ merchantTransactionId, ...payment }));
      },
    );

    app.post(
      '/payments/simulator/:merchantTransactionId',
      {
        schema: {
          tags,
          summary: 'Record the simulated outcome, then 303 to /payment/status',
          params: simulatorParams,
          body: simulatorOutcomeBody,
        },
      },
      async (request, reply) => {
        const { merchantTransactionId } = request.params;
        if (!(await findPayment(merchantTransactionId))) {
          return reply.status(404).type('text/html; charset=utf-8').send(notFoundPage());
        }
        const notice = readCallback(request.headers, { merchantTransactionId, ...request.body });
        await applyPaymentNotice(ctx, notice);
        return reply
          .status(303)
          .header(
            'location',
            `/payment/status?merchantTransactionId=${encodeURIComponent(merchantTransactionId)}`,
          )
          .send();
      },
    );
  }

  if (provider.name === 'phonepe') {
    app.post(
      '/payments/phonepe/callback',
      {
        schema: {
          tags,
          summary: "PhonePe's webhook: accepted only with Authorization = SHA256(username:password)",
          response: { 200: messageBody },
        },
      },
      // No body schema on purpose: a forged call must get 401 before its body is even looked at.
      async (request) => {
        const notice = readCallback(request.headers, request.body);
        await applyPaymentNotice(ctx, notice);
        return { message: 'Callback received.' };
      },
    );
  }
};
