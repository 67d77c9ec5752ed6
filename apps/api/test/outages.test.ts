import { createHash, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type SQL, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { App } from '../src/app';
import { loadConfig } from '../src/config';
import { type Database, openPostgres } from '../src/db/client';
import { migrate } from '../src/db/migrate';
import { shopSettings } from '../src/db/schema/settings';
import { buildTestApp } from './app';
import { MAIL_WAIT, mailsTo } from './outbox';
import { type PrivatePostgres, startPrivatePostgres } from './private-postgres';
import { type PrivateRedis, startPrivateRedis } from './redis';
import { addToCart, createAddress, createShopProduct, placeOrder } from './shop-fixtures';
import { createTestUser, type TestUser } from './users';

// One shop on two API processes (two apps built in this process), on a PostgreSQL cluster and a
// redis-server that this test starts, stops and starts again: never the machine's own. Runs in a
// Vitest project of its own, which the root vitest.config.ts adds when initdb, pg_ctl and
// redis-server are installed (and always in CI, where missing ones fail it).
const BUSY = { message: 'The shop is busy for a moment. Please try again.' };
const LOGIN_FAILURES = 3;
const REGISTRATIONS_PER_IP = 3;
const PHONEPE_CALLBACK = { username: 'phonepe-callback', password: 'callback-secret' };
const INITIAL_STOCK = 500;

describe('the shop while Redis or PostgreSQL is away', () => {
  let postgres: PrivatePostgres;
  let redis: PrivateRedis;
  let inspector: Database;
  /** Two processes of one shop; the second takes PhonePe's callbacks. */
  let one: App;
  let other: App;
  const dataDirs: string[] = [];

  beforeAll(async () => {
    [postgres, redis] = await Promise.all([startPrivatePostgres(), startPrivateRedis()]);
    inspector = openPostgres(postgres.url);
    await migrate(inspector);
    // Shoppers place order after order: the per-account allowances are not under test.
    await inspector.db.update(shopSettings).set({
      codMaxOpenOrders: 1000,
      codMaxOpenValue: '10000000.00',
      maxQuantityPerLine: 1000,
      onlineMaxUnpaidOrders: 1000,
      onlineMaxHeldUnits: 1000,
    });
    const build = async (env: Record<string, string>) => {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'vastra-outages-'));
      dataDirs.push(dataDir);
      const config = loadConfig({
        DATA_DIR: dataDir,
        LOG_LEVEL: 'silent',
        SEED_DEMO: 'false',
        // One shop: a token signed by either process is good at the other.
        JWT_SECRET: 'outages-test-secret-of-32-characters-or-more',
        REDIS_URL: redis.url,
        REDIS_KEY_PREFIX: 'vastra-outages:',
        RATE_LIMIT_LOGIN: String(LOGIN_FAILURES),
        RATE_LIMIT_REGISTER_IP: String(REGISTRATIONS_PER_IP),
        PAYMENT_SWEEP_SECONDS: '3600',
        ...env,
      });
      const app = await buildTestApp(config, { database: openPostgres(postgres.url) });
      await app.ready();
      return app;
    };
    [one, other] = await Promise.all([
      build({}),
      build({
        PAYMENT_PROVIDER: 'phonepe',
        PHONEPE_CLIENT_ID: 'VASTRA',
        PHONEPE_CLIENT_SECRET: 'client-secret',
        PHONEPE_CLIENT_VERSION: '1',
        // Never called: this process only takes callbacks.
        PHONEPE_BASE_URL: 'http://127.0.0.1:1/pg',
        PHONEPE_AUTH_URL: 'http://127.0.0.1:1/identity',
        PHONEPE_CALLBACK_USERNAME: PHONEPE_CALLBACK.username,
        PHONEPE_CALLBACK_PASSWORD: PHONEPE_CALLBACK.password,
      }),
    ]);
  });

  afterAll(async () => {
    await Promise.allSettled([one?.close(), other?.close()]);
    await inspector?.close();
    await Promise.allSettled([postgres?.close(), redis?.close()]);
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  });

  const ready = (app: App) => app.inject({ method: 'GET', url: '/api/health/ready' });
  const register = (app: App, email: string) =>
    app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        firstName: 'Meera',
        lastName: 'Iyer',
        username: email.split('@')[0],
        email,
        password: 'secret123',
      },
    });
  const login = (app: App, identifier: string, password: string) =>
    app.inject({ method: 'POST', url: '/api/auth/login', payload: { identifier, password } });
  const newEmail = () => `shopper_${randomUUID().slice(0, 8)}@example.in`;
  const failedLogins = async (app: App, identifier: string, times: number) => {
    const statuses: number[] = [];
    for (let i = 0; i < times; i++) statuses.push((await login(app, identifier, `guess-${i}`)).statusCode);
    return statuses;
  };

  describe('with Redis stopped', () => {
    beforeAll(() => redis.stop());

    it('signs shoppers up and in, and each process still refuses the sign-in after too many failures', async () => {
      const email = newEmail();
      expect((await register(one, email)).statusCode).toBe(201);
      expect((await login(one, email, 'secret123')).statusCode).toBe(200);

      const guessed = newEmail();
      expect(await failedLogins(one, guessed, LOGIN_FAILURES + 1)).toEqual([
        ...Array(LOGIN_FAILURES).fill(401),
        429,
      ]);
      // Counted in each process while Redis is away: the other has seen none of these failures.
      expect(await failedLogins(other, guessed, LOGIN_FAILURES + 1)).toEqual([
        ...Array(LOGIN_FAILURES).fill(401),
        429,
      ]);
    });

    it('still limits sign-ups per address in each process', async () => {
      const statuses: number[] = [];
      for (let i = 0; i <= REGISTRATIONS_PER_IP; i++)
        statuses.push((await register(other, newEmail())).statusCode);
      expect(statuses).toEqual([...Array(REGISTRATIONS_PER_IP).fill(201), 429]);
    });

    it('stays ready, saying Redis is degraded', async () => {
      const res = await ready(one);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ status: 'ready', sharedState: 'redis', redis: 'degraded' });
    });
  });

  describe('once Redis is back', () => {
    beforeAll(async () => {
      await redis.start();
      for (const app of [one, other]) {
        await vi.waitFor(async () => expect((await ready(app)).json()).toMatchObject({ redis: 'up' }), {
          timeout: 15_000,
          interval: 100,
        });
      }
    });

    it('shares the counts of both processes again', async () => {
      const guessed = newEmail();
      const logins: number[] = [];
      for (let i = 0; i <= LOGIN_FAILURES; i++) {
        logins.push((await login(i % 2 === 0 ? one : other, guessed, `guess-${i}`)).statusCode);
      }
      expect(logins).toEqual([...Array(LOGIN_FAILURES).fill(401), 429]);

      const signUps: number[] = [];
      for (let i = 0; i <= REGISTRATIONS_PER_IP; i++) {
        signUps.push((await register(i % 2 === 0 ? other : one, newEmail())).statusCode);
      }
      expect(signUps).toEqual([...Array(REGISTRATIONS_PER_IP).fill(201), 429]);
    });
  });

  describe('with PostgreSQL stopped', () => {
    let shopper: TestUser;
    let addressId: string;
    let variantId: string;
    let online: { merchantTransactionId: string; amountPaise: number; orderId: string };

    beforeAll(async () => {
      shopper = await createTestUser(one);
      addressId = await createAddress(one, shopper.id);
      const product = await createShopProduct(one, 'Ikat Cotton Saree', [
        { color: 'Indigo', size: 'Free', originalPrice: '2499.00', stock: 20 },
      ]);
      variantId = product.variantIds[0] as string;
      await addToCart(one, shopper, variantId, 1);
      const placed = await placeOrder(one, shopper, { addressId, paymentMethod: 'ONLINE_PAYMENT' });
      expect(placed.statusCode, placed.body).toBe(201);
      const body = placed.json();
      online = {
        merchantTransactionId: body.merchantTransactionId,
        amountPaise: Math.round(Number(body.order.orderTotal) * 100),
        orderId: body.order.id,
      };
      await addToCart(one, shopper, variantId, 1);
      await postgres.stop();
    });

    const phonePeCallback = () =>
      other.inject({
        method: 'POST',
        url: '/api/payments/phonepe/callback',
        headers: {
          authorization: createHash('sha256')
            .update(`${PHONEPE_CALLBACK.username}:${PHONEPE_CALLBACK.password}`)
            .digest('hex'),
        },
        payload: {
          event: 'checkout.order.completed',
          payload: {
            merchantId: 'VASTRA',
            merchantOrderId: online.merchantTransactionId,
            orderId: 'OMO-OUTAGE',
            state: 'COMPLETED',
            amount: online.amountPaise,
          },
        },
      });

    it('answers orders, reads and sign-ins with 503, Retry-After and a sentence, never a 500', async () => {
      const calls = {
        'place an order': () => placeOrder(one, shopper, { addressId, paymentMethod: 'COD' }),
        'read the cart': () => one.inject({ method: 'GET', url: '/api/cart', headers: shopper.auth }),
        'read my orders': () =>
          one.inject({ method: 'GET', url: '/api/orders/my-orders', headers: shopper.auth }),
        'read a product': () => one.inject({ method: 'GET', url: `/api/products/${randomUUID()}` }),
        'sign in': () => login(one, shopper.username, shopper.password),
      };
      for (const [what, call] of Object.entries(calls)) {
        const res = await call();
        expect({ what, status: res.statusCode, body: res.json() }).toEqual({ what, status: 503, body: BUSY });
        expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      }
    });

    it('is not ready, and is still alive: restarting a process would not bring the database back', async () => {
      for (const app of [one, other]) {
        const res = await ready(app);
        expect(res.statusCode).toBe(503);
        expect(res.json()).toEqual({ message: 'The database is not reachable.' });
        const live = await app.inject({ method: 'GET', url: '/api/health' });
        expect(live.statusCode).toBe(200);
        expect(live.json()).toEqual({ status: 'ok', database: 'postgres' });
      }
    });

    it("refuses PhonePe's callback with a 503, so that PhonePe sends it again", async () => {
      const res = await phonePeCallback();
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBeDefined();
    });

    describe('and started again', () => {
      beforeAll(async () => {
        await postgres.start();
        for (const app of [one, other]) {
          await vi.waitFor(async () => expect((await ready(app)).statusCode).toBe(200), {
            timeout: 15_000,
            interval: 100,
          });
        }
      });

      it('answers everything again on the pool it had', async () => {
        expect((await login(one, shopper.username, shopper.password)).statusCode).toBe(200);
        const placed = await placeOrder(one, shopper, { addressId, paymentMethod: 'COD' });
        expect(placed.statusCode, placed.body).toBe(201);
        const mine = await one.inject({ method: 'GET', url: '/api/orders/my-orders', headers: shopper.auth });
        expect(mine.statusCode).toBe(200);
        expect((await one.inject({ method: 'GET', url: `/api/products/${randomUUID()}` })).statusCode).toBe(
          404,
        );
        // The job queue takes work again: whichever process takes the confirmation mail writes it.
        await vi.waitFor(
          () =>
            expect(dataDirs.flatMap((dir) => mailsTo(dir, shopper.email, 'Your order #'))).not.toEqual([]),
          MAIL_WAIT,
        );
      });

      it("records the payment when PhonePe's callback comes again", async () => {
        const res = await phonePeCallback();
        expect(res.statusCode, res.body).toBe(200);
        const mine = await one.inject({ method: 'GET', url: '/api/orders/my-orders', headers: shopper.auth });
        const order = mine.json().orders.find((o: { id: string }) => o.id === online.orderId);
        expect(order).toMatchObject({ paymentStatus: 'COMPLETED' });
      });
    });
  });

  describe('orders placed while PostgreSQL stops and starts', () => {
    const SHOPPERS = 8;
    /** Orders acknowledged before the stop, and again after the start, before the shoppers stop. */
    const ORDERS_EACH_SIDE = 20;
    const acknowledged: { id: string; variantId: string; quantity: number }[] = [];
    const unexpected: string[] = [];
    const variantIds: string[] = [];
    let refusedWhileAway = 0;

    beforeAll(async () => {
      const product = await createShopProduct(
        one,
        'Handloom Kurta',
        ['S', 'M', 'L'].map((size) => ({
          color: 'Ivory',
          size,
          originalPrice: '1299.00',
          stock: INITIAL_STOCK,
        })),
      );
      variantIds.push(...product.variantIds);
      const shoppers = await Promise.all(
        Array.from({ length: SHOPPERS }, async () => {
          const user = await createTestUser(one);
          return { user, addressId: await createAddress(one, user.id) };
        }),
      );

      let stopping = false;
      let phase: 'before' | 'away' | 'back' = 'before';
      /** A 503 is right for a request that met the outage (begun before the start, ended after the stop). */
      const answered = (what: string, res: LightMyRequestResponse, begun: typeof phase) => {
        const metOutage = begun !== 'back' && phase !== 'before';
        if (res.statusCode === 503 && metOutage && res.json().message === BUSY.message) refusedWhileAway++;
        else unexpected.push(`${what} ${res.statusCode} ${res.body}`);
      };
      const shop = async (shopper: (typeof shoppers)[number], index: number) => {
        let line: { variantId: string; quantity: number } | undefined;
        for (let round = 0; !stopping && unexpected.length < 10; round++) {
          // Each of the two processes takes every other shopper's requests.
          const app = index % 2 === 0 ? one : other;
          const begun = phase;
          if (!line) {
            const next = {
              variantId: variantIds[round % variantIds.length] as string,
              quantity: 1 + (round % 3),
            };
            const added = await app.inject({
              method: 'POST',
              url: '/api/cart/add',
              headers: shopper.user.auth,
              payload: { productVariantId: next.variantId, quantity: next.quantity },
            });
            if (added.statusCode === 200) line = next;
            else answered('cart/add', added, begun);
            continue;
          }
          const placed = await placeOrder(app, shopper.user, {
            addressId: shopper.addressId,
            paymentMethod: 'COD',
          });
          if (placed.statusCode === 201) {
            acknowledged.push({ id: placed.json().order.id, ...line });
            line = undefined;
          } else answered('orders/place', placed, begun);
        }
      };
      const shopping = Promise.all(shoppers.map(shop));
      const until = (done: () => boolean) =>
        vi.waitFor(() => expect(done() || unexpected.length > 0).toBe(true), {
          timeout: 20_000,
          interval: 20,
        });

      await until(() => acknowledged.length >= ORDERS_EACH_SIDE);
      phase = 'away';
      await postgres.stop();
      await until(() => refusedWhileAway >= 20);
      await postgres.start();
      phase = 'back';
      const beforeReturn = acknowledged.length;
      await until(() => acknowledged.length >= beforeReturn + ORDERS_EACH_SIDE);
      stopping = true;
      await shopping;
    });

    it('met the outage while placing orders, and answered nothing but 201 and 503', () => {
      expect(unexpected).toEqual([]);
      expect(refusedWhileAway).toBeGreaterThanOrEqual(20);
      expect(acknowledged.length).toBeGreaterThanOrEqual(2 * ORDERS_EACH_SIDE);
    });

    it('keeps every acknowledged order, and no order it did not acknowledge', async () => {
      const stored = await rows<{ id: string }>(
        inspector,
        sql`select distinct o.id from orders o join order_items i on i.order_id = o.id
            where i.product_variant_id in (${sql.join(
              variantIds.map((id) => sql`${id}`),
              sql`, `,
            )})`,
      );
      expect(new Set(stored.map((order) => order.id))).toEqual(
        new Set(acknowledged.map((order) => order.id)),
      );
    });

    it('keeps stock exact: the initial stock less the acknowledged quantities', async () => {
      const stock = await rows<{ id: string; stock: number }>(
        inspector,
        sql`select id, stock from product_variants where id in (${sql.join(
          variantIds.map((id) => sql`${id}`),
          sql`, `,
        )})`,
      );
      const expected = variantIds.map((id) => ({
        id,
        stock:
          INITIAL_STOCK -
          acknowledged
            .filter((order) => order.variantId === id)
            .reduce((sum, order) => sum + order.quantity, 0),
      }));
      expect(stock.sort((a, b) => a.id.localeCompare(b.id))).toEqual(
        expected.sort((a, b) => a.id.localeCompare(b.id)),
      );
    });
  });
});

async function rows<Row>(database: Database, query: SQL): Promise<Row[]> {
  return ((await database.db.execute(query)) as unknown as { rows: Row[] }).rows;
}
