import { dashboardFigures as dashboardFiguresSchema } from '@vastra/contract/dashboard';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireStaff } from '../../lib/auth-guard';
import { dashboardFigures } from './service';

export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/dashboard',
    {
      schema: {
        tags: ['admin'],
        summary:
          "Today's and the last 30 days' orders and revenue, orders by status, low stock, accounts to watch (admin)",
        response: { 200: dashboardFiguresSchema },
      },
      onRequest: requireStaff('dashboard'),
    },
    async () => dashboardFigures(app.db, app.paymentProvider.name === 'simulator'),
  );
};
