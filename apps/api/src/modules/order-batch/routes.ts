import { orderBatchStatusBody, orderBatchStatusResponse } from '@vastra/contract/order-batch';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireStaff, sessionUser } from '../../lib/auth-guard';
import { shopContext } from '../orders';
import { batchMessage, setManyDeliveryStatuses } from './service';

/** The orders list's bulk status change. */
export const orderBatchRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = shopContext(app);

  app.post(
    '/admin/orders/bulk-status',
    {
      schema: {
        tags: ['orders'],
        summary: 'Set one delivery status on several orders, each as PUT /orders/{id}/status does (admin)',
        body: orderBatchStatusBody,
        response: { 200: orderBatchStatusResponse },
      },
      preHandler: requireStaff('orders'),
    },
    async (request) => {
      const { orderIds, deliveryStatus } = request.body;
      const results = await setManyDeliveryStatuses(ctx, orderIds, deliveryStatus, sessionUser(request).id);
      return { results, message: batchMessage(results) };
    },
  );
};
