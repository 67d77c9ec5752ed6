import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { catalogueImports } from '../../db/schema/staff';
import type { UploadStorage } from '../../lib/storage/upload-storage';
import type { JobQueue } from '../jobs';
import { applyImport } from './apply-import';
import { openImageZip } from './image-zip';
import { planImport } from './plan-import';

const IMPORT_JOB = 'catalogue-import';

/** Queues a stored file's import; the job checks it, then writes it unless it is a dry run. */
export type StartImport = (importId: string) => Promise<void>;

/**
 * Defines the import job on the queue (once per app, before it starts). Not retried: a file that
 * failed fails the same way again, and a crash leaves it RUNNING, which the next try leaves alone.
 */
export function defineImportJob(
  jobs: JobQueue,
  deps: { db: Db; storage: UploadStorage; log: FastifyBaseLogger },
): StartImport {
  jobs.define<{ importId: string }>(IMPORT_JOB, ({ importId }) => runImport(deps, importId), {
    retryLimit: 0,
    retryDelaySeconds: 60,
  });
  return (importId) => jobs.send(IMPORT_JOB, { importId });
}

async function runImport(
  { db, storage, log }: { db: Db; storage: UploadStorage; log: FastifyBaseLogger },
  importId: string,
): Promise<void> {
  const [job] = await db
    .update(catalogueImports)
    .set({ status: 'RUNNING' })
    .where(and(eq(catalogueImports.id, importId), eq(catalogueImports.status, 'QUEUED')))
    .returning();
  if (!job) return;
  const finish = (values: Partial<typeof catalogueImports.$inferInsert>) =>
    db
      .update(catalogueImports)
      .set({ ...values, finishedAt: new Date() })
      .where(eq(catalogueImports.id, importId));
  try {
    const text = (await readStoredFile(storage, job.fileKey)).toString('utf8');
    const zip = job.imagesKey ? openImageZip(await readStoredFile(storage, job.imagesKey)) : null;
    const plan = await planImport(db, text, zip);
    await db
      .update(catalogueImports)
      .set({ rows: plan.rows, rowsDone: plan.rows })
      .where(eq(catalogueImports.id, importId));
    if (plan.errors.length > 0) {
      await finish({ status: 'FAILED', errors: plan.errors });
    } else if (job.dryRun) {
      const created = plan.products.filter((product) => product.productId === null).length;
      await finish({ status: 'DONE', created, updated: plan.products.length - created });
    } else {
      const result = await applyImport(db, storage, plan, zip);
      await finish(
        'created' in result ? { status: 'DONE', ...result } : { status: 'FAILED', errors: result.errors },
      );
    }
  } catch (error) {
    log.error({ err: error, importId }, 'catalogue import failed');
    await finish({
      status: 'FAILED',
      errors: [
        { row: 1, field: 'file', message: 'The import stopped on an error of ours; nothing was written.' },
      ],
    });
  } finally {
    await storage.remove(job.imagesKey ? [job.fileKey, job.imagesKey] : [job.fileKey]);
  }
}

/** A stored file's bytes, wherever the shop keeps its uploads. */
async function readStoredFile(storage: UploadStorage, filename: string): Promise<Buffer> {
  if (storage.kind === 'local') return readFile(path.join(storage.dir, path.basename(filename)));
  const file = await storage.open(filename);
  if (!file) throw new Error(`Stored file ${filename} is missing`);
  const chunks: Buffer[] = [];
  for await (const chunk of file.body) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}
