import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client';
import { createCategory, createProduct } from './catalogue-fixtures';
import { adminQuery, withDatabase } from './global-setup';
import { type HttpShopper, signUpOverHttp } from './http-shopper';
import { type RunningServer, startServer } from './server-process';
import { openRoomyShopDatabase } from './server-shop';

// The real server (from source, through tsx: no build needed) on a PostgreSQL database of its own,
// killed with SIGKILL while shoppers are checking out, then started again on the same database.
// Runs in its own Vitest project, which exists only when TEST_DATABASE_URL is set (CI sets it).
const serverUrl = process.env.TEST_DATABASE_URL;
const SHOPPERS = 12;
/** Orders acknowledged (201) before the kill: enough that checkouts are in full swing. */
const ORDERS_BEFORE_KILL = 40;

interface Shopper extends HttpShopper {
  paymentMethod: 'COD' | 'ONLINE_PAYMENT';
}

interface Acknowledged {
  id: string;
  canceled: boolean;
}

describe.runIf(serverUrl)('a server killed with SIGKILL in the middle of checkouts', () => {
  const databaseName = `vastra_crash_${randomUUID().replaceAll('-', '')}`;
  let dataDir = '';
  let database: Database;
  let server: RunningServer;
  let shoppers: Shopper[] = [];
  const initialStock = new Map<string, number>();
  const acknowledged: Acknowledged[] = [];
  const unexpected: string[] = [];
  let inFlightAtKill = 0;

  beforeAll(async () => {
    if (!serverUrl) return;
    dataDir = mkdtempSync(path.join(tmpdir(), 'vastra-crash-'));
    database = await openRoomyShopDatabase(serverUrl, databaseName);
    await stockTheShelves(database, initialStock);

    server = await startServer(withDatabase(serverUrl, databaseName), dataDir);
    shoppers = await Promise.all(Array.from({ length: SHOPPERS }, (_, i) => signUp(server.url, i)));

    const variants = [...initialStock.keys()];
    let inFlight = 0;
    const call = async (route: string, init: RequestInit = {}, shopper?: Shopper) => {
      inFlight++;
      try {
        return await fetch(`${server.url}/api${route}`, {
          ...init,
          redirect: 'manual',
          // Fastify refuses a JSON content type with no body, so only calls with one declare it.
          headers: {
            ...(init.body ? { 'content-type': 'application/json' } : {}),
            ...shopper?.auth,
            ...init.headers,
          },
        });
      } finally {
        inFlight--;
      }
    };
    const kill = () => {
      if (server.killed) return;
      inFlightAtKill = inFlight;
      server.kill();
    };
    const shop = async (shopper: Shopper, index: number) => {
      let cartIsEmpty = true;
      for (let round = 0; !server.killed; round++) {
        // A server that answers wrongly would keep the shoppers going for ever: stop, and let the tests say why.
        if (unexpected.length > 10) kill();
        if (cartIsEmpty) {
          const variant = variants[(index + round) % variants.length];
          const added = await call(
            '/cart/add',
            {
              method: 'POST',
              body: JSON.stringify({ productVariantId: variant, quantity: 1 + (round % 2) }),
            },
            shopper,
          );
          if (added.status === 409) continue;
          if (added.status !== 200) unexpected.push(`cart/add ${added.status}`);
          cartIsEmpty = false;
        }
        const placed = await call(
          '/orders/place',
          {
            method: 'POST',
            body: JSON.stringify({ addressId: shopper.addressId, paymentMethod: shopper.paymentMethod }),
          },
          shopper,
        );
        if (placed.status === 409) {
          cartIsEmpty = await emptyCart(call, shopper);
          continue;
        }
        if (placed.status !== 201) {
          unexpected.push(`orders/place ${placed.status}`);
          continue;
        }
        const { order } = (await placed.json()) as {
          order: { id: string; merchantTransactionId: string | null };
        };
        const record = { id: order.id, canceled: false };
        acknowledged.push(record);
        if (acknowledged.length >= ORDERS_BEFORE_KILL) kill();

        if (shopper.paymentMethod === 'COD') {
          cartIsEmpty = true;
          if (round % 3 === 2) {
            const canceled = await call(`/orders/${order.id}/cancel`, { method: 'PUT' }, shopper);
            if (canceled.status === 200) record.canceled = true;
            else unexpected.push(`cancel ${canceled.status}`);
          }
        } else {
          // Paying empties the cart; a declined payment cancels the order and keeps the cart.
          const outcome = round % 2 === 0 ? 'SUCCESS' : 'FAILURE';
          const paid = await call(`/payments/simulator/${order.merchantTransactionId}`, {
            method: 'POST',
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
            body: `outcome=${outcome}`,
          });
          if (paid.status !== 303) unexpected.push(`simulator ${paid.status}`);
          record.canceled = outcome === 'FAILURE';
          cartIsEmpty = outcome === 'SUCCESS';
        }
      }
    };
    // A shopper's call that the kill cuts off rejects: that is the point, not a failure.
    await Promise.allSettled(shoppers.map((shopper, i) => shop(shopper, i)));
    kill();
    await server.exited;

    server = await startServer(withDatabase(serverUrl, databaseName), dataDir);
  }, 90_000);

  afterAll(async () => {
    if (!serverUrl) return;
    await server?.stop();
    await database?.close();
    await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${databaseName}`);
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('was killed while checkouts were still under way', () => {
    expect(unexpected).toEqual([]);
    expect(acknowledged.length).toBeGreaterThanOrEqual(ORDERS_BEFORE_KILL);
    expect(inFlightAtKill).toBeGreaterThan(0);
  });

  it('leaves no half-written order: each has all its items, and its payment when paid online', async () => {
    const orders = await rows<{
      id: string;
      online: boolean;
      has_items: boolean;
      total_matches: boolean;
      payments: number;
      payment_matches: boolean;
    }>(
      database,
      sql`
        select o.id, o.payment_method = 'ONLINE_PAYMENT' as online,
          exists (select 1 from order_items i where i.order_id = o.id) as has_items,
          o.order_total = (select coalesce(sum(i.quantity * i.price_at_purchase), 0)
                           from order_items i where i.order_id = o.id) as total_matches,
          (select count(*)::int from payments p where p.order_id = o.id) as payments,
          exists (select 1 from payments p where p.id = o.merchant_transaction_id
                  and p.order_id = o.id and p.amount = o.order_total) as payment_matches
        from orders o`,
    );
    expect(orders.length).toBeGreaterThanOrEqual(ORDERS_BEFORE_KILL);
    const halfWritten = orders.filter(
      (order) =>
        !order.has_items ||
        !order.total_matches ||
        order.payments !== (order.online ? 1 : 0) ||
        (order.online && !order.payment_matches),
    );
    expect(halfWritten).toEqual([]);
  });

  it('keeps every unit of stock either on the shelf or in a live order', async () => {
    // Live: every order whose units were not put back (stock_released_at is set only when they were).
    const variants = await rows<{ id: string; stock: number; held: number }>(
      database,
      sql`
        select v.id, v.stock,
          coalesce((select sum(i.quantity) from order_items i join orders o on o.id = i.order_id
                    where i.product_variant_id = v.id and o.stock_released_at is null), 0)::int as held
        from product_variants v`,
    );
    const accounts = variants.map((v) => ({
      variant: v.id,
      initial: initialStock.get(v.id),
      onShelfOrHeld: v.stock + v.held,
    }));
    expect(accounts).toEqual(accounts.map((a) => ({ ...a, onShelfOrHeld: a.initial })));
    expect(variants.filter((v) => v.stock < 0)).toEqual([]);
  });

  it('still shows every acknowledged order to its shopper after the restart', async () => {
    const seen = new Map<string, string>();
    for (const shopper of shoppers) {
      const res = await fetch(`${server.url}/api/orders/my-orders`, { headers: shopper.auth });
      expect(res.status).toBe(200);
      const { orders } = (await res.json()) as { orders: { id: string; deliveryStatus: string }[] };
      for (const order of orders) seen.set(order.id, order.deliveryStatus);
    }
    const missing = acknowledged.filter((order) => !seen.has(order.id));
    expect(missing).toEqual([]);
    const wronglyLive = acknowledged.filter((order) => order.canceled && seen.get(order.id) !== 'CANCELED');
    expect(wronglyLive).toEqual([]);
  });

  it('takes new orders after the restart', async () => {
    const shopper = shoppers.find((s) => s.paymentMethod === 'COD') as Shopper;
    const post = (route: string, body: unknown) =>
      fetch(`${server.url}/api${route}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...shopper.auth },
        body: JSON.stringify(body),
      });
    const [variant] = [...initialStock.keys()];
    await emptyCartAfterRestart(server.url, shopper);
    expect((await post('/cart/add', { productVariantId: variant, quantity: 1 })).status).toBe(200);
    const placed = await post('/orders/place', { addressId: shopper.addressId, paymentMethod: 'COD' });
    expect(placed.status).toBe(201);
  });
});

