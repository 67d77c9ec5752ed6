import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { eq, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildTestApp } from '../../test/app';
import { freshDatabase, testDatabaseKind } from '../../test/database';
import { mailsTo } from '../../test/outbox';
import { addToCart, createAddress, createShopProduct } from '../../test/shop-fixtures';
import { createTestUser } from '../../test/users';
import type { App } from '../app';
import { loadConfig } from '../config';
import type { Database } from '../db/client';
import { orders } from '../db/schema/shopping';
import { users } from '../db/schema/users';

/** A shop listening on a port of its own, with what it logged and what its database held at close. */
interface ListeningShop {
  app: App;
  port: number;
  dataDir: string;
  database: Database;
  logs: { level: number; msg: string }[];
  /** Statements the app has sent, as Drizzle reported them. */
  statements: string[];
  /** Whether the app has begun to close its database. */
  databaseClosing(): boolean;
  /** Called by the app's database close, just before it closes: the test reads the database's last state there. */
  beforeDatabaseCloses(look: () => Promise<void>): void;
}

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function startListeningShop(): Promise<ListeningShop> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'vastra-in-flight-'));
  const logs: { level: number; msg: string }[] = [];
  const statements: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      logs.push(JSON.parse(String(chunk)));
      done();
    },
  });
  const opened = await freshDatabase({ onQuery: (query) => void statements.push(query) });
  let look = async () => {};
  let closed = false;
  const database: Database = {
    ...opened,
    close: async () => {
      closed = true;
      await look();
      await opened.close();
    },
  };
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'info', SEED_DEMO: 'false' });
  const app = await buildTestApp(config, { database, logger: { level: 'info', stream } });
  await app.listen({ port: 0, host: '127.0.0.1' });
  cleanups.push(async () => {
    if (!closed) await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  });
  const { port } = app.server.address() as AddressInfo;
  return {
    app,
    port,
    dataDir,
    database,
    logs,
    statements,
    databaseClosing: () => closed,
    beforeDatabaseCloses: (next) => {
      look = next;
    },
  };
}

/**
 * Makes the app's statements wait until released. PGlite has one connection, so a transaction held
 * by the test holds every statement; on PostgreSQL the given lock is taken in a transaction of the test's.
 */
async function holdDatabase(shop: ListeningShop, postgresLock: string): Promise<() => Promise<void>> {
  const { pool } = shop.database;
  if (pool) {
    const client = await pool.connect();
    await client.query('begin');
    await client.query(postgresLock);
    return async () => {
      await client.query('commit');
      client.release();
    };
  }
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let held = () => {};
  const holding = new Promise<void>((resolve) => {
    held = resolve;
  });
  const transaction = shop.database.db.transaction(async () => {
    held();
    await released;
  });
  await holding;
  return async () => {
    release();
    await transaction;
  };
}

/** Opens a connection and writes raw HTTP/1.1 to it; the caller hangs up with destroy(). */
function sendRaw(port: number, ...requests: string[]): net.Socket {
  const socket = net.connect(port, '127.0.0.1');
  socket.on('error', () => {});
  socket.write(requests.join(''));
  return socket;
}

function rawRequest(method: string, url: string, headers: Record<string, string>, body = ''): string {
  const lines = Object.entries({
    host: 'localhost',
    'content-length': String(Buffer.byteLength(body)),
    ...headers,
  })
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  return `${method} ${url} HTTP/1.1\r\n${lines}\r\n${body}`;
}

function openConnections(app: App): Promise<number> {
  return new Promise((resolve, reject) =>
    app.server.getConnections((error, count) => (error ? reject(error) : resolve(count))),
  );
}

/** Waits until the server has seen every client hang up: from here on it has no connection to wait for. */
async function allHungUp(app: App): Promise<void> {
  await vi.waitFor(async () => expect(await openConnections(app)).toBe(0));
}

/**
 * Closes the shop and lets the held requests go on only once close has got as far as it goes without
 * them: waiting for them (it says so in the log), or, were it not to wait, closing the database.
 */
async function closeWhileHeld(shop: ListeningShop, release: () => Promise<void>): Promise<void> {
  const closing = shop.app.close();
  try {
    await vi.waitFor(() => {
      const waiting = shop.logs.some((line) => line.msg.includes('still being handled'));
      expect(waiting || shop.databaseClosing()).toBe(true);
    });
  } finally {
    await release();
  }
  await closing;
}

const errorsIn = (shop: ListeningShop) =>
  shop.logs.filter((line) => line.level >= 50).map((line) => line.msg);

