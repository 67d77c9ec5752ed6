import { deliveryCheck, deliveryCheckQuery, deliveryRules } from '@vastra/contract/shipping';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireStaff } from '../../lib/auth-guard';
import { shippingContext } from './context';
import { checkDelivery } from './delivery-check';
import { getDeliveryRules, saveDeliveryRules } from './delivery-rules';

/** Whether the shop delivers to a pincode (anyone), and the rules that decide it (admin). */
export const deliveryRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = shippingContext(app);

  app.get(
    '/delivery/check',
    {
      schema: {
        tags: ['delivery'],
        summary: 'Whether the shop delivers to a pincode, with cash on delivery or not, and by when',
        querystring: deliveryCheckQuery,
        response: { 200: deliveryCheck },
      },
    },
    async (request, reply) => {
      // The answer moves with the clock (the cut-off hour): never kept by a cache.
      reply.header('cache-control', 'no-store');
      return checkDelivery(ctx, request.query.pincode);
    },
  );

  app.get(
    '/admin/delivery-rules',
    {
      schema: {
        tags: ['admin'],
        summary:
          'The shop’s delivery rules: pincodes not served, pincodes without COD, days, cut-off (admin)',
        response: { 200: deliveryRules },
      },
      onRequest: requireStaff('shop'),
    },
    async () => getDeliveryRules(app.db),
  );

  app.put(
    '/admin/delivery-rules',
    {
      schema: {
        tags: ['admin'],
        summary: 'Change the shop’s delivery rules (admin)',
        body: deliveryRules,
        response: { 200: deliveryRules },
      },
      onRequest: requireStaff('shop'),
    },
    async (request) => saveDeliveryRules(app.db, request.body),
  );
};
