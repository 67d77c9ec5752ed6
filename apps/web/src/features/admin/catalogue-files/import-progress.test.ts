import type { CatalogueImport } from '@vastra/contract/catalogue-files';
import { describe, expect, it } from 'vitest';
import { isFinished, progressLine } from './import-progress';

const job = (fields: Partial<CatalogueImport>): CatalogueImport => ({
  id: '00000000-0000-4000-8000-000000000000',
  status: 'QUEUED',
  dryRun: true,
  rows: 0,
  rowsDone: 0,
  created: 0,
  updated: 0,
  errors: [],
  createdAt: '2026-12-01T10:00:00.000Z',
  finishedAt: null,
  ...fields,
});

describe('import progress', () => {
  it('keeps asking until the job is done or failed', () => {
    expect([job({}), job({ status: 'RUNNING' })].map(isFinished)).toEqual([false, false]);
    expect([job({ status: 'DONE' }), job({ status: 'FAILED' })].map(isFinished)).toEqual([true, true]);
  });

  it('says what a clean check would do, and that a file with problems wrote nothing', () => {
    expect(progressLine(job({ status: 'DONE', created: 1, updated: 3 }))).toBe(
      'The file is clean: importing it creates 1 product and updates 3 products.',
    );
    expect(
      progressLine(job({ status: 'FAILED', errors: [{ row: 3, field: 'Variant Price', message: 'x' }] })),
    ).toBe('1 problem found: nothing was written.');
    expect(progressLine(job({ status: 'RUNNING', rows: 40, rowsDone: 40 }))).toBe(
      'Checked 40 of 40 rows; writing…',
    );
  });
});
