import { randomUUID } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/app';
import { testDatabaseKind } from '../../test/database';
import { adminQuery, withDatabase } from '../../test/global-setup';
import { loadConfig } from '../config';
import { signToken } from '../lib/tokens';
import { type Database, fromPglite, openPostgres } from './client';
import { migrate } from './migrate';
import { pgliteExtensions } from './pglite-options';

/** The last migration before addresses had recipients and orders had timelines and invoices. */
const BEFORE_GST = '0012_stock_only_changes';

/** A database migrated up to BEFORE_GST only: a shop as it stood before this change. */
async function databaseBeforeGst(): Promise<Database> {
  const folder = mkdtempSync(path.join(tmpdir(), 'vastra-migrations-'));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));
  cpSync(fileURLToPath(new URL('./migrations', import.meta.url)), folder, { recursive: true });
  const journalFile = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
  const last = journal.entries.findIndex((entry) => entry.tag === BEFORE_GST);
  writeFileSync(journalFile, JSON.stringify({ ...journal, entries: journal.entries.slice(0, last + 1) }));

  if (testDatabaseKind === 'pglite') {
    const database = fromPglite(await PGlite.create({ extensions: pgliteExtensions }));
    await migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder: folder });
    return database;
  }
  const serverUrl = process.env.TEST_DATABASE_URL as string;
  const name = `vastra_old_${randomUUID().replaceAll('-', '')}`;
  await adminQuery(serverUrl, `CREATE DATABASE ${name}`);
  const database = openPostgres(withDatabase(serverUrl, name));
  await migratePostgres(database.db as unknown as NodePgDatabase, { migrationsFolder: folder });
  return {
    ...database,
    close: async () => {
      await database.close();
      await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name}`);
    },
  };
}

const database = await databaseBeforeGst();
const ids = { user: randomUUID(), address: randomUUID(), order: randomUUID(), shipped: randomUUID() };
const product = { category: randomUUID(), id: randomUUID(), variant: randomUUID() };
// Written as the shop wrote them before: no recipient, a state typed freely.
const oldRows = [
  sql`insert into users (id, first_name, last_name, username, email, password_hash)
    values (${ids.user}, 'Lakshmi', 'Menon', 'lakshmi', 'lakshmi@example.in', 'x')`,
  sql`insert into addresses (id, user_id, address_line1, city, state, postal_code, is_default)
    values (${ids.address}, ${ids.user}, '3 Marine Drive', 'Kochi', ' kerala', '682031', true)`,
  sql`insert into categories (id, name, slug) values (${product.category}, 'Sarees', 'sarees')`,
  sql`insert into products (id, name, category_id) values (${product.id}, 'Kasavu Saree', ${product.category})`,
  sql`insert into product_variants (id, product_id, color, size, original_price, stock)
    values (${product.variant}, ${product.id}, 'Gold', 'Free', 2400.00, 5)`,
  sql`insert into orders (id, user_id, order_total, delivery_status, payment_method, address_line1, city, state,
      postal_code, updated_at)
    values (${ids.order}, ${ids.user}, 2400.00, 'PENDING', 'COD', '3 Marine Drive', 'Kochi', 'KERALA', '682031',
      '2026-05-02T10:00:00Z'),
      (${ids.shipped}, ${ids.user}, 2400.00, 'SHIPPED', 'COD', '3 Marine Drive', 'Kochi', 'Kerala', '682031',
      '2026-05-03T10:00:00Z')`,
  sql`insert into order_items (order_id, product_id, product_variant_id, product_name, color, size, quantity,
      price_at_purchase)
    values (${ids.order}, ${product.id}, ${product.variant}, 'Kasavu Saree', 'Gold', 'Free', 1, 2400.00),
      (${ids.shipped}, ${product.id}, ${product.variant}, 'Kasavu Saree', 'Gold', 'Free', 1, 2400.00)`,
  sql`insert into company_details (id, name, address, pincode, email, phone)
    values (1, 'Vastra Fashions', '12 MG Road, Bengaluru', '560001', '', '')`,
];
for (const row of oldRows) await database.db.execute(row);
await migrate(database);

const dataDir = mkdtempSync(path.join(tmpdir(), 'vastra-data-'));
const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', SEED_DEMO: 'false' });
const app = await buildTestApp(config, { database });
await app.ready();
afterAll(async () => {
  await app.close();
  rmSync(dataDir, { recursive: true, force: true });
});
const auth = {
  authorization: `Bearer ${await signToken(config.jwtSecret, { userId: ids.user, tokenVersion: 0 })}`,
};

describe('a shop’s data from before GST invoices', () => {
  it('keeps its addresses, with no recipient yet and a state spelled as the list spells it', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/addresses', headers: auth });
    expect(res.statusCode).toBe(200);
    expect(res.json().addresses).toEqual([
      expect.objectContaining({
        id: ids.address,
        fullName: null,
        phone: null,
        state: 'Kerala',
        city: 'Kochi',
      }),
    ]);
  });

  it('keeps its orders, each with its current status as its timeline and no invoice yet', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/orders/my-orders', headers: auth });
    expect(res.statusCode).toBe(200);
    const orders = res.json().orders as {
      id: string;
      history: unknown[];
      invoiceNumber: null;
      address: object;
    }[];
    const byId = new Map(orders.map((order) => [order.id, order]));
    expect(byId.get(ids.order)).toMatchObject({
      invoiceNumber: null,
      history: [{ status: 'PENDING', at: '2026-05-02T10:00:00.000Z' }],
      address: { fullName: null, phone: null, state: 'Kerala' },
    });
    expect(byId.get(ids.shipped)?.history).toEqual([{ status: 'SHIPPED', at: '2026-05-03T10:00:00.000Z' }]);
  });

  it('takes an order to an old address, sent to the account’s name with no phone', async () => {
    const cart = await app.inject({
      method: 'POST',
      url: '/api/cart/add',
      headers: auth,
      payload: { productVariantId: product.variant, quantity: 1 },
    });
    expect(cart.statusCode).toBe(200);
    const placed = await app.inject({
      method: 'POST',
      url: '/api/orders/place',
      headers: auth,
      payload: { addressId: ids.address, paymentMethod: 'COD' },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    expect(placed.json().order.address).toMatchObject({
      id: ids.address,
      fullName: 'Lakshmi Menon',
      phone: null,
      state: 'Kerala',
    });
  });
});
