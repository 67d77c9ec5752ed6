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

describe('the colour a product is wished for', () => {
  const add = (user: { auth: { authorization: string } }, productId: string, color?: string) =>
    app.inject({
      method: 'POST',
      url: `/api/wishlist/${productId}${color === undefined ? '' : `?color=${encodeURIComponent(color)}`}`,
      headers: user.auth,
    });
  const photoIds = (item: { product: { images: { id: string }[] } }) =>
    item.product.images.map((image) => image.id);

  async function tunic() {
    return createShopProduct(
      app,
      'Cotton Tunic',
      [
        { color: 'Indigo', size: 'M' },
        { color: 'Rust', size: 'M' },
        { color: 'Olive', size: 'M', archived: true },
      ],
      { images: 3, imageColours: ['Indigo', null, 'Rust'] },
    );
  }

  it("is saved in the variant's spelling, and the item's photos of that colour come first", async () => {
    const user = await createTestUser(app);
    const product = await tunic();
    const [indigo, anyColour, rust] = product.imageIds;

    const res = await add(user, product.id, ' rust ');
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().item.color).toBe('Rust');
    expect(photoIds(res.json().item)).toEqual([rust, anyColour, indigo]);
    const [item] = (await app.inject({ method: 'GET', url: '/api/wishlist', headers: user.auth })).json()
      .items;
    expect(item.color).toBe('Rust');
    expect(photoIds(item)).toEqual([rust, anyColour, indigo]);
  });

  it('changes on adding the product again in another colour, and stays when added again without one', async () => {
    const user = await createTestUser(app);
    const product = await tunic();
    const [indigo, anyColour, rust] = product.imageIds;
    const first = (await add(user, product.id, 'Rust')).json().item;

    const recoloured = await add(user, product.id, 'INDIGO');
    expect(recoloured.statusCode).toBe(201);
    expect(recoloured.json().item).toMatchObject({ id: first.id, color: 'Indigo' });
    expect(photoIds(recoloured.json().item)).toEqual([indigo, anyColour, rust]);

    const again = await add(user, product.id);
    expect(again.json().item).toMatchObject({ id: first.id, color: 'Indigo' });
    const wishlist = (await app.inject({ method: 'GET', url: '/api/wishlist', headers: user.auth })).json();
    expect(wishlist.items).toHaveLength(1);
  });

  it('keeps the gallery order for a product added without a colour', async () => {
    const user = await createTestUser(app);
    const product = await tunic();
    const res = await add(user, product.id);
    expect(res.json().item.color).toBeNull();
    expect(photoIds(res.json().item)).toEqual(product.imageIds);
  });

  it("refuses a colour none of the product's live variants has with 400 naming color, adding nothing", async () => {
    const user = await createTestUser(app);
    const product = await tunic();
    for (const color of ['Magenta', 'Olive']) {
      const res = await add(user, product.id, color);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        message: `"${color}" is not a colour of this product.`,
        errors: { color: `"${color}" is not a colour of this product.` },
      });
    }
    const tooLong = await add(user, product.id, 'x'.repeat(51));
    expect(tooLong.statusCode).toBe(400);
    expect(Object.keys(tooLong.json().errors)).toEqual(['color']);
    const wishlist = (await app.inject({ method: 'GET', url: '/api/wishlist', headers: user.auth })).json();
    expect(wishlist.items).toEqual([]);
  });

  it('is documented in the OpenAPI document as the optional query parameter color', async () => {
    const doc = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const parameters = doc.paths['/api/wishlist/{productId}'].post.parameters;
    expect(parameters).toContainEqual(
      expect.objectContaining({
        in: 'query',
        name: 'color',
        required: false,
        description: expect.any(String),
      }),
    );
  });
});
