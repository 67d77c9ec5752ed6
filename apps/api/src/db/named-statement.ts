import type { Query, SQL } from 'drizzle-orm';
import type { PgDialect, PgSession } from 'drizzle-orm/pg-core';
import type { Db, Tx } from './client';

/**
 * A raw statement run by name, on the pool or in a transaction: PostgreSQL parses and plans it once
 * per connection instead of on every call (the large statements a checkout makes cost it more to
 * plan than to run), and its text is built once, its values given as `sql.placeholder(name)`s and
 * filled in on each call (building a large statement's text every time cost the server's thread
 * about as much as sending it). PGlite runs it as an ordinary statement.
 */
export function namedStatement<Row, Values extends object>(
  name: string,
  build: () => SQL,
): (db: Db | Tx, values: Values) => Promise<Row[]> {
  let query: Query | undefined;
  return async (db, values) => {
    const { dialect, session } = db as unknown as { dialect: PgDialect; session: PgSession };
    query ??= dialect.sqlToQuery(build());
    const result = await session
      .prepareQuery(query, undefined, name, false)
      .execute(values as Record<string, unknown>);
    return (result as { rows: Row[] }).rows;
  };
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
