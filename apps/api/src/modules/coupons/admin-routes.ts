import { idParams, messageBody } from '@vastra/contract/common';
import { couponBody, couponPage, couponPageQuery, couponResponse } from '@vastra/contract/coupons';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireStaff } from '../../lib/auth-guard';
import { createCoupon, deleteCoupon, listCoupons, updateCoupon } from './admin-service';

const tags = ['coupons'];

export const couponAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/coupons',
    {
      schema: {
        tags,
        summary: 'Every coupon, newest first, with how often each was used (admin)',
        querystring: couponPageQuery,
        response: { 200: couponPage },
      },
      onRequest: requireStaff('marketing'),
    },
    async (request) => listCoupons(app.db, request.query),
  );

  app.post(
    '/coupons',
    {
      schema: {
        tags,
        summary: 'Add a coupon (codes are unique regardless of case) (admin)',
        body: couponBody,
        response: { 201: couponResponse },
      },
      onRequest: requireStaff('marketing'),
    },
    async (request, reply) => reply.status(201).send({ coupon: await createCoupon(app.db, request.body) }),
  );

  app.put(
    '/coupons/:id',
    {
      schema: {
        tags,
        summary: 'Replace a coupon, e.g. to pause it with active false (admin)',
        params: idParams,
        body: couponBody,
        response: { 200: couponResponse },
      },
      onRequest: requireStaff('marketing'),
    },
    async (request) => ({ coupon: await updateCoupon(app.db, request.params.id, request.body) }),
  );

  app.delete(
    '/coupons/:id',
    {
      schema: {
        tags,
        summary: 'Delete a coupon; orders keep the code they used (admin)',
        params: idParams,
        response: { 200: messageBody },
      },
      onRequest: requireStaff('marketing'),
    },
    async (request) => {
      await deleteCoupon(app.db, request.params.id);
      return { message: 'Coupon deleted.' };
    },
  );
};
