import { idParams } from '@vastra/contract/common';
import { orderResponse } from '@vastra/contract/orders';
import { ndrBody, shipmentBody, shipmentEventBody, trackingResponse } from '@vastra/contract/shipping';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireStaff, requireUser, sessionUser } from '../../lib/auth-guard';
import { notFound } from '../../lib/errors';
import { shipOrder } from './book-shipment';
import { shippingContext } from './context';
import { renderLabelPdf } from './label-pdf';
import { loadOrderParcel, orderNumberOf } from './order-parcel';
import { trackingFor } from './order-shipments';
import { renderPackingSlipPdf } from './packing-slip-pdf';
import { recordManualEvent, resolveFailedDelivery } from './shipment-actions';

const tags = ['delivery'];

/** An order's parcel: booking it, its label and packing slip, and its tracking. */
export const shipmentRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = shippingContext(app);

  app.post(
    '/orders/:id/shipment',
    {
      schema: {
        tags,
        summary: 'Book the order’s parcel with the courier and mark it SHIPPED (admin)',
        description:
          'Manual shipping records the courier and AWB the admin typed (400 naming a missing one). ' +
          '409 when the order is cancelled, delivered or already has a shipment; 502 when the courier refuses.',
        params: idParams,
        body: shipmentBody,
        response: { 200: orderResponse },
      },
      preHandler: requireStaff('orders'),
    },
    async (request) => ({
      order: await shipOrder(ctx, request.params.id, request.body, sessionUser(request).id),
    }),
  );

  app.get(
    '/orders/:id/tracking',
    {
      schema: {
        tags,
        summary: 'The order’s parcel and its tracking events (its customer or an admin)',
        params: idParams,
        response: { 200: trackingResponse },
      },
      preHandler: requireUser,
    },
    async (request) => trackingFor(app.db, sessionUser(request), request.params.id),
  );

  app.get(
    '/orders/:id/shipment/label',
    {
      schema: {
        tags,
        summary: 'The parcel’s 4x6 inch label with the AWB’s barcode, as a PDF (admin)',
        params: idParams,
        produces: ['application/pdf'],
      },
      preHandler: requireStaff('orders'),
    },
    async (request, reply) => {
      const facts = await loadOrderParcel(app.db, request.params.id);
      if (!facts.shipment?.awb) throw notFound('This order has no shipment yet.');
      const pdf = await renderLabelPdf(facts);
      return sendPdf(reply, `label-${facts.shipment.awb}.pdf`, pdf);
    },
  );

  app.get(
    '/orders/:id/shipment/packing-slip',
    {
      schema: {
        tags,
        summary: 'The order’s packing slip, with its invoice number once it has one, as a PDF (admin)',
        params: idParams,
        produces: ['application/pdf'],
      },
      preHandler: requireStaff('orders'),
    },
    async (request, reply) => {
      const facts = await loadOrderParcel(app.db, request.params.id);
      const pdf = await renderPackingSlipPdf(facts);
      return sendPdf(reply, `packing-slip-${orderNumberOf(facts.order.id)}.pdf`, pdf);
    },
  );

  app.post(
    '/orders/:id/shipment/events',
    {
      schema: {
        tags,
        summary: 'Record where a parcel shipped by hand is, as a courier’s event would (admin)',
        description: '409 for a parcel a courier tracks; 404 before the parcel is booked.',
        params: idParams,
        body: shipmentEventBody,
        response: { 200: orderResponse },
      },
      preHandler: requireStaff('orders'),
    },
    async (request) => ({ order: await recordManualEvent(ctx, request.params.id, request.body) }),
  );

  app.put(
    '/orders/:id/shipment/ndr',
    {
      schema: {
        tags,
        summary: 'After a failed delivery: ask the courier to try again, or to bring the parcel back (admin)',
        description: '409 unless the parcel’s latest status is UNDELIVERED; 502 when the courier refuses.',
        params: idParams,
        body: ndrBody,
        response: { 200: orderResponse },
      },
      preHandler: requireStaff('orders'),
    },
    async (request) => ({ order: await resolveFailedDelivery(ctx, request.params.id, request.body) }),
  );
};

/** A document the admin prints: inline, never kept by a browser or proxy. */
export function sendPdf(reply: FastifyReply, filename: string, pdf: Buffer) {
  return reply
    .type('application/pdf')
    .header('content-disposition', `inline; filename="${filename}"`)
    .header('cache-control', 'private, no-store')
    .send(pdf);
}
