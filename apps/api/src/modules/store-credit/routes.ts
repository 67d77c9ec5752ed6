import { storeCredit } from '@vastra/contract/store-credit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser, sessionUser } from '../../lib/auth-guard';
import { readStoreCredit } from './service';

/** GET /store-credit: the signed-in customer's balance and ledger (docs/api.md "Store credit"). */
export const storeCreditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/store-credit',
    {
      schema: {
        tags: ['store credit'],
        summary: 'Your store credit: the balance and every entry, newest first',
        response: { 200: storeCredit },
      },
      preHandler: requireUser,
    },
    async (request) => readStoreCredit(app.db, sessionUser(request).id),
  );
};
