import { existsSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { exitOf, forkOwnScript } from '../lib/own-script';
import { lockDataDir } from './data-dir-lock';
import { pgliteOptions } from './pglite-options';
import * as schema from './schema/index';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** An open database, embedded or server: the rest of the code only ever sees `db`. */
export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The node-postgres pool on PostgreSQL: the job queue sends its own SQL through it. */
  pool?: pg.Pool;
  close(): Promise<void>;
}

/** Opens PostgreSQL when a URL is given, otherwise PGlite on disk under DATA_DIR/db. */
export async function openDatabase(options: { databaseUrl?: string; dataDir: string }): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  const dbDir = embeddedDatabaseDir(options.dataDir);
  const unlock = await lockDataDir(dbDir);
  try {
    // A new folder is created by a process of its own, whose memory is given back when it exits.
    if (!embeddedDatabaseExists(options.dataDir)) {
      await exitOf(forkOwnScript('db/create-pglite-folder', [dbDir]), 'Creating the embedded database');
    }
    const client = await PGlite.create(pgliteOptions(dbDir));
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

const embeddedDatabaseDir = (dataDir: string) => path.join(dataDir, 'db');

/** Whether DATA_DIR already holds an embedded database (a shop that has started before). */
export function embeddedDatabaseExists(dataDir: string): boolean {
  return existsSync(path.join(embeddedDatabaseDir(dataDir), 'PG_VERSION'));
}

/**
 * Optional observers of the connection. `onQuery` sees every statement Drizzle sends: tests use it to
 * prove a list costs the same number of queries whatever its page size.
 */
export interface DatabaseOptions {
  onQuery?: (query: string) => void;
}

const queryLogger = (options: DatabaseOptions) =>
  options.onQuery ? { logQuery: (query: string) => options.onQuery?.(query) } : undefined;

export function fromPglite(client: PGlite, options: DatabaseOptions = {}): Database {
  return {
    db: drizzlePglite({ client, schema, logger: queryLogger(options) }) as unknown as Db,
    kind: 'pglite',
    close: () => client.close(),
  };
}

/**
 * How long a query waits for a connection (a new one, or a free one of the pool) before it fails:
 * a database host that drops packets answers the shopper with a 503 in seconds, not minutes.
 */
const CONNECT_TIMEOUT_MS = 5_000;

export function openPostgres(connectionString: string, options: DatabaseOptions = {}): Database {
  // As many connections as the 20 concurrent shoppers a 2-core server is sized for, so none waits
  // for a free connection while PostgreSQL still has room.
  const pool = new pg.Pool({ connectionString, max: 20, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
  // One for each catalogue change log (the catalogue cache's and the finding index's): see changeLogDb.
  // Their looks are made to run one plan for any snapshot (see catalogue-changes.ts), but PostgreSQL,
  // estimating that plan dearer than one made for the snapshot at hand, planned each look anew: 0.11
  // ms of its CPU for 0.01 ms of execution, hundreds of times a second under reads. (Options given in
  // DATABASE_URL itself take the place of these.)
  const changeLogPool = new pg.Pool({
    connectionString,
    max: 2,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    options: '-c plan_cache_mode=force_generic_plan',
  });
  // An idle client losing its server must not crash the process; the next query reports it.
  pool.on('error', () => {});
  changeLogPool.on('error', () => {});
  const db = drizzlePostgres({ client: pool, schema, logger: queryLogger(options) }) as unknown as Db;
  changeLogDbs.set(
    db,
    drizzlePostgres({ client: changeLogPool, schema, logger: queryLogger(options) }) as unknown as Db,
  );
  return {
    db,
    kind: 'postgres',
    pool,
    close: async () => {
      await Promise.all([pool.end(), changeLogPool.end()]);
    },
  };
}

const changeLogDbs = new WeakMap<Db, Db>();

/**
 * Where the catalogue change log of `db` looks (modules/products/catalogue-changes.ts): every catalogue
 * read waits for a look, so on PostgreSQL it has connections of its own and never queues behind
 * orders and cart changes for one of the shared pool's (a transaction holds its connection until it
 * commits, and a busy shop's commits can take tens of milliseconds). PGlite has one connection: `db`.
 */
export function changeLogDb(db: Db): Db {
  return changeLogDbs.get(db) ?? db;
}
