import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../../test/app';
import { createCategory, createProduct } from '../../../../test/catalogue-fixtures';
import { products, productVariants } from '../../../db/schema/catalogue';

const { app } = await createTestApp();
const women = await createCategory(app.db, { name: 'Women', media: 5 });
const kurtas = await createCategory(app.db, { name: 'Kurtas', parentId: women.id });
const sarees = await createCategory(app.db, { name: 'Sarees', parentId: women.id });
const men = await createCategory(app.db, { name: 'Men', media: 5 });

const product = (name: string, categoryId: string, price: string, color: string, hex: string, stock = 5) =>
  createProduct(app.db, {
    name,
    categoryId,
    variants: [{ color, colorHexCode: hex, size: 'M', originalPrice: price, stock }],
  });

const similarTo = async (id: string, query = '') => {
  const res = await app.inject({ method: 'GET', url: `/api/products/${id}/similar${query}` });
  return res;
};
const namesOf = async (id: string, query = '') =>
  ((await similarTo(id, query)).json() as { name: string }[]).map((p) => p.name);

const blueKurta = await product('Blue Kurta', kurtas.id, '1000.00', 'Blue', '#1f4e9c');
await product('Navy Kurta 1100', kurtas.id, '1100.00', 'Navy', '#1b2a4a');
await product('Red Kurta 1050', kurtas.id, '1050.00', 'Red', '#c81e1e');
await product('Blue Saree 2500', sarees.id, '2500.00', 'Blue', '#2050a0');
await product('Blue Kurta sold out', kurtas.id, '1000.00', 'Blue', '#1f4e9c', 0);
await product('Blue Shirt for men', men.id, '1000.00', 'Blue', '#1f4e9c');

describe('similar products', () => {
  it('are in stock, from the same branch, nearest in price with the same colour family first, never itself', async () => {
    expect(await namesOf(blueKurta.id)).toEqual(['Navy Kurta 1100', 'Red Kurta 1050', 'Blue Saree 2500']);
    expect(await namesOf(blueKurta.id, '?limit=1')).toEqual(['Navy Kurta 1100']);
  });

  it('follow the catalogue: a product back in stock shows at once, a draft never', async () => {
    const [soldOut] = await app.db.select().from(products).where(eq(products.name, 'Blue Kurta sold out'));
    await app.db
      .update(productVariants)
      .set({ stock: 2 })
      .where(eq(productVariants.productId, soldOut?.id as string));
    expect((await namesOf(blueKurta.id))[0]).toBe('Blue Kurta sold out');
    await app.db
      .update(products)
      .set({ status: 'DRAFT' })
      .where(eq(products.id, soldOut?.id as string));
    expect(await namesOf(blueKurta.id)).not.toContain('Blue Kurta sold out');
  });

  it('are a 404 for a product not on sale, and a 400 for a limit out of range', async () => {
    const missing = await similarTo(randomUUID());
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Product not found.');
    const tooMany = await similarTo(blueKurta.id, '?limit=25');
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().errors).toEqual({ limit: 'Limit must be a whole number from 1 to 24.' });
  });

  it('show a sale’s new stock, and leave a product out once it sells out', async () => {
    const [navy] = await app.db.select().from(products).where(eq(products.name, 'Navy Kurta 1100'));
    const setNavyStock = (stock: number) =>
      app.db
        .update(productVariants)
        .set({ stock })
        .where(eq(productVariants.productId, navy?.id as string));
    const navyShown = async () =>
      ((await similarTo(blueKurta.id)).json() as { name: string; totalStock: number }[]).find(
        (shown) => shown.name === 'Navy Kurta 1100',
      );
    expect((await navyShown())?.totalStock).toBe(5);
    await setNavyStock(4);
    expect((await navyShown())?.totalStock).toBe(4);
    await setNavyStock(0);
    expect(await navyShown()).toBeUndefined();
  });
});
