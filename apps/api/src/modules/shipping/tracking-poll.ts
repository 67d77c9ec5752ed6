import fp from 'fastify-plugin';
import { shipments } from '../../db/schema/shipping';
import { type ShippingContext, shippingContext } from './context';
import { applyTrackingNotice, unfinishedShipments } from './tracking';

const POLL_JOB = 'shipping-poll-tracking';

/**
 * Asks the provider about every parcel still on its way and records what it says, as a webhook
 * would. One parcel the provider cannot answer for is logged and the others carry on. The number of
 * events recorded.
 */
export async function pollShipments(ctx: ShippingContext): Promise<number> {
  const open = await ctx.db.select().from(shipments).where(unfinishedShipments(ctx.provider.name));
  let recorded = 0;
  for (const shipment of open) {
    try {
      const notices = await ctx.provider.track({
        courier: shipment.courier,
        awb: shipment.awb as string,
        trackingUrl: shipment.trackingUrl,
        providerRef: shipment.providerRef,
      });
      for (const notice of notices) {
        if (await applyTrackingNotice(ctx, ctx.provider.name, notice)) recorded++;
      }
    } catch (error) {
      ctx.log.warn({ err: error, awb: shipment.awb }, 'tracking could not be polled');
    }
  }
  return recorded;
}

/**
 * For a provider that books parcels but does not push their events, asks it about them every
 * SHIPPING_POLL_SECONDS (30 minutes by default).
 */
export const trackingPoll = fp(
  async (app) => {
    const provider = app.shippingProvider;
    if (!provider.booksParcels || provider.pushesEvents) return;
    // A job, so that it runs once per period across all processes, not in each of them.
    app.jobs.define(
      POLL_JOB,
      async () => {
        const recorded = await pollShipments(shippingContext(app));
        if (recorded > 0) app.log.info({ recorded }, 'tracking events polled');
      },
      { retryLimit: 0, retryDelaySeconds: 0 },
    );
    app.jobs.every(POLL_JOB, app.config.shippingPollSeconds);
  },
  { name: 'shipping-tracking-poll', dependencies: ['shipping'] },
);
