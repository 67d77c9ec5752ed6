import { catalogueImport, importStarted } from '@vastra/contract/catalogue-files';
import { idParams } from '@vastra/contract/common';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { catalogueImports } from '../../db/schema/staff';
import { requireStaff } from '../../lib/auth-guard';
import { badRequest, fieldError, HttpError, notFound } from '../../lib/errors';
import { acceptMultipartForms, adminFormRoute, type FormLimits, readMultipartForm } from '../media';
import { exportCatalogueCsv } from './export';
import { openImageZip, ZipRefused } from './image-zip';
import { defineImportJob } from './import-job';

const tags = ['catalogue files'];
const MB = 1024 * 1024;
const MAX_CSV_BYTES = 20 * MB;
const CSV_TOO_LARGE = 'A catalogue file may be at most 20 MB.';
// The zip is read whole into memory, as every form's files are: 50 MB, the largest upload the forms take.
const importLimits: FormLimits = {
  fileBytes: 50 * MB,
  files: 2,
  totalBytes: 70 * MB,
  fileTooLarge: 'A catalogue file may be at most 20 MB, and a zip of images 50 MB.',
};

/** Catalogue files in and out: GET /admin/products/export.csv, POST /admin/products/import, GET /admin/imports/{id}. */
export const catalogueFileRoutes: FastifyPluginAsyncZod = async (app) => {
  await acceptMultipartForms(app);
  const startImport = defineImportJob(app.jobs, { db: app.db, storage: app.storage, log: app.log });

  app.get(
    '/admin/products/export.csv',
    {
      schema: {
        tags,
        summary:
          "Every live product, one row per variant, in Shopify's product CSV layout plus the shop's columns",
        produces: ['text/csv'],
      },
      onRequest: requireStaff('catalogue'),
    },
    async (_request, reply) => {
      const csv = await exportCatalogueCsv(app.db, app.config.publicUrl);
      const day = app.clock().toISOString().slice(0, 10);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="products-${day}.csv"`)
        .header('cache-control', 'private, no-store')
        .send(csv);
    },
  );

  app.post(
    '/admin/products/import',
    adminFormRoute({
      area: 'catalogue',
      tags,
      summary: 'Check (dryRun) or import a catalogue file, as a job',
      description:
        'Multipart form: file (the CSV, in the export’s layout or a Shopify export), images (optional: a zip of ' +
        'the photos whose file names the Image Src and Variant Image cells give), dryRun ("true" checks ' +
        'every row and writes nothing). Answers 202 at once; GET /admin/imports/{id} tells how it went.',
      response: { 202: importStarted },
    }),
    async (request, reply) => {
      const form = await readMultipartForm(request, importLimits);
      const file = form.files.find((part) => part.fieldname === 'file');
      if (!file || file.buffer.length === 0) throw fieldError('file', 'Choose a CSV file to import.');
      if (file.buffer.length > MAX_CSV_BYTES) throw new HttpError(413, CSV_TOO_LARGE);
      const dryRun = readFlag(form.fields.dryRun);
      const images = form.files.find((part) => part.fieldname === 'images' && part.buffer.length > 0);
      if (images) checkImageZip(images.buffer);
      const fileKey = await app.storage.save(file.buffer, 'csv');
      const imagesKey = images ? await app.storage.save(images.buffer, 'zip') : null;
      const [created] = await app.db
        .insert(catalogueImports)
        .values({ dryRun, fileKey, imagesKey, createdBy: request.sessionUser?.id ?? null })
        .returning();
      if (!created) throw new Error('The import was not recorded');
      await startImport(created.id);
      return reply.status(202).send({ import: { id: created.id, status: created.status, dryRun } });
    },
  );

  app.get(
    '/admin/imports/:id',
    {
      schema: {
        tags,
        summary: 'How a catalogue import is going, and every row’s errors',
        params: idParams,
        response: { 200: catalogueImport },
      },
      onRequest: requireStaff('catalogue'),
    },
    async (request) => {
      const [row] = await app.db
        .select()
        .from(catalogueImports)
        .where(eq(catalogueImports.id, request.params.id));
      if (!row) throw notFound('Import not found.');
      return {
        id: row.id,
        status: row.status,
        dryRun: row.dryRun,
        rows: row.rows,
        rowsDone: row.rowsDone,
        created: row.created,
        updated: row.updated,
        errors: row.errors,
        createdAt: row.createdAt.toISOString(),
        finishedAt: row.finishedAt?.toISOString() ?? null,
      };
    },
  );
};

/** A zip of images whose directory cannot be read, or that the import refuses, is a 400 under `images`. */
function checkImageZip(bytes: Buffer): void {
  try {
    openImageZip(bytes);
  } catch (error) {
    if (error instanceof ZipRefused) throw fieldError('images', error.message);
    throw error;
  }
}

/** A form's yes/no field: "true", "1" or "on" is yes; missing or "false" is no. */
function readFlag(value: string | undefined): boolean {
  if (value === undefined || value === '' || value === 'false' || value === '0') return false;
  if (value === 'true' || value === '1' || value === 'on') return true;
  throw badRequest('dryRun must be true or false.', { dryRun: 'dryRun must be true or false.' });
}
