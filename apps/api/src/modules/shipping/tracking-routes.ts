import { randomUUID } from 'node:crypto';
import { messageBody } from '@vastra/contract/common';
import { shipmentEventBody, shipmentStatus } from '@vastra/contract/shipping';
import { asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { shipmentEvents, shipments } from '../../db/schema/shipping';
import { notFound } from '../../lib/errors';
import { shippingContext } from './context';
import { parcelNotFoundPage, shippingSimulatorPage } from './simulator-page';
import { applyTrackingNotice, describe } from './tracking';

const tags = ['delivery'];
const webhookParams = z.object({ provider: z.string() });
// Any text: an unknown AWB gets the same not-found page, not a JSON validation error.
const simulatorParams = z.object({ awb: z.string() });
const simulatorBody = z.object({
  status: shipmentEventBody.shape.status,
  location: shipmentEventBody.shape.location,
});

/** Tracking events from couriers: their webhooks, and the simulator's page. */
export const trackingRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = shippingContext(app);
  const provider = app.shippingProvider;

  await app.register(async (plain) => {
    const webhooks = plain.withTypeProvider<ZodTypeProvider>();
    // A webhook's signature is over its bytes as sent: these routes alone take the body raw.
    webhooks.removeAllContentTypeParsers();
    webhooks.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

    webhooks.post(
      '/shipping/webhooks/:provider',
      {
        schema: {
          tags,
          summary: 'A courier’s tracking events, authenticated as the provider documents it',
          description:
            'Idempotent by event id; events out of order never move a parcel back. 401 (nothing changed) ' +
            'without the provider’s authentication; 404 for a provider the shop does not use.',
          params: webhookParams,
          response: { 200: messageBody },
        },
      },
      // No body schema on purpose: a forged call must get 401 before its body is even looked at.
      async (request) => {
        if (request.params.provider !== provider.name) throw notFound('Not found.');
        const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const notices = provider.readWebhook(request.headers, raw);
        for (const notice of notices) await applyTrackingNotice(ctx, provider.name, notice);
        return { message: 'Webhook received.' };
      },
    );
  });

  if (provider.name !== 'simulator') return;

  const findParcel = async (awb: string) => {
    const [parcel] = await app.db
      .select({ id: shipments.id, awb: shipments.awb, status: shipments.status })
      .from(shipments)
      .where(eq(shipments.awb, awb));
    if (!parcel) return undefined;
    const events = await app.db
      .select({
        at: shipmentEvents.at,
        status: shipmentEvents.status,
        location: shipmentEvents.location,
        description: shipmentEvents.description,
      })
      .from(shipmentEvents)
      .where(eq(shipmentEvents.shipmentId, parcel.id))
      .orderBy(asc(shipmentEvents.at), asc(shipmentEvents.recordedAt));
    return { awb, status: parcel.status, events: events.map((e) => ({ ...e, at: e.at.toISOString() })) };
  };

  await app.register(async (plain) => {
    const simulator = plain.withTypeProvider<ZodTypeProvider>();
    // HTML forms post url-encoded; only these routes accept it.
    simulator.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 4096 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );

    simulator.get(
      '/shipping/simulator/:awb',
      {
        schema: {
          tags,
          summary: 'The simulated courier’s page: the parcel’s events, and a form to push one',
          params: simulatorParams,
        },
      },
      async (request, reply) => {
        const parcel = await findParcel(request.params.awb);
        reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
        if (!parcel) return reply.status(404).send(parcelNotFoundPage());
        return reply.send(shippingSimulatorPage(parcel));
      },
    );

    simulator.post(
      '/shipping/simulator/:awb',
      {
        schema: {
          tags,
          summary: 'Push a tracking event for the simulated parcel, then 303 back to its page',
          params: simulatorParams,
          body: simulatorBody,
        },
      },
      async (request, reply) => {
        const { awb } = request.params;
        if (!(await findParcel(awb))) {
          return reply.status(404).type('text/html; charset=utf-8').send(parcelNotFoundPage());
        }
        const status = shipmentStatus.parse(request.body.status);
        await applyTrackingNotice(ctx, 'simulator', {
          awb,
          eventId: `sim-${randomUUID()}`,
          status,
          at: ctx.now(),
          location: request.body.location || null,
          description: describe(status),
        });
        return reply
          .status(303)
          .header('location', `/api/shipping/simulator/${encodeURIComponent(awb)}`)
          .send();
      },
    );
  });
};
