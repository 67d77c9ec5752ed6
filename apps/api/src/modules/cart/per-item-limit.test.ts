import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app';
import {
  addToCart,
  changeQuantity,
  createShopProduct,
  saveShopSettings,
  tryAddToCart,
} from '../../../test/shop-fixtures';
import { createTestUser, type TestUser } from '../../../test/users';

const { app } = await createTestApp();
const admin = await createTestUser(app, 'ADMIN');

const settings = { codMaxOpenOrders: 5, codMaxOpenValue: '50000.00' };
const setLimit = async (maxQuantityPerLine: number) => {
  const res = await saveShopSettings(app, admin, { ...settings, maxQuantityPerLine });
  expect(res.statusCode).toBe(200);
};
const shopRules = () => app.inject({ method: 'GET', url: '/api/meta/shop-rules' });

const add = (user: TestUser, productVariantId: string, quantity: number) =>
  tryAddToCart(app, user.auth, productVariantId, quantity);
const change = (user: TestUser, cartItemId: string, newQuantity: number) =>
  changeQuantity(app, user.auth, cartItemId, newQuantity);

describe('the per-item limit', () => {
  it('is read by anyone, a guest included, from GET /meta/shop-rules, and follows the admin’s setting', async () => {
    const first = await shopRules();
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ maxQuantityPerLine: 50, codFee: '0.00' });
    await setLimit(12);
    expect((await shopRules()).json()).toEqual({ maxQuantityPerLine: 12, codFee: '0.00' });
    await setLimit(50);
  });

  it('refuses units that stock allows with a sentence that names the limit, not the stock', async () => {
    const user = await createTestUser(app);
    const kurta = await createShopProduct(app, 'Anarkali Kurta', [{ color: 'Teal', size: 'M', stock: 200 }]);
    const variantId = kurta.variantIds[0] as string;

    const tooMany = await add(user, variantId, 51);
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json()).toEqual({ message: 'You can buy at most 50 of this item in one order.' });
    // Past the stock too: the limit, the lower of the two, is what stops the shopper.
    expect((await add(user, variantId, 500)).json().message).toBe(
      'You can buy at most 50 of this item in one order.',
    );

    const cart = await addToCart(app, user, variantId, 1);
    expect((await add(user, variantId, 50)).json().message).toBe(
      'You can buy at most 50 of this item in one order, and 1 is already in your cart.',
    );
    const changed = await change(user, cart.items[0].id, 51);
    expect(changed.statusCode).toBe(409);
    expect(changed.json().message).toBe('You can buy at most 50 of this item in one order.');
    expect((await change(user, cart.items[0].id, 50)).json().items[0].quantity).toBe(50);
  });

  it('names the stock when the stock is the lower ceiling', async () => {
    const user = await createTestUser(app);
    const saree = await createShopProduct(app, 'Kanjivaram Saree', [
      { color: 'Gold', size: 'Free', stock: 8 },
    ]);
    const variantId = saree.variantIds[0] as string;
    expect((await add(user, variantId, 60)).json().message).toBe('Only 8 left in stock.');
    await addToCart(app, user, variantId, 3);
    expect((await add(user, variantId, 60)).json().message).toBe(
      'Only 8 left in stock, and 3 already in your cart.',
    );
  });
});