// The regression: close returned as soon as the aborted request's connection was gone, and the order's
// confirmation mail then met a closed pool ("Cannot use a pool after calling end on the pool").
describe('closing the server while requests whose clients hung up are still being handled', () => {
  it('a COD order whose shopper hung up mid-order is placed and its confirmation mail queued before the database closes', async () => {
    const shop = await startListeningShop();
    const { app } = shop;
    const product = await createShopProduct(app, 'Chanderi Kurta', [
      { color: 'Peach', size: 'M', originalPrice: '1799.00', stock: 4 },
    ]);
    const variantId = product.variantIds[0] as string;
    const user = await createTestUser(app);
    const addressId = await createAddress(app, user.id);
    await addToCart(app, user, variantId, 1);

    const atClose = { orders: [] as string[], mailed: 0, stillHandled: -1 };
    shop.beforeDatabaseCloses(async () => {
      atClose.stillHandled = app.requestsInFlight.count;
      const placed = await app.db.select({ id: orders.id }).from(orders).where(eq(orders.userId, user.id));
      atClose.orders = placed.map((order) => order.id);
      const subject = (id: string) => `Your order #${id.slice(0, 8)} is confirmed`;
      if (shop.database.pool) {
        // pg-boss keeps the mail as a job, sent by whichever process is up next.
        const queued = await shop.database.pool.query(
          `select count(*)::int as n from pgboss.job where name = 'mail-send' and data->>'to' = $1 and data->>'subject' = any($2)`,
          [user.email, atClose.orders.map(subject)],
        );
        atClose.mailed = queued.rows[0].n;
      } else {
        // The embedded shop's queue has written it to the outbox by now.
        atClose.mailed = atClose.orders.flatMap((id) =>
          mailsTo(shop.dataDir, user.email, subject(id)),
        ).length;
      }
    });

    // PostgreSQL: the order's call (place_order) waits on the variant's row, holding a pooled connection
    // as it does. PGlite: the request waits at its first statement (the caller check).
    const release = await holdDatabase(
      shop,
      `select 1 from product_variants where id = '${variantId}' for update`,
    );
    const waitsAt = testDatabaseKind === 'postgres' ? 'select place_order(' : 'revoked_tokens';
    const sentBefore = shop.statements.length;
    const body = JSON.stringify({ addressId, paymentMethod: 'COD' });
    const shopper = sendRaw(
      shop.port,
      rawRequest('POST', '/api/orders/place', { ...user.auth, 'content-type': 'application/json' }, body),
    );
    await vi.waitFor(() =>
      expect(shop.statements.slice(sentBefore).some((query) => query.includes(waitsAt))).toBe(true),
    );
    shopper.destroy();
    await allHungUp(app);
    expect(app.requestsInFlight.count).toBe(1);

    await closeWhileHeld(shop, release);

    expect(atClose.orders).toHaveLength(1);
    expect(atClose.mailed).toBe(1);
    expect(atClose.stillHandled).toBe(0);
    expect(errorsIn(shop)).toEqual([]);
  });

  it('requests answered without their handler after the client hung up (a refused caller, an unknown address, a body over the limit) do not hold up close', async () => {
    const shop = await startListeningShop();
    const { app } = shop;
    const user = await createTestUser(app);
    // Signed out everywhere: the token is genuine but stale, so the guard refuses it once it has looked.
    await app.db
      .update(users)
      .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
      .where(eq(users.id, user.id));

    const release = await holdDatabase(shop, 'lock table revoked_tokens in access exclusive mode');
    const sentBefore = shop.statements.length;
    const body = JSON.stringify({ addressId: user.id, paymentMethod: 'COD' });
    // The refused caller waits at the guard's statement; the unknown address is pipelined behind it on
    // the same connection, so its answer waits in line and never goes out.
    const refused = sendRaw(
      shop.port,
      rawRequest('POST', '/api/orders/place', { ...user.auth, 'content-type': 'application/json' }, body),
      rawRequest('GET', '/api/no-such-thing', {}),
    );
    // Announces 2 MB and sends 1 KB: the 413 waits for the rest of the body, which never comes.
    const oversized = sendRaw(
      shop.port,
      rawRequest('POST', '/api/orders/place', {
        ...user.auth,
        'content-type': 'application/json',
        'content-length': String(2 * 1024 * 1024),
      }) + ' '.repeat(1024),
    );
    await vi.waitFor(() => {
      expect(shop.statements.slice(sentBefore).some((query) => query.includes('revoked_tokens'))).toBe(true);
      expect(app.requestsInFlight.count).toBe(3);
    });
    refused.destroy();
    oversized.destroy();
    await allHungUp(app);

    await closeWhileHeld(shop, release);

    expect(app.requestsInFlight.count).toBe(0);
    expect(errorsIn(shop)).toEqual([]);
  });
});
