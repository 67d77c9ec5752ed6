import { cart } from '@vastra/contract/cart';
import { applyCouponBody } from '@vastra/contract/coupons';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser, sessionUser } from '../../lib/auth-guard';
import { attemptLimit, enableRateLimits, MINUTE } from '../../lib/rate-limit';
import { applyCartCoupon, removeCartCoupon } from './cart-coupon';

const tags = ['cart'];

export const cartCouponRoutes: FastifyPluginAsyncZod = async (app) => {
  await enableRateLimits(app);
  const limits = app.config.rateLimits;
  // Every try counts, per account and per address, so that codes cannot be found by guessing.
  const perUser = attemptLimit(
    app,
    'coupon-user',
    limits.coupon,
    MINUTE,
    (request) => sessionUser(request).id,
  );
  const perIp = attemptLimit(app, 'coupon-ip', limits.couponIp, MINUTE, (request) => request.ip);

  app.post(
    '/cart/coupon',
    {
      schema: {
        tags,
        summary: "Apply an offer code to the caller's cart (400 saying why when it does not apply)",
        body: applyCouponBody,
        response: { 200: cart },
      },
      preHandler: [requireUser, perUser, perIp],
    },
    async (request) => applyCartCoupon(app.db, sessionUser(request).id, request.body.code),
  );

  app.delete(
    '/cart/coupon',
    {
      schema: {
        tags,
        summary: "Take the offer code off the caller's cart",
        response: { 200: cart },
      },
      preHandler: requireUser,
    },
    async (request) => removeCartCoupon(app.db, sessionUser(request).id),
  );
};
