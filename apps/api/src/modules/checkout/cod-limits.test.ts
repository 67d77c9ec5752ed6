import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app';
import {
  addToCart,
  changeQuantity,
  codDefaults,
  createShopProduct,
  newShopper,
  placeOrder,
  saveShopSettings,
  stockOf,
  tryAddToCart,
} from '../../../test/shop-fixtures';
import { createTestUser, type TestUser } from '../../../test/users';

const { app } = await createTestApp();
const admin = await createTestUser(app, 'ADMIN');

const saveSettings = (settings: Record<string, unknown>) => saveShopSettings(app, admin, settings);
const apparelDefaults = { apparelThreshold: '2500.00', apparelRateUpTo: 5, apparelRateAbove: 18 };
const returnDefaults = { returnWindowDays: 15 };
const messageDefaults = {
  whatsappMessages: [
    'ORDER_PLACED',
    'SHIPPED',
    'OUT_FOR_DELIVERY',
    'DELIVERED',
    'UNDELIVERED',
    'BACK_IN_STOCK',
  ],
};
const onlineDefaults = { onlineMaxUnpaidOrders: 3, onlineMaxHeldUnits: 10 };
const confirmationDefaults = {
  codConfirmation: 'OFF',
  codConfirmationHours: 24,
  codMaxReturnedParcels: null,
  codFee: '0.00',
};

const cod = (user: TestUser, addressId: string) => placeOrder(app, user, { addressId, paymentMethod: 'COD' });

