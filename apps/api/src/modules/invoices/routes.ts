import { idParams } from '@vastra/contract/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser, sessionUser } from '../../lib/auth-guard';
import { sendPdfDownload } from '../../lib/pdf-download';
import { invoiceForCaller } from './service';

export const invoiceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/orders/:id/invoice',
    {
      schema: {
        tags: ['orders'],
        summary: 'The invoice of a shipped order, as a PDF (its customer or an admin)',
        description:
          'A GST tax invoice when the shop had a GSTIN as the order shipped, else a bill of supply ' +
          '(no tax). 409 before the order has shipped: its invoice is issued then.',
        params: idParams,
        produces: ['application/pdf'],
      },
      preHandler: requireUser,
    },
    async (request, reply) => {
      const file = await invoiceForCaller(app.db, sessionUser(request), request.params.id);
      return sendPdfDownload(reply, file);
    },
  );
};
