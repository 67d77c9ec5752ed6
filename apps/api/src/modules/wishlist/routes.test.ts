import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app';
import { createShopProduct } from '../../../test/shop-fixtures';
import { createTestUser } from '../../../test/users';
import { products } from '../../db/schema/catalogue';

const { app } = await createTestApp();
const unknownId = '00000000-0000-4000-8000-000000000000';

describe('the wishlist', () => {
  it('adds a product once however often it is added, with its images and live variants', async () => {
    const user = await createTestUser(app);
    const product = await createShopProduct(app, 'Denim Jacket', [
      { color: 'Blue', size: 'M', stock: 4 },
      { color: 'Black', size: 'L', stock: 0 },
      { color: 'Grey', size: 'S', archived: true },
    ]);

    const first = await app.inject({
      method: 'POST',
      url: `/api/wishlist/${product.id}`,
      headers: user.auth,
    });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      message: 'Added to wishlist',
      item: { productId: product.id, product: { id: product.id, name: 'Denim Jacket' } },
    });
    const again = await app.inject({
      method: 'POST',
      url: `/api/wishlist/${product.id}`,
      headers: user.auth,
    });
    expect(again.statusCode).toBe(201);
    expect(again.json().item.id).toBe(first.json().item.id);

    const res = await app.inject({ method: 'GET', url: '/api/wishlist', headers: user.auth });
    expect(res.statusCode).toBe(200);
    const wishlist = res.json();
    expect(wishlist.items).toHaveLength(1);
    const [item] = wishlist.items;
    expect(item.product.variants.map((v: { color: string }) => v.color)).toEqual(['Blue', 'Black']);
    expect(item.product.images).toHaveLength(1);
  });

  it('removes a product, and removing it again is still fine', async () => {
    const user = await createTestUser(app);
    const product = await createShopProduct(app, 'Silk Kurta');
    await app.inject({ method: 'POST', url: `/api/wishlist/${product.id}`, headers: user.auth });
    for (let i = 0; i < 2; i++) {
      const res = await app.inject({
        method: 'DELETE',
        url: `/api/wishlist/${product.id}`,
        headers: user.auth,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: 'Removed from wishlist' });
    }
    const wishlist = await app.inject({ method: 'GET', url: '/api/wishlist', headers: user.auth });
    expect(wishlist.json().items).toEqual([]);
  });

  it('answers 404 for an unknown product, and keeps each customer to their own list', async () => {
    const user = await createTestUser(app);
    const other = await createTestUser(app);
    const product = await createShopProduct(app, 'Cotton Dupatta');
    await app.inject({ method: 'POST', url: `/api/wishlist/${product.id}`, headers: user.auth });

    for (const method of ['POST', 'DELETE'] as const) {
      const res = await app.inject({ method, url: `/api/wishlist/${unknownId}`, headers: user.auth });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Product not found.');
    }
    await app.inject({ method: 'DELETE', url: `/api/wishlist/${product.id}`, headers: other.auth });
    const mine = await app.inject({ method: 'GET', url: '/api/wishlist', headers: user.auth });
    expect(mine.json().items).toHaveLength(1);
    const theirs = await app.inject({ method: 'GET', url: '/api/wishlist', headers: other.auth });
    expect(theirs.json().items).toEqual([]);
  });

  it('cannot add an archived product, and hides one archived after it was added', async () => {
    const user = await createTestUser(app);
    const archived = await createShopProduct(app, 'Retired Blazer', undefined, { archived: true });
    const res = await app.inject({ method: 'POST', url: `/api/wishlist/${archived.id}`, headers: user.auth });
    expect(res.statusCode).toBe(404);

    const product = await createShopProduct(app, 'Linen Waistcoat');
    await app.inject({ method: 'POST', url: `/api/wishlist/${product.id}`, headers: user.auth });
    await app.db.update(products).set({ archivedAt: new Date() }).where(eq(products.id, product.id));
    const wishlist = await app.inject({ method: 'GET', url: '/api/wishlist', headers: user.auth });
    expect(wishlist.json().items).toEqual([]);
  });

  it('asks guests to log in', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/wishlist' })).statusCode).toBe(401);
  });
});
