import { offerList } from '@vastra/contract/coupons';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listPublicOffers } from './public-offers';

/** GET /offers: the offer codes the cart lists, for every shopper, signed in or not. */
export const couponOfferRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/offers',
    {
      schema: {
        tags: ['coupons'],
        summary: 'The offer codes the shop shows in the cart that anyone may use now, newest first',
        response: { 200: offerList },
      },
    },
    // Read afresh every time rather than kept like the banners: a code starts, ends and is used up
    // with the clock and with orders, which no write to the coupons table announces.
    async () => ({ offers: await listPublicOffers(app.db, app.clock()) }),
  );
};
