import { z } from 'zod';
import { isoDateTime, uuid } from './common';

/** Catalogue files in and out (docs/api.md §13): Shopify's product CSV layout plus the shop's columns. */

export const importStatus = z.enum(['QUEUED', 'RUNNING', 'DONE', 'FAILED']);
export type ImportStatus = z.infer<typeof importStatus>;

/** One problem of a file: its spreadsheet row (the header is row 1), the column, and what is wrong. */
export const importError = z.object({ row: z.number().int(), field: z.string(), message: z.string() });
export type ImportError = z.infer<typeof importError>;

/** POST /admin/products/import answers 202 with the import it queued. */
export const importStarted = z.object({
  import: z.object({ id: uuid, status: importStatus, dryRun: z.boolean() }),
});
export type ImportStarted = z.infer<typeof importStarted>;

/**
 * GET /admin/imports/{id}: a dry run or a real one. `rowsDone` counts the rows checked so far;
 * `created` and `updated` count products (what a dry run would do). FAILED: nothing was written.
 */
export const catalogueImport = z.object({
  id: uuid,
  status: importStatus,
  dryRun: z.boolean(),
  rows: z.number().int(),
  rowsDone: z.number().int(),
  created: z.number().int(),
  updated: z.number().int(),
  errors: z.array(importError),
  createdAt: isoDateTime,
  finishedAt: isoDateTime.nullable(),
});
export type CatalogueImport = z.infer<typeof catalogueImport>;
