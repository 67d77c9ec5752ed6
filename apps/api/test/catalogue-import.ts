import { expect } from 'vitest';
import type { App } from '../src/app';
import { type FilePart, type FormParts, sendForm } from './multipart';

/**
 * Sends a catalogue file (and a zip of images, when given) to POST /admin/products/import, waits for
 * its job, and answers GET /admin/imports/{id} as the back office reads it.
 */
export async function importFile(
  app: App,
  auth: { authorization: string },
  csv: string,
  dryRun: boolean,
  images?: FilePart,
) {
  const started = await sendForm(
    app,
    'POST',
    '/api/admin/products/import',
    [
      ['dryRun', String(dryRun)],
      ['file', { bytes: Buffer.from(csv), filename: 'products.csv', type: 'text/csv' }],
      ...(images ? [['images', images] satisfies FormParts[number]] : []),
    ],
    auth,
  );
  expect(started.statusCode).toBe(202);
  const { id } = started.json().import;
  for (;;) {
    const status = await app.inject({ method: 'GET', url: `/api/admin/imports/${id}`, headers: auth });
    const body = status.json();
    if (body.status === 'DONE' || body.status === 'FAILED') return body;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
