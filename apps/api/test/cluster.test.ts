import { randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { nginxInstalled, nginxPath, type RunningNginx, startNginx } from '../../../scripts/nginx.mjs';
import type { Database } from '../src/db/client';
import { createCategory, createProduct } from './catalogue-fixtures';
import { adminQuery, withDatabase } from './global-setup';
import { type HttpShopper, postJson, signInOverHttp, signUpOverHttp } from './http-shopper';
import { pictureFile } from './multipart';
import { dropKeys, testKeyPrefix } from './redis';
import { type RunningS3Server, startS3Server } from './s3-server';
import { type RunningServer, startServer } from './server-process';
import { openRoomyShopDatabase } from './server-shop';

// One shop on two API processes behind Debian's nginx, as deploy/ runs it: PostgreSQL and Redis of
// the machine, s3rver for media. Runs in its own Vitest project, which exists only when
// TEST_DATABASE_URL and TEST_REDIS_URL are set (CI sets both); scripts/test.mjs fails in CI when
// nginx is missing.
const serverUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;
const ADMIN = { identifier: 'admin@vastra.local', password: 'server-process-admin' };

describe.runIf(serverUrl && redisUrl)('one shop on two API processes behind nginx', () => {
  const databaseName = `vastra_cluster_${randomUUID().replaceAll('-', '')}`;
  const keyPrefix = testKeyPrefix();
  const dataDirs = [0, 1].map(() => mkdtempSync(path.join(tmpdir(), 'vastra-cluster-')));
  const initialStock = new Map<string, number>();
  let database: Database;
  let s3: RunningS3Server;
  let processes: RunningServer[] = [];
  let nginx: RunningNginx;
  let shop = '';

  beforeAll(async () => {
    if (!nginxInstalled) {
      throw new Error(`No nginx at ${nginxPath}: apt-get install -y nginx (or set NGINX_PATH).`);
    }
    const server = serverUrl as string;
    database = await openRoomyShopDatabase(server, databaseName);
    await stockTheShelves(database, initialStock);
    s3 = await startS3Server();
    const env = {
      ...s3.env,
      REDIS_URL: redisUrl as string,
      REDIS_KEY_PREFIX: keyPrefix,
      TRUST_PROXY: '1',
      RATE_LIMIT_LOGIN: '10',
      PAYMENT_SWEEP_SECONDS: '1',
    };
    processes = await Promise.all(
      dataDirs.map((dataDir) => startServer(withDatabase(server, databaseName), dataDir, env)),
    );
    nginx = await startNginx(processes.map((p) => new URL(p.url).host));
    shop = nginx.url;
  }, 120_000);

  afterAll(async () => {
    await Promise.allSettled(processes.map((p) => p.stop()));
    await nginx?.stop();
    await s3?.stop();
    await database?.close();
    if (serverUrl) await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${databaseName}`);
    if (redisUrl) await dropKeys(redisUrl, keyPrefix);
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  });

  it('serves a photo uploaded through one process from the other, and nginx caches it', async () => {
    const admin = await signInOverHttp(shop, ADMIN);
    const form = new FormData();
    for (const [name, value] of Object.entries({
      name: 'Vastra',
      email: 'hello@vastra.example',
      phone: '+91 80 1234 5678',
      address: '12 MG Road, Bengaluru',
      pincode: '560001',
    }))
      form.append(name, value);
    const logo = await pictureFile('logo.png', { width: 300, height: 100 });
    form.append('logo', new Blob([logo.bytes], { type: 'image/png' }), 'logo.png');
    const saved = await fetch(`${shop}/api/company-details`, { method: 'PUT', headers: admin, body: form });
    expect(saved.status).toBe(200);
    const { logoUrl } = (await saved.json()) as { logoUrl: string };

    // Each process serves it, so whichever one did not take the upload does too.
    for (const process of processes) {
      const res = await fetch(`${process.url}${logoUrl}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/png');
    }
    const first = await fetch(`${shop}${logoUrl}`);
    expect(first.status).toBe(200);
    await first.arrayBuffer();
    // nginx files the copy in its cache as the upstream answer ends, which can be just after the
    // client has the last byte: a read right behind the first may still be a MISS, a later one not.
    const cacheStatus = async () => {
      const res = await fetch(`${shop}${logoUrl}`);
      await res.arrayBuffer();
      return res.headers.get('x-cache');
    };
    await expect.poll(cacheStatus, { timeout: 5_000 }).toBe('HIT');
  });

  it('refuses the 11th failed login however nginx spreads the attempts', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await postJson(shop, '/auth/login', {
        identifier: 'nobody@vastra.example',
        password: `guess-${i}`,
      });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([...Array(10).fill(401), 429]);
  });

  it('believes the address nginx saw, not one a client writes in X-Forwarded-For', async () => {
    const res = await postJson(
      shop,
      '/auth/login',
      { identifier: 'nobody@vastra.example', password: 'one more guess' },
      { 'x-forwarded-for': '198.51.100.1' },
    );
    expect(res.status).toBe(429);
  });

  it('expires an unpaid order once, in one process, and mails each confirmation once', async () => {
    const shopper = await signUpOverHttp(shop);
    const [variant] = [...initialStock.keys()] as [string];
    await postJson(shop, '/cart/add', { productVariantId: variant, quantity: 2 }, shopper.auth);
    const online = await postJson(
      shop,
      '/orders/place',
      { addressId: shopper.addressId, paymentMethod: 'ONLINE_PAYMENT' },
      shopper.auth,
    );
    expect(online.status).toBe(201);
    const { order } = (await online.json()) as { order: { id: string } };
    await database.db.execute(
      sql`update payments set expires_at = now() - interval '1 minute' where order_id = ${order.id}`,
    );

    const cod: string[] = [];
    for (let i = 0; i < 6; i++) {
      await postJson(shop, '/cart/add', { productVariantId: variant, quantity: 1 }, shopper.auth);
      const placed = await postJson(
        shop,
        '/orders/place',
        { addressId: shopper.addressId, paymentMethod: 'COD' },
        shopper.auth,
      );
      expect(placed.status).toBe(201);
      cod.push(((await placed.json()) as { order: { id: string } }).order.id);
    }

    await vi.waitUntil(async () => {
      const [row] = await rows<{ status: string }>(
        database,
        sql`select delivery_status as status from orders where id = ${order.id}`,
      );
      return row?.status === 'CANCELED';
    }, patiently);
    // A few more periods go by, each queued by both processes: every one of them was done once.
    const periodsSoFar = await expiryPeriodsQueued(database);
    await vi.waitUntil(async () => (await expiryPeriodsQueued(database)) >= periodsSoFar + 3, patiently);
    const twice = await rows<{ slot: string; n: number }>(
      database,
      sql`select singleton_on::text as slot, count(*)::int as n
          from (select singleton_on from pgboss.job where name = 'payments-expire-unpaid'
                union all select singleton_on from pgboss.archive where name = 'payments-expire-unpaid') jobs
          group by singleton_on having count(*) > 1`,
    );
    expect(twice).toEqual([]);
    // Its units went back to the shelf once: the shelf plus what live orders hold is the initial stock.
    const [stock] = await rows<{ total: number }>(
      database,
      sql`select v.stock + coalesce((select sum(i.quantity) from order_items i join orders o on o.id = i.order_id
            where i.product_variant_id = v.id and o.stock_released_at is null), 0)::int as total
          from product_variants v where v.id = ${variant}`,
    );
    expect(stock?.total).toBe(initialStock.get(variant));

    // Every mail job done (none waiting, taken or to be retried): a second copy of one would be out by now.
    await vi.waitUntil(
      async () => confirmations(dataDirs).length >= cod.length && (await mailJobsLeft(database)) === 0,
      patiently,
    );
    const mailed = confirmations(dataDirs);
    expect(mailed.sort()).toEqual(cod.map((id) => id.slice(0, 8)).sort());
  });

  it('places or refuses every order while one process is killed, and the other goes on serving', async () => {
    const shoppers = await Promise.all(Array.from({ length: 8 }, () => signUpOverHttp(shop)));
    const variants = [...initialStock.keys()];
    const outcomes: number[] = [];
    let placedBeforeKill = 0;
    let killed = false;
    const checkout = async (shopper: HttpShopper, index: number) => {
      for (let round = 0; round < 12; round++) {
        const variant = variants[(index + round) % variants.length] as string;
        const added = await postJson(
          shop,
          '/cart/add',
          { productVariantId: variant, quantity: 1 },
          shopper.auth,
        ).catch(() => undefined);
        if (added?.status !== 200) continue;
        const placed = await postJson(
          shop,
          '/orders/place',
          { addressId: shopper.addressId, paymentMethod: 'COD' },
          shopper.auth,
        ).catch(() => undefined);
        outcomes.push(placed?.status ?? 0);
        if (placed?.status === 201 && ++placedBeforeKill === 15 && !killed) {
          killed = true;
          processes[0]?.kill();
        }
        if (placed?.status !== 201) await emptyCart(shop, shopper);
      }
    };
    await Promise.all(shoppers.map((shopper, i) => checkout(shopper, i)));
    expect(killed).toBe(true);
    // Placed, out of stock, or cut off with the process: never a 500 from the one left.
    expect(outcomes.filter((status) => ![201, 409, 502, 0].includes(status))).toEqual([]);
    expect(outcomes.filter((status) => status === 201).length).toBeGreaterThan(20);

    const orders = await rows<{ id: string; has_items: boolean; total_matches: boolean }>(
      database,
      sql`select o.id, exists (select 1 from order_items i where i.order_id = o.id) as has_items,
            o.order_total = (select coalesce(sum(i.quantity * i.price_at_purchase), 0)
                             from order_items i where i.order_id = o.id) as total_matches
          from orders o`,
    );
    expect(orders.filter((o) => !o.has_items || !o.total_matches)).toEqual([]);
    const variantsNow = await rows<{ id: string; stock: number; held: number }>(
      database,
      sql`select v.id, v.stock,
            coalesce((select sum(i.quantity) from order_items i join orders o on o.id = i.order_id
                      where i.product_variant_id = v.id and o.stock_released_at is null), 0)::int as held
          from product_variants v`,
    );
    for (const v of variantsNow)
      expect({ id: v.id, total: v.stock + v.held }).toEqual({ id: v.id, total: initialStock.get(v.id) });

    const survivor = await signUpOverHttp(shop);
    expect(
      (await postJson(shop, '/cart/add', { productVariantId: variants[0], quantity: 1 }, survivor.auth))
        .status,
    ).toBe(200);
    expect(
      (
        await postJson(
          shop,
          '/orders/place',
          { addressId: survivor.addressId, paymentMethod: 'COD' },
          survivor.auth,
        )
      ).status,
    ).toBe(201);
    expect((await fetch(`${processes[1]?.url}/api/health/ready`)).status).toBe(200);
  });
});

