import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { Database } from './client';

// Beside this file in src/, copied beside the bundle by bundle.mjs.
const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** Applies every committed migration not yet applied. */
export async function migrate(database: Database): Promise<void> {
  if (database.kind === 'pglite') {
    await migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder });
  } else {
    // Processes starting together take turns: the first applies the migrations, the others find them done.
    const client = await database.pool?.connect();
    try {
      await client?.query(`select pg_advisory_lock(hashtext('vastra migrations'))`);
      await migratePostgres(database.db as unknown as NodePgDatabase, { migrationsFolder });
    } finally {
      await client?.query(`select pg_advisory_unlock(hashtext('vastra migrations'))`).catch(() => {});
      client?.release();
    }
  }
}

/** How many committed migrations the database has not applied yet (all of them on an empty one). */
export async function pendingMigrations(database: Database): Promise<number> {
  const journal = JSON.parse(readFileSync(`${migrationsFolder}/meta/_journal.json`, 'utf8')) as {
    entries: unknown[];
  };
  const result = await database.db.execute(sql`
    select case when to_regclass('drizzle.__drizzle_migrations') is null then 0
      else (select count(*)::int from drizzle.__drizzle_migrations) end as applied`);
  const [row] = (result as unknown as { rows: { applied: number | string }[] }).rows;
  return Math.max(0, journal.entries.length - Number(row?.applied ?? 0));
}