async function rows<Row>(database: Database, query: SQL): Promise<Row[]> {
  return ((await database.db.execute(query)) as unknown as { rows: Row[] }).rows;
}

/** Three products in one category, one of them nearly sold out so that some checkouts hit a 409. */
async function stockTheShelves(database: Database, initialStock: Map<string, number>): Promise<void> {
  const category = await createCategory(database.db, { name: 'Kurtas' });
  const shelves = [
    { name: 'Indigo Block-Print Kurta', stock: [200, 200] },
    { name: 'Chikankari Cotton Kurta', stock: [200, 3] },
    { name: 'Linen Nehru Jacket', stock: [200, 200] },
  ];
  for (const shelf of shelves) {
    const product = await createProduct(database.db, {
      name: shelf.name,
      categoryId: category.id,
      variants: shelf.stock.map((stock, i) => ({
        size: i === 0 ? 'M' : 'L',
        originalPrice: '1499.00',
        stock,
      })),
    });
    for (const [i, id] of product.variantIds.entries()) initialStock.set(id, shelf.stock[i] as number);
  }
}

/** A new shopper over HTTP; half pay online, half cash on delivery. */
async function signUp(url: string, index: number): Promise<Shopper> {
  const paymentMethod = index % 2 === 0 ? 'COD' : 'ONLINE_PAYMENT';
  return { ...(await signUpOverHttp(url)), paymentMethod };
}

type Call = (route: string, init?: RequestInit, shopper?: Shopper) => Promise<Response>;

/** Removes every line of the shopper's cart; true once it is empty. */
async function emptyCart(call: Call, shopper: Shopper): Promise<boolean> {
  const cart = (await (await call('/cart', {}, shopper)).json()) as { items: { id: string }[] };
  for (const item of cart.items) await call(`/cart/remove/${item.id}`, { method: 'DELETE' }, shopper);
  return true;
}

async function emptyCartAfterRestart(url: string, shopper: Shopper): Promise<void> {
  await emptyCart(
    (route, init = {}) => fetch(`${url}/api${route}`, { ...init, headers: shopper.auth }),
    shopper,
  );
}
