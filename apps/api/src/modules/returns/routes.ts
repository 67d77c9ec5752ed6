import { idParams } from '@vastra/contract/common';
import {
  adminReturnPage,
  adminReturnQuery,
  myReturns,
  returnBody,
  returnRequest,
  returnResponse,
  returnStatusBody,
} from '@vastra/contract/returns';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireStaff, requireUser, sessionUser } from '../../lib/auth-guard';
import { sendPdfDownload } from '../../lib/pdf-download';
import { shippingContext } from '../shipping';
import {
  changeReturnStatus,
  createReturn,
  creditNoteForCaller,
  listAllReturns,
  listMyReturns,
  returnForCaller,
} from './service';

const tags = ['returns'];

export const returnRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = shippingContext(app);

  app.post(
    '/orders/:id/returns',
    {
      schema: {
        tags,
        summary: 'Ask to return or exchange units of your delivered order, within the shop’s return window',
        description:
          '409 when the order is not delivered or its window has closed, or an exchange’s size is out of stock.',
        params: idParams,
        body: returnBody,
        response: { 201: returnRequest },
      },
      preHandler: requireUser,
    },
    async (request, reply) => {
      const created = await createReturn(ctx, sessionUser(request).id, request.params.id, request.body);
      return reply.status(201).send(created);
    },
  );

  app.get(
    '/returns/mine',
    {
      schema: {
        tags,
        summary: 'Your return and exchange requests, newest first',
        response: { 200: myReturns },
      },
      preHandler: requireUser,
    },
    async (request) => ({ returns: await listMyReturns(app.db, sessionUser(request).id) }),
  );

  app.get(
    '/returns',
    {
      schema: {
        tags,
        summary: 'All return and exchange requests, newest first, of one status or all (admin)',
        querystring: adminReturnQuery,
        response: { 200: adminReturnPage },
      },
      preHandler: requireStaff('returns'),
    },
    async (request) => listAllReturns(app.db, request.query),
  );

  app.get(
    '/returns/:id',
    {
      schema: {
        tags,
        summary: 'One return or exchange request (its customer or an admin)',
        params: idParams,
        response: { 200: returnResponse },
      },
      preHandler: requireUser,
    },
    async (request) => ({ return: await returnForCaller(app.db, sessionUser(request), request.params.id) }),
  );

  app.put(
    '/returns/:id/status',
    {
      schema: {
        tags,
        summary:
          'Move a request on: approve, reject with a note, mark received, refund or send the exchange (admin)',
        description:
          'Moves follow RETURN_STATUS_MOVES (409 otherwise). Approving with `pickup: true` books a reverse pickup with the shop’s courier (400 under manual shipping, 502 when the courier refuses; the request is then not approved). A refund of an online payment goes through the payment provider (502 when it refuses); a cash on delivery refund needs a note saying how the money was paid back.',
        params: idParams,
        body: returnStatusBody,
        response: { 200: returnResponse },
      },
      preHandler: requireStaff('returns'),
    },
    async (request) => ({
      return: await changeReturnStatus(ctx, request.params.id, request.body, sessionUser(request).id),
    }),
  );

  app.get(
    '/returns/:id/credit-note',
    {
      schema: {
        tags,
        summary: 'The GST credit note of a refunded request, as a PDF (its customer or an admin)',
        description: '409 before the request is refunded: its credit note is issued then.',
        params: idParams,
        produces: ['application/pdf'],
      },
      preHandler: requireUser,
    },
    async (request, reply) => {
      const file = await creditNoteForCaller(app.db, sessionUser(request), request.params.id);
      return sendPdfDownload(reply, file);
    },
  );
};
