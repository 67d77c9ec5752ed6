import { createHash, randomUUID } from 'node:crypto';
import { type SQL, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../src/db/client';
import { BUSY, login, PHONEPE_CALLBACK, ready, useOutageShop } from './outage-shop';
import { MAIL_WAIT, mailsTo } from './outbox';
import { addToCart, createAddress, createShopProduct, placeOrder } from './shop-fixtures';
import { createTestUser, type TestUser } from './users';

const INITIAL_STOCK = 500;

// PostgreSQL stopped while the shop works, and started again: see outage-shop.ts for the servers.
describe('the shop while PostgreSQL is away', () => {
  const shop = useOutageShop();

  describe('with PostgreSQL stopped', () => {
    let shopper: TestUser;
    let addressId: string;
    let variantId: string;
    let online: { merchantTransactionId: string; amountPaise: number; orderId: string };

    beforeAll(async () => {
      shopper = await createTestUser(shop.one);
      addressId = await createAddress(shop.one, shopper.id);
      const product = await createShopProduct(shop.one, 'Ikat Cotton Saree', [
        { color: 'Indigo', size: 'Free', originalPrice: '2499.00', stock: 20 },
      ]);
      variantId = product.variantIds[0] as string;
      await addToCart(shop.one, shopper, variantId, 1);
      const placed = await placeOrder(shop.one, shopper, { addressId, paymentMethod: 'ONLINE_PAYMENT' });
      expect(placed.statusCode, placed.body).toBe(201);
      const body = placed.json();
      online = {
        merchantTransactionId: body.merchantTransactionId,
        amountPaise: Math.round(Number(body.order.orderTotal) * 100),
        orderId: body.order.id,
      };
      await addToCart(shop.one, shopper, variantId, 1);
      await shop.postgres.stop();
    });

    const phonePeCallback = () =>
      shop.other.inject({
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
        'place an order': () => placeOrder(shop.one, shopper, { addressId, paymentMethod: 'COD' }),
        'read the cart': () => shop.one.inject({ method: 'GET', url: '/api/cart', headers: shopper.auth }),
        'read my orders': () =>
          shop.one.inject({ method: 'GET', url: '/api/orders/my-orders', headers: shopper.auth }),
        'read a product': () => shop.one.inject({ method: 'GET', url: `/api/products/${randomUUID()}` }),
        'sign in': () => login(shop.one, shopper.username, shopper.password),
      };
      for (const [what, call] of Object.entries(calls)) {
        const res = await call();
        expect({ what, status: res.statusCode, body: res.json() }).toEqual({ what, status: 503, body: BUSY });
        expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      }
    });

    it('is not ready, and is still alive: restarting a process would not bring the database back', async () => {
      for (const app of [shop.one, shop.other]) {
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
        await shop.postgres.start();
        for (const app of [shop.one, shop.other]) {
          await vi.waitFor(async () => expect((await ready(app)).statusCode).toBe(200), {
            timeout: 15_000,
            interval: 100,
          });
        }
      });

      it('answers everything again on the pool it had', async () => {
        expect((await login(shop.one, shopper.username, shopper.password)).statusCode).toBe(200);
        const placed = await placeOrder(shop.one, shopper, { addressId, paymentMethod: 'COD' });
        expect(placed.statusCode, placed.body).toBe(201);
        const mine = await shop.one.inject({
          method: 'GET',
          url: '/api/orders/my-orders',
          headers: shopper.auth,
        });
        expect(mine.statusCode).toBe(200);
        expect(
          (await shop.one.inject({ method: 'GET', url: `/api/products/${randomUUID()}` })).statusCode,
        ).toBe(404);
        // The job queue takes work again: whichever process takes the confirmation mail writes it.
        await vi.waitFor(
          () =>
            expect(shop.dataDirs.flatMap((dir) => mailsTo(dir, shopper.email, 'Your order #'))).not.toEqual(
              [],
            ),
          MAIL_WAIT,
        );
      });

      it("records the payment when PhonePe's callback comes again", async () => {
        const res = await phonePeCallback();
        expect(res.statusCode, res.body).toBe(200);
        const mine = await shop.one.inject({
          method: 'GET',
          url: '/api/orders/my-orders',
          headers: shopper.auth,
        });
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
        shop.one,
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
          const user = await createTestUser(shop.one);
          return { user, addressId: await createAddress(shop.one, user.id) };
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
      const keepShopping = async (shopper: (typeof shoppers)[number], index: number) => {
        let line: { variantId: string; quantity: number } | undefined;
        for (let round = 0; !stopping && unexpected.length < 10; round++) {
          // Each of the two processes takes every other shopper's requests.
          const app = index % 2 === 0 ? shop.one : shop.other;
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
      const shopping = Promise.all(shoppers.map(keepShopping));
      const until = (done: () => boolean) =>
        vi.waitFor(() => expect(done() || unexpected.length > 0).toBe(true), {
          timeout: 20_000,
          interval: 20,
        });

      await until(() => acknowledged.length >= ORDERS_EACH_SIDE);
      phase = 'away';
      await shop.postgres.stop();
      await until(() => refusedWhileAway >= 20);
      await shop.postgres.start();
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
        shop.inspector,
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
        shop.inspector,
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