async function emptyCart(base: string, shopper: HttpShopper): Promise<void> {
  const res = await fetch(`${base}/api/cart`, { headers: shopper.auth }).catch(() => undefined);
  if (res?.status !== 200) return;
  const cart = (await res.json()) as { items: { id: string }[] };
  for (const item of cart.items)
    await fetch(`${base}/api/cart/remove/${item.id}`, { method: 'DELETE', headers: shopper.auth });
}

/** Order numbers (the id's first 8 characters) of the confirmations in both processes' outboxes. */
function confirmations(dataDirs: string[]): string[] {
  return dataDirs.flatMap((dir) => {
    const outbox = path.join(dir, 'outbox');
    let files: string[] = [];
    try {
      files = readdirSync(outbox);
    } catch {
      return [];
    }
    return files
      .map(
        (file) =>
          readFileSync(path.join(outbox, file), 'utf8').match(/Your order #([0-9a-f]{8}) is confirmed/)?.[1],
      )
      .filter((number): number is string => Boolean(number));
  });
}

/** How long the processes get to do what the test waits for, looked at every 200 ms. */
const patiently = { timeout: 15_000, interval: 200 };

/** The periods of the unpaid-order sweep queued so far (one job each, whichever process sent it). */
async function expiryPeriodsQueued(database: Database): Promise<number> {
  const [row] = await rows<{ n: number }>(
    database,
    sql`select count(distinct singleton_on)::int as n
        from (select singleton_on from pgboss.job where name = 'payments-expire-unpaid'
              union all select singleton_on from pgboss.archive where name = 'payments-expire-unpaid') jobs`,
  );
  return row?.n ?? 0;
}

/** Mail jobs not yet done: waiting, taken by a process, or waiting to be tried again. */
async function mailJobsLeft(database: Database): Promise<number> {
  const [row] = await rows<{ n: number }>(
    database,
    sql`select count(*)::int as n from pgboss.job
        where name = 'mail-send' and state in ('created', 'retry', 'active')`,
  );
  return row?.n ?? 0;
}

async function rows<Row>(database: Database, query: SQL): Promise<Row[]> {
  return ((await database.db.execute(query)) as unknown as { rows: Row[] }).rows;
}

/** Two products, plenty of stock: the kill, not a sell-out, is under test. */
async function stockTheShelves(database: Database, initialStock: Map<string, number>): Promise<void> {
  const category = await createCategory(database.db, { name: 'Kurtas' });
  for (const name of ['Indigo Block-Print Kurta', 'Linen Nehru Jacket']) {
    const product = await createProduct(database.db, {
      name,
      categoryId: category.id,
      variants: [{ size: 'M', originalPrice: '1499.00', stock: 500 }],
    });
    for (const id of product.variantIds) initialStock.set(id, 500);
  }
}
