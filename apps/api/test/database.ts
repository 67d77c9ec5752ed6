import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { inject } from 'vitest';
import { type Database, type DatabaseOptions, type Db, fromPglite, openPostgres } from '../src/db/client';
import { pgliteExtensions } from '../src/db/pglite-options';
import { adminQuery, withDatabase } from './global-setup';

/** Which database this test project runs on: set per Vitest project in vitest.config.ts. */
export const testDatabaseKind = process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';

/** A fresh, migrated database of its own for the calling test file. */
export async function freshDatabase(options: DatabaseOptions = {}): Promise<Database> {
  if (testDatabaseKind === 'postgres') {
    const serverUrl = process.env.TEST_DATABASE_URL;
    if (!serverUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
    const name = `vastra_test_${randomUUID().replaceAll('-', '')}`;
    await adminQuery(serverUrl, `CREATE DATABASE ${name} TEMPLATE ${inject('postgresTemplate')}`);
    const database = openPostgres(withDatabase(serverUrl, name), options);
    return {
      ...database,
      close: async () => {
        await database.close();
        await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name}`);
      },
    };
  }
  const dump = readFileSync(inject('pgliteTemplate'));
  const client = await PGlite.create({ loadDataDir: new Blob([dump]), extensions: pgliteExtensions });
  return fromPglite(client, options);
}

/**
 * Another connection to the database `db` is on, as a second server process would open: on PGlite,
 * which has one connection, the same client, left open for its first owner.
 */
export async function secondConnection(db: Db): Promise<Database> {
  if (testDatabaseKind === 'pglite') {
    const client = (db as unknown as { $client: PGlite }).$client;
    return { ...fromPglite(client), close: async () => {} };
  }
  const [row] = (
    (await db.execute(sql`select current_database() as name`)) as unknown as { rows: { name: string }[] }
  ).rows;
  return openPostgres(withDatabase(process.env.TEST_DATABASE_URL as string, row?.name as string));
}
