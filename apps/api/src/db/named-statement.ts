import type { SQL } from 'drizzle-orm';
import type { PgDialect, PgSession } from 'drizzle-orm/pg-core';
import type { Db, Tx } from './client';

/**
 * `db.execute(query)` as a named statement: PostgreSQL parses and plans it once per connection
 * instead of on every call (the large statements a checkout makes cost it more to plan than to
 * run). Only the parameters may differ between calls under one name, never the SQL text. PGlite
 * runs it as an ordinary statement.
 */
export async function executeNamed<Row>(db: Db | Tx, name: string, query: SQL): Promise<Row[]> {
  const { dialect, session } = db as unknown as { dialect: PgDialect; session: PgSession };
  const result = await session.prepareQuery(dialect.sqlToQuery(query), undefined, name, false).execute();
  return (result as { rows: Row[] }).rows;
}

/**
 * `prepare(db)` made once per database and kept: for a prepared Drizzle query that a hot path runs
 * on every request, so it is neither built nor parsed again.
 */
export function oncePerDatabase<T>(prepare: (db: Db) => T): (db: Db) => T {
  const made = new WeakMap<Db, T>();
  return (db) => {
    let value = made.get(db);
    if (value === undefined) {
      value = prepare(db);
      made.set(db, value);
    }
    return value;
  };
}
