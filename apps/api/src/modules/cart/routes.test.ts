import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app';
import { addToCart, changeQuantity, createShopProduct, tryAddToCart } from '../../../test/shop-fixtures';
import { changePassword, createTestUser, signedOutAuth } from '../../../test/users';
import { products } from '../../db/schema/catalogue';

const { app } = await createTestApp();

async function getCart(auth: { authorization: string }) {
  const res = await app.inject({ method: 'GET', url: '/api/cart', headers: auth });
  expect(res.statusCode).toBe(200);
  return res.json();
}

/** A cart with nothing in it, but for its id. */
const emptyCart = {
  items: [],
  count: 0,
  subtotal: '0.00',
  coupon: null,
  couponNotApplied: null,
  discount: '0.00',
  total: '0.00',
};

describe('the cart', () => {
  it('starts empty for a new customer, and asks guests to log in', async () => {
    const user = await createTestUser(app);
    const cart = await getCart(user.auth);
    expect(cart).toEqual({ id: expect.any(String), ...emptyCart });
    expect((await getCart(user.auth)).id).toBe(cart.id);
    expect((await app.inject({ method: 'GET', url: '/api/cart' })).statusCode).toBe(401);
  });

  it('adds and changes nothing for a token signed out or from before a password change: 401', async () => {
    const user = await createTestUser(app);
    const shawl = await createShopProduct(app, 'Pashmina Shawl', [
      { color: 'Red', size: 'Free', originalPrice: '2499.00', stock: 10 },
    ]);
    const variantId = shawl.variantIds[0] as string;
    const line = (await addToCart(app, user, variantId, 1)).items[0];
    const signedOut = await signedOutAuth(app, user);
    const tryBoth = async (headers: { authorization: string }) => {
      const add = await tryAddToCart(app, headers, variantId, 2);
      const change = await changeQuantity(app, headers, line.id, 5);
      return [add.statusCode, change.statusCode];
    };
    expect(await tryBoth(signedOut)).toEqual([401, 401]);

    const renewed = await changePassword(app, user, 'another-secret-9');
    expect(await tryBoth(user.auth)).toEqual([401, 401]);

    const cart = await getCart(renewed);
    expect(cart.items.map((item: { quantity: number }) => item.quantity)).toEqual([1]);
  });

  it('merges a second add of the same variant into one line, with count and subtotal from database prices', async () => {
    const user = await createTestUser(app);
    const jacket = await createShopProduct(app, 'Denim Jacket', [
      { color: 'Blue', size: 'M', originalPrice: '1299.00', discountPrice: '999.50', stock: 10 },
    ]);
    const tee = await createShopProduct(app, 'Linen Tee', [
      { color: 'White', size: 'L', originalPrice: '499.99', stock: 5 },
    ]);
    await addToCart(app, user, jacket.variantIds[0] as string, 2);
    await addToCart(app, user, tee.variantIds[0] as string, 1);
    const cart = await addToCart(app, user, jacket.variantIds[0] as string, 1);

    expect(cart.items).toHaveLength(2);
    expect(cart.count).toBe(4);
    // 3 x 999.50 + 499.99, exact in paise
    expect(cart.subtotal).toBe('3498.49');
    const line = cart.items[0];
    expect(line).toMatchObject({
      quantity: 3,
      productVariantId: jacket.variantIds[0],
      available: true,
      product: {
        id: jacket.id,
        name: 'Denim Jacket',
        variant: {
          id: jacket.variantIds[0],
          color: 'Blue',
          size: 'M',
          originalPrice: '1299.00',
          discountPrice: '999.50',
          stock: 10,
        },
      },
    });
    expect(line.product.images[0].url).toMatch(/^\/uploads\/.+\.webp$/);
  });

  it.each([
    ['zero', 0],
    ['a fraction', 1.5],
    ['a negative number', -1],
    ['text', '2'],
  ])('rejects %s as a quantity with 400 and leaves the cart alone', async (_name, quantity) => {
    const user = await createTestUser(app);
    const product = await createShopProduct(app, 'Wool Scarf');
    const variantId = product.variantIds[0] as string;
    await addToCart(app, user, variantId, 1);

    const add = await tryAddToCart(app, user.auth, variantId, quantity);
    expect(add.statusCode).toBe(400);
    expect(add.json().errors.quantity).toEqual(expect.any(String));

    const cart = await getCart(user.auth);
    const update = await changeQuantity(app, user.auth, cart.items[0].id, quantity);
    expect(update.statusCode).toBe(400);
    expect((await getCart(user.auth)).items[0].quantity).toBe(1);
  });

  it('refuses to go past the stock with 409 and a sentence, adding or updating', async () => {
    const user = await createTestUser(app);
    const product = await createShopProduct(app, 'Silk Saree', [{ color: 'Red', size: 'Free', stock: 3 }]);
    const variantId = product.variantIds[0] as string;

    const tooMany = await tryAddToCart(app, user.auth, variantId, 4);
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json().message).toBe('Only 3 left in stock.');
    expect((await getCart(user.auth)).items).toEqual([]);

    await addToCart(app, user, variantId, 2);
    const merged = await tryAddToCart(app, user.auth, variantId, 2);
    expect(merged.statusCode).toBe(409);
    expect(merged.json().message).toBe('Only 3 left in stock, and 2 already in your cart.');

    const cart = await getCart(user.auth);
    const update = await changeQuantity(app, user.auth, cart.items[0].id, 5);
    expect(update.statusCode).toBe(409);
    expect(update.json().message).toBe('Only 3 left in stock.');
    expect((await getCart(user.auth)).items[0].quantity).toBe(2);

    const ok = await changeQuantity(app, user.auth, cart.items[0].id, 3);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ count: 3, items: [{ quantity: 3 }] });
  });

  it('never lets adds at the same moment push a line past the stock', async () => {
    const user = await createTestUser(app);
    const product = await createShopProduct(app, 'Pashmina Shawl', [
      { color: 'Grey', size: 'Free', stock: 3 },
    ]);
    const variantId = product.variantIds[0] as string;
    const adds = await Promise.all(
      Array.from({ length: 8 }, () => tryAddToCart(app, user.auth, variantId, 1)),
    );
    expect(adds.filter((res) => res.statusCode === 200)).toHaveLength(3);
    expect(adds.filter((res) => res.statusCode === 409)).toHaveLength(5);
    expect((await getCart(user.auth)).items).toMatchObject([{ quantity: 3 }]);
  });

  it('answers 404 for an unknown or archived variant', async () => {
    const user = await createTestUser(app);
    const archived = await createShopProduct(app, 'Old Kurta', undefined, { archived: true });
    for (const productVariantId of [archived.variantIds[0], '00000000-0000-4000-8000-000000000000']) {
      const res = await tryAddToCart(app, user.auth, productVariantId as string, 1);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Product variant not found.');
    }
  });

  it("treats someone else's cart line as missing: 404 to update or remove it", async () => {
    const owner = await createTestUser(app);
    const other = await createTestUser(app);
    const product = await createShopProduct(app, 'Cotton Shirt');
    const cart = await addToCart(app, owner, product.variantIds[0] as string, 1);
    const lineId = cart.items[0].id;

    const update = await changeQuantity(app, other.auth, lineId, 2);
    expect(update.statusCode).toBe(404);
    expect(update.json().message).toBe('Cart item not found.');
    const remove = await app.inject({
      method: 'DELETE',
      url: `/api/cart/remove/${lineId}`,
      headers: other.auth,
    });
    expect(remove.statusCode).toBe(404);
    expect((await getCart(owner.auth)).items[0].quantity).toBe(1);
  });

  it('removes a line and answers with the cart', async () => {
    const user = await createTestUser(app);
    const product = await createShopProduct(app, 'Denim Shorts');
    const cart = await addToCart(app, user, product.variantIds[0] as string, 2);
    const res = await app.inject({
      method: 'DELETE',
      url: `/api/cart/remove/${cart.items[0].id}`,
      headers: user.auth,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: cart.id, ...emptyCart });
  });

  it('keeps a line whose product was archived, marked unavailable, at current prices', async () => {
    const user = await createTestUser(app);
    const product = await createShopProduct(app, 'Festive Sherwani', [
      { color: 'Gold', size: 'L', originalPrice: '4999.00', stock: 2 },
    ]);
    await addToCart(app, user, product.variantIds[0] as string, 2);
    await app.db.update(products).set({ archivedAt: new Date() }).where(eq(products.id, product.id));
    const cart = await getCart(user.auth);
    expect(cart.items[0].available).toBe(false);
    expect(cart.subtotal).toBe('9998.00');

    const update = await changeQuantity(app, user.auth, cart.items[0].id, 1);
    expect(update.statusCode).toBe(409);
    expect(update.json().message).toBe('This item is no longer available.');
    expect((await getCart(user.auth)).items[0].quantity).toBe(2);
  });
});

describe("a cart line's photos", () => {
  it("lead with the line's colour, then the photos for all colours, then the rest", async () => {
    const user = await createTestUser(app);
    const kurta = await createShopProduct(
      app,
      'Printed Kurta',
      [
        { color: 'Red', size: 'M' },
        { color: 'Blue', size: 'M' },
      ],
      { images: 4, imageColours: ['Red', null, 'Blue', 'Blue'] },
    );
    const [red, all, blue, blueBack] = kurta.imageIds;
    const [redVariant, blueVariant] = kurta.variantIds as [string, string];
    await addToCart(app, user, blueVariant);
    const added = await addToCart(app, user, redVariant);

    for (const cart of [added, await getCart(user.auth)]) {
      const photos = cart.items.map((item: { product: { images: { id: string }[] } }) =>
        item.product.images.map((image) => image.id),
      );
      expect(photos).toEqual([
        [blue, blueBack, all, red],
        [red, all, blue, blueBack],
      ]);
    }
  });
});
