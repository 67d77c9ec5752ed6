import type { CatalogueImport } from '@vastra/contract/catalogue-files';

/** Whether the job is still going (the screen keeps asking). */
export const isFinished = (job: Pick<CatalogueImport, 'status'>) =>
  job.status === 'DONE' || job.status === 'FAILED';

/** One line saying where a check or an import stands, in the shop owner's words. */
export function progressLine(job: CatalogueImport): string {
  const products = (n: number) => `${n} product${n === 1 ? '' : 's'}`;
  switch (job.status) {
    case 'QUEUED':
      return 'Waiting to start…';
    case 'RUNNING':
      return job.rows > 0 ? `Checked ${job.rowsDone} of ${job.rows} rows; writing…` : 'Reading the file…';
    case 'FAILED':
      return `${job.errors.length} problem${job.errors.length === 1 ? '' : 's'} found: nothing was written.`;
    case 'DONE':
      return job.dryRun
        ? `The file is clean: importing it creates ${products(job.created)} and updates ${products(job.updated)}.`
        : `Imported: ${products(job.created)} created, ${products(job.updated)} updated.`;
  }
}
