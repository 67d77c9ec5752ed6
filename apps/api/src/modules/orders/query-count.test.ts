import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp, QUIET_APP } from '../../../test/app';
import { freshDatabase } from '../../../test/database';
import { createAddress, createShopProduct } from '../../../test/shop-fixtures';
import { createTestUser } from '../../../test/users';
import { loadConfig } from '../../config';

// A database that reports each statement it is sent, so the test can count them per request.
// BEGIN and COMMIT are left out: node-postgres reports them and PGlite does not. The app does no
// background work while the file runs (QUIET_APP).
let queries = 0;
const dataDir = mkdtempSync(path.join(tmpdir(), 'vastra-data-'));
const database = await freshDatabase({
  onQuery: (query) => {
    if (!/^\s*(begin|commit|rollback)\b/i.test(query)) queries++;
  },
});
const config = loadConfig({ ...QUIET_APP, DATA_DIR: dataDir, LOG_LEVEL: 'silent', SEED_DEMO: 'false' });
const app = await buildTestApp(config, { database });
await app.ready();
afterAll(async () => {
  await app.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const kurta = await createShopProduct(app, 'Cotton Kurta', [
  { color: 'White', size: 'M', stock: 50 },
  { color: 'White', size: 'L', stock: 50 },
]);
const user = await createTestUser(app);
const addressId = await createAddress(app, user.id);

async function queriesFor(method: 'GET' | 'POST', url: string, payload?: object): Promise<number> {
  queries = 0;
  const res = await app.inject({ method, url, headers: user.auth, ...(payload ? { payload } : {}) });
  expect(res.statusCode, res.body).toBeLessThan(300);
  return queries;
}

// A signed-in request reads its caller first (the token version check), one query of each count,
// but for a cart add or change and an order: their first statement asks whether the session stands.
describe('a shopper’s order costs a handful of queries, not one per step', () => {
  it('adding to the cart is one statement that checks the session and answers with the whole cart', async () => {
    const body = { productVariantId: kurta.variantIds[0], quantity: 1 };
    expect(await queriesFor('POST', '/api/cart/add', body)).toBe(1);
    expect(await queriesFor('POST', '/api/cart/add', body)).toBe(1);
  });

  it('reading the cart is the caller check and one statement; the very first read also creates it', async () => {
    const newcomer = await createTestUser(app);
    queries = 0;
    const first = await app.inject({ method: 'GET', url: '/api/cart', headers: newcomer.auth });
    expect(first.json()).toMatchObject({ items: [], count: 0 });
    expect(queries).toBe(4);
    const lines = await queriesFor('GET', '/api/cart');
    expect(lines).toBe(2);
  });

  it('a COD order is the cart with the address and one call that locks the customer and writes the order, Idempotency-Key or not', async () => {
    await queriesFor('POST', '/api/cart/add', { productVariantId: kurta.variantIds[1], quantity: 2 });
    expect(await queriesFor('POST', '/api/orders/place', { addressId, paymentMethod: 'COD' })).toBe(2);

    await queriesFor('POST', '/api/cart/add', { productVariantId: kurta.variantIds[1], quantity: 1 });
    queries = 0;
    const keyed = await app.inject({
      method: 'POST',
      url: '/api/orders/place',
      headers: { ...user.auth, 'idempotency-key': 'checkout-count' },
      payload: { addressId, paymentMethod: 'COD' },
    });
    expect(keyed.statusCode).toBe(201);
    expect(queries).toBe(2);
  });

  it('an online order is the cart with the address, one call that locks the customer and checks their unpaid orders, and the checkout address kept', async () => {
    await queriesFor('POST', '/api/cart/add', { productVariantId: kurta.variantIds[0], quantity: 1 });
    expect(
      await queriesFor('POST', '/api/orders/place', { addressId, paymentMethod: 'ONLINE_PAYMENT' }),
    ).toBe(3);
  });
});
