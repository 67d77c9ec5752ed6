import fp from 'fastify-plugin';
import { createShippingProvider } from './provider';
import type { ShippingProvider } from './shipping-provider';

declare module 'fastify' {
  interface FastifyInstance {
    shippingProvider: ShippingProvider;
  }
}

/** Gives the whole app its shipping provider (app.shippingProvider), the one SHIPPING_PROVIDER names. */
export const shippingPlugin = fp(
  async (app) => {
    app.decorate('shippingProvider', createShippingProvider(app.config));
    if (app.config.production && app.shippingProvider.name === 'simulator') {
      const bar = '!'.repeat(78);
      app.log.warn(
        `\n${bar}\n  TEST SHIPPING: ALLOW_TEST_SHIPPING=true in production. Parcels are "booked" with the\n  simulator and no courier carries them; anyone with its page can push tracking events.\n${bar}`,
      );
    }
  },
  { name: 'shipping' },
);
