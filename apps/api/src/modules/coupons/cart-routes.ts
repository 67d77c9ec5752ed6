import { cart } from '@vastra/contract/cart';
import { applyCouponBody } from '@vastra/contract/coupons';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser, sessionUser } from '../../lib/auth-guard';
import { applyCartCoupon, removeCartCoupon } from './cart-coupon';

const tags = ['cart'];
const security = [{ bearer: [] }];

export const cartCouponRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/cart/coupon',
    {
      schema: {
        tags,
        security,
        summary: "Apply an offer code to the caller's cart (400 saying why when it does not apply)",
        body: applyCouponBody,
        response: { 200: cart },
      },
      preHandler: requireUser,
    },
    async (request) => applyCartCoupon(app.db, sessionUser(request).id, request.body.code),
  );

  app.delete(
    '/cart/coupon',
    {
      schema: {
        tags,
        security,
        summary: "Take the offer code off the caller's cart",
        response: { 200: cart },
      },
      preHandler: requireUser,
    },
    async (request) => removeCartCoupon(app.db, sessionUser(request).id),
  );
};
