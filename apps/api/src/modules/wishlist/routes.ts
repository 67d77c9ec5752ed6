import { messageBody } from '@vastra/contract/common';
import { wishlist, wishlistAdded, wishlistAddQuery, wishlistProductParams } from '@vastra/contract/wishlist';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser, sessionUser } from '../../lib/auth-guard';
import { addToWishlist, getWishlist, removeFromWishlist } from './service';

const tags = ['wishlist'];

export const wishlistRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/wishlist',
    {
      schema: { tags, summary: "The caller's wishlist", response: { 200: wishlist } },
      preHandler: requireUser,
    },
    async (request) => getWishlist(app.db, sessionUser(request).id),
  );

  app.post(
    '/wishlist/:productId',
    {
      schema: {
        tags,
        summary: 'Add a product (idempotent), optionally in the colour the shopper was looking at',
        description:
          "With color (one of the product's live variant colours, any case) the item is saved in that " +
          'colour, also when it was already there, and its photos of that colour come first.',
        params: wishlistProductParams,
        querystring: wishlistAddQuery,
        response: { 201: wishlistAdded },
      },
      preHandler: requireUser,
    },
    async (request, reply) => {
      const item = await addToWishlist(
        app.db,
        sessionUser(request).id,
        request.params.productId,
        request.query.color,
      );
      return reply.status(201).send({ message: 'Added to wishlist', item });
    },
  );

  app.delete(
    '/wishlist/:productId',
    {
      schema: {
        tags,
        summary: 'Remove a product',
        params: wishlistProductParams,
        response: { 200: messageBody },
      },
      preHandler: requireUser,
    },
    async (request) => {
      await removeFromWishlist(app.db, sessionUser(request).id, request.params.productId);
      return { message: 'Removed from wishlist' };
    },
  );
};
