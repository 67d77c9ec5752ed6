import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app';
import {
  addToCart,
  answerSimulator,
  changeQuantity,
  codDefaults,
  createShopProduct,
  newShopper,
  placeOrder,
  saveShopSettings,
  stockOf,
} from '../../../test/shop-fixtures';
import { createTestUser, type TestUser } from '../../../test/users';

const { app } = await createTestApp();
const admin = await createTestUser(app, 'ADMIN');

const saveSettings = (settings: Record<string, unknown>) => saveShopSettings(app, admin, settings);
const onlineDefaults = { onlineMaxUnpaidOrders: 3, onlineMaxHeldUnits: 10 };

const online = (user: TestUser, addressId: string) =>
  placeOrder(app, user, { addressId, paymentMethod: 'ONLINE_PAYMENT' });
const pay = (merchantTransactionId: string) => answerSimulator(app, merchantTransactionId);
const waitingRefusal = (waiting: number) =>
  `You have ${waiting} online payments waiting. Complete or cancel one of them before placing another order.`;

async function shelf(name: string, stock: number) {
  const product = await createShopProduct(app, name, [
    { color: 'Blue', size: 'M', originalPrice: '799.00', stock },
    { color: 'Blue', size: 'L', originalPrice: '799.00', stock },
  ]);
  return product.variantIds as [string, string];
}