describe('shop settings', () => {
  it('start with the defaults and are saved by an admin, each bad value named', async () => {
    const read = await app.inject({ method: 'GET', url: '/api/admin/settings', headers: admin.auth });
    expect(read.json()).toEqual({
      ...codDefaults,
      ...onlineDefaults,
      ...apparelDefaults,
      ...returnDefaults,
      ...messageDefaults,
      ...confirmationDefaults,
    });
    const bad = await saveSettings({ codMaxOpenOrders: -1, codMaxOpenValue: 'lots', maxQuantityPerLine: 0 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({
      codMaxOpenOrders: 'Open cash on delivery orders must be between 0 and 1000.',
      codMaxOpenValue: 'Open cash on delivery value must be an amount in rupees, like 20000.00.',
      maxQuantityPerLine: 'Units per item must be between 1 and 1000.',
    });
    const saved = await saveSettings({
      codMaxOpenOrders: 5,
      codMaxOpenValue: '15000.5',
      maxQuantityPerLine: 6,
    });
    expect(saved.json()).toEqual({
      codMaxOpenOrders: 5,
      codMaxOpenValue: '15000.50',
      maxQuantityPerLine: 6,
      ...onlineDefaults,
      ...apparelDefaults,
      ...returnDefaults,
      ...messageDefaults,
      ...confirmationDefaults,
    });
    expect((await saveSettings(codDefaults)).statusCode).toBe(200);
  });

  it('keep the return window in whole days from 0 to 365, unchanged when left out', async () => {
    for (const returnWindowDays of [-1, 366, 7.5, '7']) {
      const bad = await saveSettings({ ...codDefaults, returnWindowDays });
      expect(bad.statusCode).toBe(400);
      expect(Object.keys(bad.json().errors)).toEqual(['returnWindowDays']);
    }
    expect((await saveSettings({ ...codDefaults, returnWindowDays: 0 })).json().returnWindowDays).toBe(0);
    expect((await saveSettings(codDefaults)).json().returnWindowDays).toBe(0);
    expect((await saveSettings({ ...codDefaults, returnWindowDays: 365 })).json().returnWindowDays).toBe(365);
    expect((await saveSettings({ ...codDefaults, ...returnDefaults })).statusCode).toBe(200);
  });
});

describe('inventory cannot be locked by fake cash-on-delivery orders', () => {
  it('one account gets at most the open COD orders the shop allows, then a clear 409', async () => {
    const tee = await createShopProduct(app, 'Basic Tee', [
      { color: 'White', size: 'M', originalPrice: '499.00', stock: 100 },
    ]);
    const variantId = tee.variantIds[0] as string;
    const { user, addressId } = await newShopper(app);
    const statuses: number[] = [];
    let refusal = '';
    let cartFilled = false;
    for (let i = 0; i < 25; i++) {
      // A placed COD order empties the cart; a refused one leaves it as it was.
      if (!cartFilled) await addToCart(app, user, variantId, 4);
      const res = await cod(user, addressId);
      statuses.push(res.statusCode);
      cartFilled = res.statusCode === 409;
      if (res.statusCode === 409) refusal = res.json().message;
    }
    expect(statuses.slice(0, 5)).toEqual(Array(5).fill(201));
    expect(statuses.slice(5)).toEqual(Array(20).fill(409));
    expect(refusal).toBe(
      'You already have 5 cash on delivery orders on the way. Please pay online for this one, or wait until one is delivered.',
    );
    expect(await stockOf(app, variantId)).toBe(80);

    // Online payment is still open to them, and a delivered order frees a place.
    const online = await placeOrder(app, user, { addressId, paymentMethod: 'ONLINE_PAYMENT' });
    expect(online.statusCode).toBe(201);
    const mine = (
      await app.inject({ method: 'GET', url: '/api/orders/my-orders', headers: user.auth })
    ).json();
    const firstCod = mine.orders.find((order: { paymentMethod: string }) => order.paymentMethod === 'COD');
    await app.inject({
      method: 'PUT',
      url: `/api/orders/${firstCod.id}/status`,
      headers: admin.auth,
      payload: { deliveryStatus: 'DELIVERED' },
    });
    await addToCart(app, user, variantId, 1);
    expect((await cod(user, addressId)).statusCode).toBe(201);
  });

  it('open COD orders of one account stay within the shop’s value', async () => {
    await saveSettings({ ...codDefaults, codMaxOpenValue: '1000.00' });
    const jacket = await createShopProduct(app, 'Rain Jacket', [
      { color: 'Navy', size: 'L', originalPrice: '600.00', stock: 10 },
    ]);
    const { user, addressId } = await newShopper(app);
    await addToCart(app, user, jacket.variantIds[0] as string, 1);
    expect((await cod(user, addressId)).statusCode).toBe(201);
    await addToCart(app, user, jacket.variantIds[0] as string, 1);
    const refused = await cod(user, addressId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'Cash on delivery is available for up to Rs. 1,000.00 in open orders. Please pay online for this order.',
    );
    await saveSettings(codDefaults);
  });

  it('orders of one account placed at the same moment cannot all pass the allowance', async () => {
    await saveSettings({ ...codDefaults, codMaxOpenOrders: 1 });
    const shawl = await createShopProduct(app, 'Pashmina Shawl', [
      { color: 'Grey', size: 'Free', originalPrice: '2400.00', stock: 10 },
    ]);
    const { user, addressId } = await newShopper(app);
    await addToCart(app, user, shawl.variantIds[0] as string, 2);
    const answers = await Promise.all([1, 2, 3, 4].map(() => cod(user, addressId)));
    const statuses = answers.map((res) => res.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    // Each other one is refused by the allowance, or finds the cart the first one emptied.
    for (const res of answers.filter((r) => r.statusCode !== 201)) {
      expect([
        'You already have 1 cash on delivery order on the way. Please pay online for this one, or wait until one is delivered.',
        'Your cart is empty.',
      ]).toContain(res.json().message);
    }
    expect(await stockOf(app, shawl.variantIds[0] as string)).toBe(8);
    await saveSettings(codDefaults);
  });

  it('one cart sent four times at once is one order: the others find the cart empty', async () => {
    const dhoti = await createShopProduct(app, 'Cotton Dhoti', [
      { color: 'Cream', size: 'Free', originalPrice: '900.00', stock: 10 },
    ]);
    const { user, addressId } = await newShopper(app);
    await addToCart(app, user, dhoti.variantIds[0] as string, 3);
    const answers = await Promise.all([1, 2, 3, 4].map(() => cod(user, addressId)));
    expect(answers.map((res) => res.statusCode).sort()).toEqual([201, 400, 400, 400]);
    for (const res of answers.filter((r) => r.statusCode === 400)) {
      expect(res.json().message).toBe('Your cart is empty.');
    }
    expect(await stockOf(app, dhoti.variantIds[0] as string)).toBe(7);
    const mine = await app.inject({ method: 'GET', url: '/api/orders/my-orders', headers: user.auth });
    expect(mine.json().orders).toHaveLength(1);
  });

  it('a shop that sets 0 open COD orders offers no cash on delivery', async () => {
    await saveSettings({ ...codDefaults, codMaxOpenOrders: 0 });
    const { user, addressId } = await newShopper(app);
    const scarf = await createShopProduct(app, 'Silk Scarf');
    await addToCart(app, user, scarf.variantIds[0] as string, 1);
    const refused = await cod(user, addressId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'Cash on delivery is not available at the moment. Please pay online.',
    );
    await saveSettings(codDefaults);
  });

  it('the dashboard shows new accounts with many open COD orders', async () => {
    const tee = await createShopProduct(app, 'Polo Tee', [
      { color: 'Black', size: 'S', originalPrice: '700.00', stock: 50 },
    ]);
    const { user, addressId } = await newShopper(app);
    for (let i = 0; i < 3; i++) {
      await addToCart(app, user, tee.variantIds[0] as string, 2);
      expect((await cod(user, addressId)).statusCode).toBe(201);
    }
    const dashboard = (
      await app.inject({ method: 'GET', url: '/api/admin/dashboard', headers: admin.auth })
    ).json();
    expect(dashboard.codWatch).toContainEqual({
      userId: user.id,
      name: 'Ravi Tester',
      email: user.email,
      joinedAt: expect.any(String),
      openCodOrders: 3,
      openCodValue: '4200.00',
    });
    expect(dashboard.testPayments).toBe(true);
  });
});

describe('units per order line', () => {
  it('a line holds at most the shop’s units per line, however they are added', async () => {
    await saveSettings({ ...codDefaults, maxQuantityPerLine: 10 });
    const kurta = await createShopProduct(app, 'Chikan Kurta', [
      { color: 'White', size: 'M', originalPrice: '1200.00', stock: 100 },
    ]);
    const variantId = kurta.variantIds[0] as string;
    const { user, addressId } = await newShopper(app);
    const add = (quantity: number) => tryAddToCart(app, user.auth, variantId, quantity);

    const tooMany = await add(11);
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json().message).toBe('You can buy at most 10 of this item in one order.');
    expect((await add(6)).statusCode).toBe(200);
    const past = await add(5);
    expect(past.statusCode).toBe(409);
    expect(past.json().message).toBe(
      'You can buy at most 10 of this item in one order, and 6 are already in your cart.',
    );
    const cart = (await add(4)).json();
    expect(cart.items[0].quantity).toBe(10);
    const update = await changeQuantity(app, user.auth, cart.items[0].id, 11);
    expect(update.statusCode).toBe(409);

    // The shop lowers the limit after the line was filled: the order names the line.
    await saveSettings({ ...codDefaults, maxQuantityPerLine: 5 });
    const placed = await cod(user, addressId);
    expect(placed.statusCode).toBe(409);
    expect(placed.json().message).toBe(
      'You can buy at most 5 of Chikan Kurta in one order. Please lower the quantity in your cart.',
    );
    expect(await stockOf(app, variantId)).toBe(100);
    await saveSettings(codDefaults);
  });
});
