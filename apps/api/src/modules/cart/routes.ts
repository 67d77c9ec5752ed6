import { addToCartBody, cart, updateCartQuantityBody } from '@vastra/contract/cart';
import { idParams } from '@vastra/contract/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireToken, requireUser, sessionToken, sessionUser } from '../../lib/auth-guard';
import { addToCart, getCart, removeCartItem, updateCartQuantity } from './service';

const tags = ['cart'];

export const cartRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/cart',
    {
      schema: { tags, summary: "The caller's cart", response: { 200: cart } },
      preHandler: requireUser,
    },
    async (request) => getCart(app.db, sessionUser(request).id),
  );

  app.post(
    '/cart/add',
    {
      schema: {
        tags,
        summary: 'Add units of a variant (merged into an existing line; 409 past stock)',
        body: addToCartBody,
        response: { 200: cart },
      },
      preHandler: requireToken,
    },
    async (request) => addToCart(app.db, sessionToken(request), request.body),
  );

  app.put(
    '/cart/update-quantity',
    {
      schema: {
        tags,
        summary: "Set a line's quantity (1 to the variant's stock)",
        body: updateCartQuantityBody,
        response: { 200: cart },
      },
      preHandler: requireToken,
    },
    async (request) => updateCartQuantity(app.db, sessionToken(request), request.body),
  );

  app.delete(
    '/cart/remove/:id',
    {
      schema: { tags, summary: 'Remove a line', params: idParams, response: { 200: cart } },
      preHandler: requireUser,
    },
    async (request) => removeCartItem(app.db, sessionUser(request).id, request.params.id),
  );
};
