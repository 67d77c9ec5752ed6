import { type AnyColumn, type SQL, sql } from 'drizzle-orm';

/**
 * `column in ('A', 'B')` for a check constraint over one of the contract's lists. The values are
 * written into the SQL, as Postgres needs them in a constraint (a parameter cannot stand there).
 */
export function isOneOf(column: AnyColumn, values: readonly string[]): SQL {
  return sql`${column} in (${sql.raw(values.map((value) => `'${value}'`).join(', '))})`;
}
