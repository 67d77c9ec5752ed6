import {
  COD_LINK_INVALID,
  codAnswerBody,
  codConfirmationView as codConfirmationViewSchema,
} from '@vastra/contract/cod-confirmation';
import { idParams } from '@vastra/contract/common';
import { orderResponse } from '@vastra/contract/orders';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { orders } from '../../db/schema/shopping';
import { requireStaff, sessionUser } from '../../lib/auth-guard';
import { notFound } from '../../lib/errors';
import { findOrder, shopContext } from '../orders';
import { answerCodOrder } from './answer';
import { orderOfCodToken } from './token';
import { codConfirmationView } from './view';

const tags = ['orders'];
const tokenParams = z.object({ token: z.string().max(100) });

/**
 * The signed link's calls (the page /cod/{token} needs no sign-in: the token is the proof) and the
 * back office's answer given on the phone with the shopper.
 */
export const codConfirmationRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = shopContext(app);
  const orderOf = (token: string) => {
    const orderId = orderOfCodToken(app.config.jwtSecret, token);
    if (!orderId) throw notFound(COD_LINK_INVALID);
    return orderId;
  };

  app.get(
    '/cod-confirmations/:token',
    {
      schema: {
        tags,
        summary: 'The cash-on-delivery order a signed confirmation link names, as its page shows it',
        params: tokenParams,
        response: { 200: codConfirmationViewSchema },
      },
    },
    async (request) => codConfirmationView(app.db, orderOf(request.params.token)),
  );

  app.post(
    '/cod-confirmations/:token',
    {
      schema: {
        tags,
        summary: 'The shopper confirms or declines (cancels) their cash-on-delivery order from the link',
        params: tokenParams,
        body: codAnswerBody,
        response: { 200: codConfirmationViewSchema },
      },
    },
    async (request) => {
      const orderId = orderOf(request.params.token);
      await answerCodOrder(ctx, orderId, request.body.answer, { via: 'LINK', userId: null });
      return codConfirmationView(app.db, orderId);
    },
  );

  app.put(
    '/orders/:id/cod-confirmation',
    {
      schema: {
        tags,
        summary: "Record the shopper's answer to a cash-on-delivery order, given on the phone (admin)",
        params: idParams,
        body: codAnswerBody,
        response: { 200: orderResponse },
      },
      preHandler: requireStaff('orders'),
    },
    async (request) => {
      const { id } = request.params;
      await answerCodOrder(ctx, id, request.body.answer, { via: 'PHONE', userId: sessionUser(request).id });
      const order = await findOrder(app.db, eq(orders.id, id), { withChangedBy: true });
      if (!order) throw notFound('Order not found.');
      return { order };
    },
  );
};
