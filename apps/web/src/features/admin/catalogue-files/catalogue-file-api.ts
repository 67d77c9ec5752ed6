import type { CatalogueImport, ImportStarted } from '@vastra/contract/catalogue-files';
import { api } from '../../../lib/api';

export const EXPORT_PATH = '/admin/products/export.csv';

/** POST /admin/products/import: queues a check (dry run) or an import of the chosen file and zip of photos. */
export function startImport(file: File, images: File | null, dryRun: boolean): Promise<ImportStarted> {
  const form = new FormData();
  form.append('dryRun', String(dryRun));
  form.append('file', file);
  if (images) form.append('images', images);
  return api<ImportStarted>('/admin/products/import', { method: 'POST', body: form });
}

export const fetchImport = (id: string) => api<CatalogueImport>(`/admin/imports/${id}`);
