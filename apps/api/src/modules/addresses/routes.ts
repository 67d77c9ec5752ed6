import {
  addressBody,
  addressList,
  addressResponse,
  indianStateList,
  indianStates,
} from '@vastra/contract/addresses';
import { idParams, messageBody } from '@vastra/contract/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser, sessionUser } from '../../lib/auth-guard';
import { createAddress, deleteAddress, listAddresses, updateAddress } from './service';

const tags = ['addresses'];

export const addressesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/meta/indian-states',
    {
      schema: {
        tags,
        summary: 'India’s states and union territories, with their GST state codes, for address forms',
        response: { 200: indianStateList },
      },
    },
    async () => indianStates(),
  );

  app.get(
    '/addresses',
    {
      schema: {
        tags,
        summary: 'The signed-in user’s addresses, default first',
        response: { 200: addressList },
      },
      onRequest: requireUser,
    },
    async (request) => ({ addresses: await listAddresses(app.db, sessionUser(request).id) }),
  );

  app.post(
    '/addresses',
    {
      schema: {
        tags,
        summary: 'Add an address',
        body: addressBody,
        response: { 201: addressResponse },
      },
      onRequest: requireUser,
    },
    async (request, reply) => {
      const address = await createAddress(app.db, sessionUser(request).id, request.body);
      return reply.status(201).send({ address });
    },
  );

  app.put(
    '/addresses/:id',
    {
      schema: {
        tags,
        summary: 'Change an address',
        params: idParams,
        body: addressBody,
        response: { 200: addressResponse },
      },
      onRequest: requireUser,
    },
    async (request) => ({
      address: await updateAddress(app.db, sessionUser(request).id, request.params.id, request.body),
    }),
  );

  app.delete(
    '/addresses/:id',
    {
      schema: {
        tags,
        summary: 'Delete an address',
        params: idParams,
        response: { 200: messageBody },
      },
      onRequest: requireUser,
    },
    async (request) => {
      await deleteAddress(app.db, sessionUser(request).id, request.params.id);
      return { message: 'Address deleted.' };
    },
  );
};
