import { type Database, openPostgres } from '../src/db/client';
import { migrate } from '../src/db/migrate';
import { shopSettings } from '../src/db/schema/settings';
import { adminQuery, withDatabase } from './global-setup';

/**
 * Creates and migrates database `name` on the PostgreSQL server at `serverUrl`, for API processes of
 * their own. Its shop lets one account place order after order: the per-account allowances have
 * their own tests.
 */
export async function openRoomyShopDatabase(serverUrl: string, name: string): Promise<Database> {
  await adminQuery(serverUrl, `CREATE DATABASE ${name}`);
  const database = openPostgres(withDatabase(serverUrl, name));
  await migrate(database);
  await database.db.update(shopSettings).set({
    codMaxOpenOrders: 1000,
    codMaxOpenValue: '10000000.00',
    maxQuantityPerLine: 1000,
    onlineMaxUnpaidOrders: 1000,
    onlineMaxHeldUnits: 1000,
  });
  return database;
}
