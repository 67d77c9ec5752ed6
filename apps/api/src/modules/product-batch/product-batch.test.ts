import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app';
import { createCategory, createProduct } from '../../../test/catalogue-fixtures';
import { createTestUser } from '../../../test/users';

const { app } = await createTestApp();
const cataloguer = await createTestUser(app, 'ADMIN', 'CATALOGUE');
const men = await createCategory(app.db, { name: 'Men', media: 5 });
const shirts = await createCategory(app.db, { name: 'Shirts', parentId: men.id });
const kurtas = await createCategory(app.db, { name: 'Kurtas', parentId: men.id });

const twoVariants = [
  { color: 'White', size: 'M', originalPrice: '1000.00', discountPrice: '800.00', stock: 5 },
  { color: 'Blue', size: 'L', originalPrice: '1250.00', discountPrice: null, stock: 2 },
];
const fresh = async (name: string) =>
  (await createProduct(app.db, { name, categoryId: shirts.id, variants: twoVariants })).id;

const bulk = (payload: object) =>
  app.inject({ method: 'POST', url: '/api/admin/products/bulk', headers: cataloguer.auth, payload });
const read = async (id: string) => (await app.inject({ method: 'GET', url: `/api/products/${id}` })).json();
const prices = async (id: string) =>
  ((await read(id)).variants as { originalPrice: string; discountPrice: string | null }[]).map(
    (v) => `${v.originalPrice}/${v.discountPrice}`,
  );

describe('bulk actions on products', () => {
  it('changes three products’ prices by a percentage, discount prices with them', async () => {
    const ids = [await fresh('Oxford A'), await fresh('Oxford B'), await fresh('Oxford C')];
    const res = await bulk({ productIds: ids, action: { type: 'ADJUST_PRICE', by: 'PERCENT', value: -10 } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ updated: 3, message: 'Prices changed on 3 products.' });
    for (const id of ids) expect(await prices(id)).toEqual(['900.00/720.00', '1125.00/null']);
  });

  it('changes prices by rupees, and refuses a change that takes one to zero, changing nothing', async () => {
    const id = await fresh('Oxford D');
    expect(
      (await bulk({ productIds: [id], action: { type: 'ADJUST_PRICE', by: 'AMOUNT', value: 99.5 } }))
        .statusCode,
    ).toBe(200);
    expect(await prices(id)).toEqual(['1099.50/899.50', '1349.50/null']);
    const refused = await bulk({
      productIds: [id],
      action: { type: 'ADJUST_PRICE', by: 'AMOUNT', value: -900 },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual({ action: 'That change would take a price to ₹0 or below.' });
    expect(await prices(id)).toEqual(['1099.50/899.50', '1349.50/null']);
  });

  it('sets stock and moves products to a final category', async () => {
    const ids = [await fresh('Linen E'), await fresh('Linen F')];
    expect((await bulk({ productIds: ids, action: { type: 'SET_STOCK', stock: 12 } })).json().message).toBe(
      'Stock set on 2 products.',
    );
    expect((await read(ids[0] as string)).totalStock).toBe(24);
    expect(
      (await bulk({ productIds: ids, action: { type: 'MOVE', categoryId: kurtas.id } })).statusCode,
    ).toBe(200);
    expect((await read(ids[1] as string)).category.id).toBe(kurtas.id);
    const notFinal = await bulk({ productIds: ids, action: { type: 'MOVE', categoryId: men.id } });
    expect(notFinal.statusCode).toBe(400);
    expect(notFinal.json().errors).toEqual({ categoryId: 'Please select a final category for the product.' });
  });

  it('takes products out of the shop, and refuses a list with an unknown product, changing nothing', async () => {
    const [kept, gone] = [await fresh('Silk G'), await fresh('Silk H')];
    const unknown = await bulk({
      productIds: [kept, '00000000-0000-4000-8000-000000000000'],
      action: { type: 'SET_STOCK', stock: 0 },
    });
    expect(unknown.statusCode).toBe(404);
    expect((await read(kept)).totalStock).toBe(7);
    expect((await bulk({ productIds: [gone], action: { type: 'ARCHIVE' } })).json().updated).toBe(1);
    expect((await app.inject({ method: 'GET', url: `/api/products/${gone}` })).statusCode).toBe(404);
  });

  it('says what is wrong with a bad action', async () => {
    const res = await bulk({ productIds: [], action: { type: 'SET_STOCK', stock: -1 } });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toMatchObject({
      productIds: 'Pick the products.',
      'action.stock': 'Stock must be a whole number of 0 or more.',
    });
  });
});

describe('the inline stock edit', () => {
  it('sets one variant’s stock; an unknown variant is a 404', async () => {
    const product = await read(await fresh('Cotton I'));
    const variant = product.variants[1] as { id: string };
    const res = await app.inject({
      method: 'PUT',
      url: `/api/admin/variants/${variant.id}/stock`,
      headers: cataloguer.auth,
      payload: { stock: 30, was: 2 },
    });
    expect(res.json()).toEqual({ id: variant.id, stock: 30, message: 'Stock saved.' });
    expect((await read(product.id)).totalStock).toBe(35);
    // Typed against a stock that has moved since (an order, another tab): refused, nothing lost.
    const stale = await app.inject({
      method: 'PUT',
      url: `/api/admin/variants/${variant.id}/stock`,
      headers: cataloguer.auth,
      payload: { stock: 10, was: 2 },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().errors).toEqual({ stock: 'The stock changed to 30 while you were editing it.' });
    expect((await read(product.id)).totalStock).toBe(35);
    const missing = await app.inject({
      method: 'PUT',
      url: '/api/admin/variants/00000000-0000-4000-8000-000000000000/stock',
      headers: cataloguer.auth,
      payload: { stock: 3, was: 0 },
    });
    expect(missing.statusCode).toBe(404);
  });
});
