import { company } from '@vastra/contract/catalogue';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireStaff } from '../../lib/auth-guard';
import { acceptMultipartForms, imageFormLimits, readMultipartForm } from '../media';
import { saveCompany } from './admin-service';

// The admin guard runs on request, before the body is read or checked: a guest gets 401, not a 400.
export const companyAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  await acceptMultipartForms(app);
  const storage = app.storage;

  app.put(
    '/company-details',
    {
      schema: {
        tags: ['company'],
        summary: "Save the shop's name, logo and contact details (admin)",
        description:
          'Multipart form: name, email, phone, address, pincode (6 digits), logo (optional image file; ' +
          'without one the saved logo stays), gstin and state (optional: left out, the saved ones stay; ' +
          'sent blank, they are cleared and orders get bills of supply instead of tax invoices).',
        consumes: ['multipart/form-data'],
        response: { 200: company },
      },
      onRequest: requireStaff('shop'),
    },
    async (request) => {
      const form = await readMultipartForm(request, imageFormLimits);
      return saveCompany(app.db, storage, form);
    },
  );
};