describe('the online payment allowance in the shop settings', () => {
  it('starts at 3 unpaid orders and 10 units, is saved by an admin, and is left as it is when left out', async () => {
    const read = await app.inject({ method: 'GET', url: '/api/admin/settings', headers: admin.auth });
    expect(read.json()).toMatchObject(onlineDefaults);

    const bad = await saveSettings({ ...codDefaults, onlineMaxUnpaidOrders: 0, onlineMaxHeldUnits: 2.5 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({
      onlineMaxUnpaidOrders: 'Online payments waiting must be between 1 and 1000.',
      onlineMaxHeldUnits: 'Units waiting for payment must be a whole number.',
    });

    const saved = await saveSettings({ ...codDefaults, onlineMaxUnpaidOrders: 2, onlineMaxHeldUnits: 4 });
    expect(saved.json()).toMatchObject({ onlineMaxUnpaidOrders: 2, onlineMaxHeldUnits: 4 });
    // A form that knows only the cash-on-delivery rules changes nothing else.
    expect((await saveSettings(codDefaults)).json()).toMatchObject({
      onlineMaxUnpaidOrders: 2,
      onlineMaxHeldUnits: 4,
    });
    await saveSettings({ ...codDefaults, ...onlineDefaults });
  });
});

describe('inventory cannot be locked by unpaid online orders', () => {
  it('one account gets at most the unpaid online orders the shop allows, then a clear 409 that takes nothing', async () => {
    const [variantId] = await shelf('Denim Shirt', 48);
    const { user, addressId } = await newShopper(app);
    // Online payment keeps the cart until it is paid, so the same cart is ordered again and again.
    await addToCart(app, user, variantId, 1);
    const answers = [];
    for (let i = 0; i < 6; i++) answers.push(await online(user, addressId));
    expect(answers.map((res) => res.statusCode)).toEqual([201, 201, 201, 409, 409, 409]);
    expect(answers[3]?.json().message).toBe(waitingRefusal(3));
    expect(await stockOf(app, variantId)).toBe(45);

    // Paying one, or cancelling one, frees a place.
    const [first, second] = answers.map((res) => res.json());
    expect((await pay(first.merchantTransactionId)).statusCode).toBe(303);
    await addToCart(app, user, variantId, 1);
    expect((await online(user, addressId)).statusCode).toBe(201);
    expect((await online(user, addressId)).statusCode).toBe(409);
    const cancel = await app.inject({
      method: 'PUT',
      url: `/api/orders/${second.order.id}/cancel`,
      headers: user.auth,
    });
    expect(cancel.statusCode).toBe(200);
    expect((await online(user, addressId)).statusCode).toBe(201);
  });

  it('orders of one account placed at the same moment cannot all pass the allowance', async () => {
    const [variantId] = await shelf('Linen Trousers', 48);
    const { user, addressId } = await newShopper(app);
    await addToCart(app, user, variantId, 1);
    const answers = await Promise.all(Array.from({ length: 8 }, () => online(user, addressId)));
    const statuses = answers.map((res) => res.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(3);
    for (const res of answers.filter((r) => r.statusCode !== 201)) {
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(waitingRefusal(3));
    }
    expect(await stockOf(app, variantId)).toBe(45);
  });

  it('two accounts placing 48 unpaid orders at once cannot empty a shelf of 48', async () => {
    const [variantId] = await shelf('Kurta Set', 48);
    const accounts = await Promise.all([newShopper(app), newShopper(app)]);
    for (const { user } of accounts) await addToCart(app, user, variantId, 1);
    const answers = await Promise.all(
      accounts.flatMap(({ user, addressId }) => Array.from({ length: 24 }, () => online(user, addressId))),
    );
    expect(answers.filter((res) => res.statusCode === 201)).toHaveLength(6);
    expect(answers.filter((res) => res.statusCode === 409)).toHaveLength(42);
    expect(await stockOf(app, variantId)).toBe(42);

    // Every later shopper still finds the shirt on the shelf.
    const later = await newShopper(app);
    await addToCart(app, later.user, variantId, 2);
    expect((await online(later.user, later.addressId)).statusCode).toBe(201);
  });

  it('one account’s unpaid orders hold at most the shop’s units of one item, while one large order alone is placed', async () => {
    await saveSettings({ ...codDefaults, onlineMaxUnpaidOrders: 10, onlineMaxHeldUnits: 10 });
    const [medium, large] = await shelf('Cotton Saree', 100);
    const { user, addressId } = await newShopper(app);
    const lineTo = async (quantity: number) => {
      const cart = (await app.inject({ method: 'GET', url: '/api/cart', headers: user.auth })).json();
      await changeQuantity(app, user.auth, cart.items[0].id, quantity);
      return cart.items[0].id as string;
    };
    // One order of more than the allowance: it is limited only by the units per order.
    await addToCart(app, user, medium, 12);
    expect((await online(user, addressId)).statusCode).toBe(201);
    const mediumLine = await lineTo(1);
    const more = await online(user, addressId);
    expect(more.statusCode).toBe(409);
    expect(more.json().message).toBe(
      'Your online payments waiting already hold 12 of Cotton Saree (Blue, M), and at most 10 can wait for payment. Complete or cancel one of them before ordering more.',
    );
    expect(await stockOf(app, medium)).toBe(88);

    // Another size is another item, and the allowance may be filled exactly.
    await app.inject({ method: 'DELETE', url: `/api/cart/remove/${mediumLine}`, headers: user.auth });
    await addToCart(app, user, large, 6);
    expect((await online(user, addressId)).statusCode).toBe(201);
    await lineTo(4);
    expect((await online(user, addressId)).statusCode).toBe(201);
    await lineTo(1);
    const past = await online(user, addressId);
    expect(past.statusCode).toBe(409);
    expect(past.json().message).toContain('already hold 10 of Cotton Saree (Blue, L)');
    expect(await stockOf(app, large)).toBe(90);
    await saveSettings({ ...codDefaults, ...onlineDefaults });
  });

  it('leaves cash on delivery to its own allowance', async () => {
    const [variantId] = await shelf('Woollen Shawl', 20);
    const { user, addressId } = await newShopper(app);
    await addToCart(app, user, variantId, 1);
    for (let i = 0; i < 3; i++) expect((await online(user, addressId)).statusCode).toBe(201);
    const cod = await placeOrder(app, user, { addressId, paymentMethod: 'COD' });
    expect(cod.statusCode).toBe(201);
  });
});
