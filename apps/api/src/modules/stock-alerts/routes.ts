import { idParams, messageBody } from '@vastra/contract/common';
import { STOCK_ALERT_ADDED, STOCK_ALERT_REMOVED } from '@vastra/contract/messages';
import {
  stockAlertAdded,
  stockAlertBody,
  stockAlertQuery,
  stockAlertsOfProduct as stockAlertsOfProductBody,
} from '@vastra/contract/stock-alerts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser, sessionUser } from '../../lib/auth-guard';
import { addStockAlert, removeStockAlert, stockAlertsOfProduct } from './service';

const tags = ['stock alerts'];

/** Back in stock (docs/api.md §16): a signed-in shopper asks to be told once when a sold-out size is back. */
export const stockAlertRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/products/:id/notify',
    {
      schema: {
        tags,
        summary: 'The variants of a product you asked to be told about',
        params: idParams,
        response: { 200: stockAlertsOfProductBody },
      },
      preHandler: requireUser,
    },
    async (request) => stockAlertsOfProduct(app.db, sessionUser(request).id, request.params.id),
  );

  app.post(
    '/products/:id/notify',
    {
      schema: {
        tags,
        summary: 'Be told once, by WhatsApp or else by mail, when a sold-out variant is back (idempotent)',
        params: idParams,
        body: stockAlertBody,
        response: { 201: stockAlertAdded },
      },
      preHandler: requireUser,
    },
    async (request, reply) => {
      const { variantId } = request.body;
      await addStockAlert(app.db, sessionUser(request).id, request.params.id, variantId);
      return reply.status(201).send({ message: STOCK_ALERT_ADDED, variantId });
    },
  );

  app.delete(
    '/products/:id/notify',
    {
      schema: {
        tags,
        summary: 'Stop waiting for a variant (fine when you were not)',
        params: idParams,
        querystring: stockAlertQuery,
        response: { 200: messageBody },
      },
      preHandler: requireUser,
    },
    async (request) => {
      await removeStockAlert(app.db, sessionUser(request).id, request.params.id, request.query.variantId);
      return { message: STOCK_ALERT_REMOVED };
    },
  );
};
