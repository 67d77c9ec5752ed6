import type { FastifyInstance } from 'fastify';
import { type ShopContext, shopContext } from '../orders';
import { type DeliveryFacts, readDeliveryFacts } from './delivery-rules';
import type { ShippingProvider } from './shipping-provider';

/** What shipping's services need from the app: the shop's context, the provider and the clock. */
export interface ShippingContext extends ShopContext {
  provider: ShippingProvider;
  /** The time now; tests set it (buildApp's `clock`), so estimates never depend on the real day. */
  now: () => Date;
  /** The delivery rules and the shop's own pincode and state, kept in memory until either changes. */
  deliveryFacts: () => Promise<DeliveryFacts>;
}

export function shippingContext(app: FastifyInstance): ShippingContext {
  return {
    ...shopContext(app),
    provider: app.shippingProvider,
    now: app.clock,
    deliveryFacts: () => app.catalogue.shopFacts('delivery', () => readDeliveryFacts(app.db)),
  };
}
