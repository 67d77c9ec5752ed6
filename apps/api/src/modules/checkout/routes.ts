import { placedOrder, placeOrderBody, placeOrderHeaders } from '@vastra/contract/orders';
import { merchantTransactionParams, paymentVerification } from '@vastra/contract/payments';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireToken, requireUser, sessionToken, sessionUser } from '../../lib/auth-guard';
import { shopContext } from '../orders';
import { shippingContext } from '../shipping';
import { verifyPayment } from './online-payment';
import { placeOrder } from './place-order';

const tags = ['orders'];

/** Placing an order from the cart, and asking after its online payment: the shopper's side of checkout. */
export const checkoutRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = shopContext(app);
  const shipping = shippingContext(app);

  app.post(
    '/orders/place',
    {
      schema: {
        tags,
        summary: "Place an order from the caller's cart (send an Idempotency-Key to make retries safe)",
        headers: placeOrderHeaders,
        body: placeOrderBody,
        response: { 201: placedOrder },
      },
      // The order's first statement asks whether the session stands (see placeOrder).
      preHandler: requireToken,
    },
    async (request, reply) => {
      const placed = await placeOrder(shipping, {
        ...sessionToken(request),
        ...request.body,
        idempotencyKey: request.headers['idempotency-key'],
      });
      return reply.status(201).send(placed);
    },
  );

  app.get(
    '/orders/payment/verify-and-update/:merchantTransactionId',
    {
      schema: {
        tags,
        summary: "Ask the payment provider about the caller's payment and record the outcome",
        params: merchantTransactionParams,
        response: { 200: paymentVerification },
      },
      preHandler: requireUser,
    },
    async (request) => verifyPayment(ctx, sessionUser(request).id, request.params.merchantTransactionId),
  );
};
