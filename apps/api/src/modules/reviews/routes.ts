import { idParams, messageBody } from '@vastra/contract/common';
import { myReview, reviewBody, reviewPage, reviewPageQuery, reviewSaved } from '@vastra/contract/reviews';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser, sessionUser } from '../../lib/auth-guard';
import { deleteReview, findMyReview, listReviews, saveReview } from './service';

const tags = ['reviews'];

export const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/products/:id/reviews',
    {
      schema: {
        tags,
        summary: "A page of a product's reviews (newest, rating_desc or rating_asc) with their summary",
        params: idParams,
        querystring: reviewPageQuery,
        response: { 200: reviewPage },
      },
    },
    async (request) => {
      // A page drawn from these reviews goes when the product's reviews change (their ratings log it).
      app.catalogue.shows([request.params.id]);
      return listReviews(app.db, request.params.id, request.query);
    },
  );

  app.get(
    '/products/:id/reviews/mine',
    {
      schema: {
        tags,
        summary: 'Your own review of a product, if any, and whether you may write one',
        params: idParams,
        response: { 200: myReview },
      },
      preHandler: requireUser,
    },
    async (request) => findMyReview(app.db, sessionUser(request).id, request.params.id),
  );

  app.post(
    '/products/:id/reviews',
    {
      schema: {
        tags,
        summary: 'Rate a product you received (a second review replaces the first)',
        params: idParams,
        body: reviewBody,
        response: { 200: reviewSaved, 201: reviewSaved },
      },
      preHandler: requireUser,
    },
    async (request, reply) => {
      const { review, replaced } = await saveReview(
        app.db,
        sessionUser(request).id,
        request.params.id,
        request.body,
      );
      return reply
        .status(replaced ? 200 : 201)
        .send({ message: replaced ? 'Your review was updated.' : 'Thank you for your review.', review });
    },
  );

  app.delete(
    '/reviews/:id',
    {
      schema: {
        tags,
        summary: 'Delete a review (its author or an admin)',
        params: idParams,
        response: { 200: messageBody },
      },
      preHandler: requireUser,
    },
    async (request) => {
      await deleteReview(app.db, sessionUser(request), request.params.id);
      return { message: 'Review deleted.' };
    },
  );
};
