import { idParams } from '@vastra/contract/common';
import {
  adminOrderFilters,
  adminOrderPage,
  adminOrderQuery,
  orderCanceled,
  orderList,
  orderResponse,
  orderStatusBody,
} from '@vastra/contract/orders';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireStaff, requireUser, sessionUser } from '../../lib/auth-guard';
import { shopContext } from './context';
import { exportOrdersCsv } from './order-export';
import { cancelMyOrder, changeDeliveryStatus, listAllOrders, listMyOrders } from './service';

const tags = ['orders'];

export const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = shopContext(app);

  app.get(
    '/orders/my-orders',
    {
      schema: { tags, summary: "The caller's orders, newest first", response: { 200: orderList } },
      preHandler: requireUser,
    },
    async (request) => ({ orders: await listMyOrders(app.db, sessionUser(request).id) }),
  );

  app.put(
    '/orders/:id/cancel',
    {
      schema: {
        tags,
        summary: 'Cancel one of your pending orders',
        params: idParams,
        response: { 200: orderCanceled },
      },
      preHandler: requireUser,
    },
    async (request) => ({
      message: 'Order canceled successfully.',
      order: await cancelMyOrder(ctx, sessionUser(request).id, request.params.id),
    }),
  );

  app.get(
    '/orders/all',
    {
      schema: {
        tags,
        summary:
          'All orders, newest first, by status and words in the order number, customer or phone (admin)',
        querystring: adminOrderQuery,
        response: { 200: adminOrderPage },
      },
      preHandler: requireStaff('orders'),
    },
    async (request) => listAllOrders(app.db, request.query),
  );

  app.put(
    '/orders/:id/status',
    {
      schema: {
        tags,
        summary: "Set an order's delivery status (admin)",
        params: idParams,
        body: orderStatusBody,
        response: { 200: orderResponse },
      },
      preHandler: requireStaff('orders'),
    },
    async (request) => ({
      order: await changeDeliveryStatus(
        ctx,
        request.params.id,
        request.body.deliveryStatus,
        sessionUser(request).id,
      ),
    }),
  );

  app.get(
    '/orders/export.csv',
    {
      schema: {
        tags,
        summary: 'The orders the admin list’s filters find, as CSV for couriers and accounts (admin)',
        querystring: adminOrderFilters,
        produces: ['text/csv'],
      },
      preHandler: requireStaff('reports'),
    },
    async (request, reply) => {
      const csv = await exportOrdersCsv(app.db, request.query);
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="orders-${day}.csv"`)
        .header('cache-control', 'private, no-store')
        .send(csv);
    },
  );
};
