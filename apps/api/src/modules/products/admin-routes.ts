import { productSaved } from '@vastra/contract/admin';
import { backOfficeProductPageQuery, productPage } from '@vastra/contract/catalogue';
import { idParams, messageBody } from '@vastra/contract/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireStaff } from '../../lib/auth-guard';
import { acceptMultipartForms, adminFormRoute, imageFormLimits, readMultipartForm } from '../media';
import { listBackOfficeProducts } from './admin-list';
import { deleteProduct, saveProductForm, updateProduct } from './admin-service';

const tags = ['products'];
const formDescription =
  'Multipart form: productName, description, categoryId (a final category), productVariants (JSON list of ' +
  '{ id?, color, colorHexCode, size, stock, originalPrice, discountPrice? }: with an id it updates that ' +
  'variant, without one it adds a variant, a live variant left out is removed), deletedImageIds (JSON list), ' +
  'images (files), imageColors (JSON object: an existing image id, or the 0-based position of a file in ' +
  "images, to one of the product's variant colours, any case, or null for all colours; photos left out " +
  'keep theirs, and photos of a colour no variant has any more become null), status (optional: DRAFT keeps ' +
  'the product out of the storefront, ACTIVE publishes it; left out, a new product is ACTIVE and a saved one ' +
  'keeps its status).';

// The admin guard runs on request, before the body is read or checked: a guest gets 401, not a 400
// (adminFormRoute does the same for the forms).
export const productAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  await acceptMultipartForms(app);
  const storage = app.storage;

  app.get(
    '/admin/products',
    {
      schema: {
        tags,
        summary:
          'The back office product list, drafts included: newest first or best match for q, status picks ACTIVE or DRAFT',
        querystring: backOfficeProductPageQuery,
        response: { 200: productPage },
      },
      onRequest: requireStaff('catalogue'),
    },
    async (request) => listBackOfficeProducts(app.db, request.query),
  );

  app.post(
    '/products',
    adminFormRoute({
      area: 'catalogue',
      tags,
      summary: 'Create a product, or update one when the form has an id (admin)',
      description: `${formDescription} With an id field it updates that product and answers 200.`,
      response: { 200: productSaved, 201: productSaved },
    }),
    async (request, reply) => {
      const form = await readMultipartForm(request, imageFormLimits);
      const { created, saved } = await saveProductForm(app.db, storage, form);
      return reply.status(created ? 201 : 200).send(saved);
    },
  );

  app.put(
    '/products/:id',
    adminFormRoute({
      area: 'catalogue',
      tags,
      summary: 'Update a product, its variants and its images (admin)',
      description: formDescription,
      params: idParams,
      response: { 200: productSaved },
    }),
    async (request) => {
      const form = await readMultipartForm(request, imageFormLimits);
      return updateProduct(app.db, storage, request.params.id, form);
    },
  );

  app.delete(
    '/products/:id',
    {
      schema: {
        tags,
        summary: 'Delete a product; one that has been ordered is archived instead (admin)',
        params: idParams,
        response: { 200: messageBody },
      },
      onRequest: requireStaff('catalogue'),
    },
    async (request) => deleteProduct(app.db, storage, request.params.id),
  );
};
