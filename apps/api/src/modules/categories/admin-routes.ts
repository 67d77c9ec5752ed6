import { savedCategory } from '@vastra/contract/admin';
import { idParams, messageBody } from '@vastra/contract/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireStaff } from '../../lib/auth-guard';
import { acceptMultipartForms, adminFormRoute, mediaFormLimits, readMultipartForm } from '../media';
import { createCategory, deleteCategory, updateCategory } from './admin-service';

const tags = ['categories'];
const formDescription =
  'Multipart form: name, description, parentId ("" or missing for top level), media (image or video ' +
  "files), deletedUploadIds (JSON list of upload ids; ids that are not this category's are ignored), " +
  'mediaText (JSON object from an upload id, or the 0-based index of a file in media, to ' +
  '{ headline, offer }: the slide text drawn over it, each trimmed, at most 60 characters, empty for none; ' +
  'uploads not named keep their text), sizeGuide (JSON { unit: "cm"|"in", columns, rows: [{ size, values }], ' +
  'note } for the category and the subcategories without their own, null to remove it, missing to keep it).';

// The admin guard runs on request, before the body is read or checked: a guest gets 401, not a 400
// (adminFormRoute does the same for the forms).
export const categoryAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  await acceptMultipartForms(app);
  const storage = app.storage;

  app.post(
    '/categories',
    adminFormRoute({
      area: 'catalogue',
      tags,
      summary: 'Create a category (admin)',
      description: formDescription,
      response: { 201: savedCategory },
    }),
    async (request, reply) => {
      const form = await readMultipartForm(request, mediaFormLimits);
      return reply.status(201).send(await createCategory(app.db, storage, form));
    },
  );

  app.put(
    '/categories/:id',
    adminFormRoute({
      area: 'catalogue',
      tags,
      summary: 'Edit, move or change the media of a category (admin)',
      description: formDescription,
      params: idParams,
      response: { 200: savedCategory },
    }),
    async (request) => {
      const form = await readMultipartForm(request, mediaFormLimits);
      return updateCategory(app.db, storage, request.params.id, form);
    },
  );

  app.delete(
    '/categories/:id',
    {
      schema: {
        tags,
        summary: 'Delete a category without subcategories or products (admin)',
        params: idParams,
        response: { 200: messageBody },
      },
      onRequest: requireStaff('catalogue'),
    },
    async (request) => deleteCategory(app.db, storage, request.params.id),
  );
};
