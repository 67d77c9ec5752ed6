import { describe, expect, it } from 'vitest';
import { createCountingTestApp, notTransactionControl } from '../../../test/app';
import { createAddress, createShopProduct } from '../../../test/shop-fixtures';
import { createTestUser } from '../../../test/users';

const { app, counter } = await createCountingTestApp(notTransactionControl);

const kurta = await createShopProduct(app, 'Cotton Kurta', [
  { color: 'White', size: 'M', stock: 50 },
  { color: 'White', size: 'L', stock: 50 },
]);
const user = await createTestUser(app);
const addressId = await createAddress(app, user.id);

async function queriesFor(method: 'GET' | 'POST', url: string, payload?: object): Promise<number> {
  counter.statements = 0;
  const res = await app.inject({ method, url, headers: user.auth, ...(payload ? { payload } : {}) });
  expect(res.statusCode, res.body).toBeLessThan(300);
  return counter.statements;
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
    counter.statements = 0;
    const first = await app.inject({ method: 'GET', url: '/api/cart', headers: newcomer.auth });
    expect(first.json()).toMatchObject({ items: [], count: 0 });
    expect(counter.statements).toBe(4);
    const lines = await queriesFor('GET', '/api/cart');
    expect(lines).toBe(2);
  });

  it('a COD order is the cart with the address and one call that locks the customer and writes the order, Idempotency-Key or not', async () => {
    await queriesFor('POST', '/api/cart/add', { productVariantId: kurta.variantIds[1], quantity: 2 });
    expect(await queriesFor('POST', '/api/orders/place', { addressId, paymentMethod: 'COD' })).toBe(2);

    await queriesFor('POST', '/api/cart/add', { productVariantId: kurta.variantIds[1], quantity: 1 });
    counter.statements = 0;
    const keyed = await app.inject({
      method: 'POST',
      url: '/api/orders/place',
      headers: { ...user.auth, 'idempotency-key': 'checkout-count' },
      payload: { addressId, paymentMethod: 'COD' },
    });
    expect(keyed.statusCode).toBe(201);
    expect(counter.statements).toBe(2);
  });

  it('an online order is the cart with the address, one call that locks the customer and checks their unpaid orders, and the checkout address kept', async () => {
    await queriesFor('POST', '/api/cart/add', { productVariantId: kurta.variantIds[0], quantity: 1 });
    expect(
      await queriesFor('POST', '/api/orders/place', { addressId, paymentMethod: 'ONLINE_PAYMENT' }),
    ).toBe(3);
  });
});
