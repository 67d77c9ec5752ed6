import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { lockDataDir } from './data-dir-lock';
import * as schema from './schema/index';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** An open database, embedded or server: the rest of the code only ever sees `db`. */
export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

/** Extensions PGlite must be given at construction, or CREATE EXTENSION fails. */
export const pgliteExtensions = { pg_trgm };

/** Opens PostgreSQL when a URL is given, otherwise PGlite on disk under DATA_DIR/db. */
export async function openDatabase(options: { databaseUrl?: string; dataDir: string }): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  const dbDir = path.join(options.dataDir, 'db');
  const unlock = lockDataDir(dbDir);
  try {
    const client = await PGlite.create({ dataDir: dbDir, extensions: pgliteExtensions });
    const database = fromPglite(client);
    return {
      ...database,
      close: async () => {
        await database.close();
        unlock();
      },
    };
  } catch (error) {
    unlock();
    throw error;
  }
}

export function fromPglite(client: PGlite): Database {
  return {
    db: drizzlePglite({ client, schema }) as unknown as Db,
    kind: 'pglite',
    close: () => client.close(),
  };
}

export function openPostgres(connectionString: string): Database {
  const pool = new pg.Pool({ connectionString, max: 10 });
  // An idle client losing its server must not crash the process; the next query reports it.
  pool.on('error', () => {});
  return {
    db: drizzlePostgres({ client: pool, schema }) as unknown as Db,
    kind: 'postgres',
    close: () => pool.end(),
  };
}
