import { shipmentAttention } from '@vastra/contract/orders';
import { bulkShipmentBody, bulkShipmentResults, manifest, manifestQuery } from '@vastra/contract/shipping';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireStaff, sessionUser } from '../../lib/auth-guard';
import { shipOrders } from './book-shipment';
import { shippingContext } from './context';
import { indiaDate } from './delivery-estimate';
import { getManifest, renderManifestPdf } from './manifest';
import { shipmentAttention as attentionList } from './order-shipments';
import { sendPdf } from './shipment-routes';

const tags = ['delivery'];

/** The back office's shipping desk: several orders at once, the day's manifest, what needs attention. */
export const adminShipmentRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = shippingContext(app);

  app.post(
    '/admin/shipments',
    {
      schema: {
        tags,
        summary: 'Ship several orders, each booked on its own; the results say which shipped (admin)',
        body: bulkShipmentBody,
        response: { 200: bulkShipmentResults },
      },
      preHandler: requireStaff('orders'),
    },
    async (request) => shipOrders(ctx, request.body, sessionUser(request).id),
  );

  app.get(
    '/admin/shipments/manifest',
    {
      schema: {
        tags,
        summary:
          'The parcels booked on a day (India time; today by default), for the courier’s pickup (admin)',
        querystring: manifestQuery,
        response: { 200: manifest },
      },
      preHandler: requireStaff('orders'),
    },
    async (request) => getManifest(app.db, request.query.date ?? indiaDate(ctx.now())),
  );

  app.get(
    '/admin/shipments/manifest.pdf',
    {
      schema: {
        tags,
        summary: 'The day’s pickup manifest as a PDF with a line for the courier’s signature (admin)',
        querystring: manifestQuery,
        produces: ['application/pdf'],
      },
      preHandler: requireStaff('orders'),
    },
    async (request, reply) => {
      const day = await getManifest(app.db, request.query.date ?? indiaDate(ctx.now()));
      return sendPdf(reply, `manifest-${day.date}.pdf`, await renderManifestPdf(app.db, day));
    },
  );

  app.get(
    '/admin/shipments/attention',
    {
      schema: {
        tags,
        summary: 'Failed deliveries to act on, and pending orders without a phone for the courier (admin)',
        response: { 200: shipmentAttention },
      },
      preHandler: requireStaff('orders'),
    },
    async () => attentionList(app.db),
  );
};
