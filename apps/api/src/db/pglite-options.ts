import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/** Extensions PGlite must be given at construction, or CREATE EXTENSION fails. */
export const pgliteExtensions = { pg_trgm };

/**
 * How a shop opens its embedded database. PostgreSQL's default 128 MB of shared buffers is touched
 * at start and never given back (WASM memory only grows), which alone would put the server past its
 * 250 MB: 16 MB holds a small shop's busy pages, and the files stay in the system's cache behind it.
 */
export function pgliteOptions(dataDir: string): PGliteOptions<typeof pgliteExtensions> {
  return {
    dataDir,
    extensions: pgliteExtensions,
    startParams: [
      ...PGlite.defaultStartParams,
      '-c',
      'shared_buffers=16MB',
      '-c',
      'maintenance_work_mem=16MB',
    ],
  };
}
