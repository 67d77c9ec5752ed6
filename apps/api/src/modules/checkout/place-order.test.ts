import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app';
import { waitForMail } from '../../../test/outbox';
import {
  addToCart,
  createAddress,
  createShopProduct,
  newShopper,
  placeOrder,
  stockOf,
} from '../../../test/shop-fixtures';
import { changePassword, createTestUser, signedOutAuth } from '../../../test/users';
import { addresses } from '../../db/schema/accounts';
import { products } from '../../db/schema/catalogue';
import { orders } from '../../db/schema/shopping';
import { users } from '../../db/schema/users';

const { app, config } = await createTestApp();

async function cartOf(auth: { authorization: string }) {
  return (await app.inject({ method: 'GET', url: '/api/cart', headers: auth })).json();
}

async function customerWithCart(variantId: string, quantity = 1) {
  const shopper = await newShopper(app);
  await addToCart(app, shopper.user, variantId, quantity);
  return shopper;
}

describe('placing an order', () => {
  it('places a cash-on-delivery order at database prices, snapshots the address and empties the cart', async () => {
    const jacket = await createShopProduct(app, 'Denim Jacket', [
      { color: 'Blue', size: 'M', originalPrice: '1299.00', discountPrice: '1099.50', stock: 5 },
    ]);
    const tee = await createShopProduct(app, 'Linen Tee', [
      { color: 'White', size: 'L', originalPrice: '499.99', stock: 5 },
    ]);
    const jacketId = jacket.variantIds[0] as string;
    const teeId = tee.variantIds[0] as string;
    const { user, addressId } = await customerWithCart(jacketId, 2);
    await addToCart(app, user, teeId, 1);

    const res = await placeOrder(app, user, { addressId, paymentMethod: 'COD' });
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body.redirectUrl).toBeUndefined();
    expect(body.merchantTransactionId).toBeUndefined();
    expect(body.order).toMatchObject({
      orderTotal: '2698.99',
      deliveryStatus: 'PENDING',
      paymentMethod: 'COD',
      paymentStatus: 'PENDING',
      merchantTransactionId: null,
      user: { id: user.id, email: user.email, firstName: 'Ravi', lastName: 'Tester' },
      address: {
        id: addressId,
        addressLine1: '14 Residency Road',
        addressLine2: 'Flat 3B',
        city: 'Bengaluru',
        state: 'Karnataka',
        postalCode: '560025',
        isDefault: false,
      },
    });
    expect(body.order.items).toHaveLength(2);
    expect(body.order.items).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          quantity: 2,
          priceAtPurchase: '1099.50',
          product: expect.objectContaining({
            id: jacket.id,
            name: 'Denim Jacket',
            variant: { id: jacketId, color: 'Blue', size: 'M' },
          }),
        }),
      ]),
    );
    expect(await stockOf(app, jacketId)).toBe(3);
    expect(await stockOf(app, teeId)).toBe(4);
    expect((await cartOf(user.auth)).items).toEqual([]);

    // Later edits to the address and the product never reach the order.
    await app.db.update(addresses).set({ city: 'Mysuru' }).where(eq(addresses.id, addressId));
    await app.db.update(products).set({ name: 'Renamed Jacket' }).where(eq(products.id, jacket.id));
    const mine = await app.inject({ method: 'GET', url: '/api/orders/my-orders', headers: user.auth });
    const [order] = mine.json().orders;
    expect(order.address.city).toBe('Bengaluru');
    expect(order.items.map((i: { product: { name: string } }) => i.product.name).sort()).toEqual([
      'Denim Jacket',
      'Linen Tee',
    ]);
  });

  it('answers with the order exactly as the order list shows it afterwards', async () => {
    const dupatta = await createShopProduct(app, 'Zari Dupatta', [
      { color: 'Gold', size: 'Free', originalPrice: '899.00', stock: 3 },
    ]);
    const kurta = await createShopProduct(app, 'Angrakha Kurta', [
      { color: 'Ivory', size: 'L', originalPrice: '1899.00', discountPrice: '1499.00', stock: 3 },
      { color: 'Ivory', size: 'XL', originalPrice: '1899.00', stock: 3 },
    ]);
    const { user, addressId } = await customerWithCart(dupatta.variantIds[0] as string, 2);
    await addToCart(app, user, kurta.variantIds[1] as string, 1);
    await addToCart(app, user, kurta.variantIds[0] as string, 1);

    const res = await placeOrder(app, user, { addressId, paymentMethod: 'COD' });
    expect(res.statusCode, res.body).toBe(201);
    const mine = await app.inject({ method: 'GET', url: '/api/orders/my-orders', headers: user.auth });
    expect(res.json()).toEqual({ order: mine.json().orders[0] });
    expect(res.json().order.items.map((i: { product: { name: string } }) => i.product.name)).toEqual([
      'Angrakha Kurta',
      'Angrakha Kurta',
      'Zari Dupatta',
    ]);
  });

  it('sends an order to an address without a recipient to the account’s name and mobile number', async () => {
    const product = await createShopProduct(app, 'Mundu Set', [{ color: 'Cream', size: 'Free', stock: 5 }]);
    const user = await createTestUser(app);
    await app.db.update(users).set({ mobile: '+91 94470-12345' }).where(eq(users.id, user.id));
    // As an address was saved before recipients were asked for, or by a client that sends none.
    const addressId = await createAddress(app, user.id, { fullName: null, phone: null, state: 'orissa' });
    await addToCart(app, user, product.variantIds[0] as string);

    const res = await placeOrder(app, user, { addressId, paymentMethod: 'COD' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().order.address).toMatchObject({
      id: addressId,
      fullName: 'Ravi Tester',
      phone: '9447012345',
      state: 'Odisha',
    });
    const mine = await app.inject({ method: 'GET', url: '/api/orders/my-orders', headers: user.auth });
    expect(mine.json().orders[0].address).toEqual(res.json().order.address);
    // The address itself is left as it was saved.
    const book = await app.inject({ method: 'GET', url: '/api/addresses', headers: user.auth });
    expect(book.json().addresses).toMatchObject([{ id: addressId, fullName: null, phone: null }]);
  });

  it('places an order with no phone at all when neither the address nor the account has one', async () => {
    const product = await createShopProduct(app, 'Pochampally Ikat', [
      { color: 'Teal', size: 'Free', stock: 5 },
    ]);
    const user = await createTestUser(app);
    const addressId = await createAddress(app, user.id, { fullName: null, phone: null });
    await addToCart(app, user, product.variantIds[0] as string);

    const res = await placeOrder(app, user, { addressId, paymentMethod: 'COD' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().order.address).toMatchObject({ fullName: 'Ravi Tester', phone: null });
  });

  it('keeps the recipient an address names, whatever the account’s name and mobile number', async () => {
    const product = await createShopProduct(app, 'Kota Doria Saree', [
      { color: 'Peach', size: 'Free', stock: 5 },
    ]);
    const user = await createTestUser(app);
    await app.db.update(users).set({ mobile: '9447012345' }).where(eq(users.id, user.id));
    const addressId = await createAddress(app, user.id, { fullName: 'Asha Rao', phone: '9876543210' });
    await addToCart(app, user, product.variantIds[0] as string);

    const res = await placeOrder(app, user, { addressId, paymentMethod: 'ONLINE_PAYMENT' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().order.address).toMatchObject({ fullName: 'Asha Rao', phone: '9876543210' });
  });

  it('mails an order confirmation to the outbox', async () => {
    const product = await createShopProduct(app, 'Kanjeevaram Saree', [
      { color: 'Maroon', size: 'Free', originalPrice: '12500.00', stock: 2 },
    ]);
    const { user, addressId } = await customerWithCart(product.variantIds[0] as string);
    const res = await placeOrder(app, user, { addressId, paymentMethod: 'COD' });
    expect(res.statusCode).toBe(201);
    const number = res.json().order.id.slice(0, 8);
    const mail = await waitForMail(config.dataDir, user.email, `Your order #${number} is confirmed`);
    expect(mail).toContain(`To: ${user.email}`);
    expect(mail).toContain('Kanjeevaram Saree');
    expect(mail).toContain('Rs. 12,500.00');
  });

  it('answers 400 "Your cart is empty." for an empty cart', async () => {
    const user = await createTestUser(app);
    const addressId = await createAddress(app, user.id);
    const res = await placeOrder(app, user, { addressId, paymentMethod: 'COD' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Your cart is empty.');
  });

  it("answers 404 for someone else's address and takes no stock", async () => {
    const product = await createShopProduct(app, 'Nehru Jacket', [{ color: 'Beige', size: 'L', stock: 3 }]);
    const variantId = product.variantIds[0] as string;
    const { user } = await customerWithCart(variantId);
    const stranger = await createTestUser(app);
    const strangersAddress = await createAddress(app, stranger.id);
    const res = await placeOrder(app, user, { addressId: strangersAddress, paymentMethod: 'COD' });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Address not found.');
    expect(await stockOf(app, variantId)).toBe(3);
    expect((await cartOf(user.auth)).count).toBe(1);
  });

  it('rejects a missing address or an unknown payment method with 400', async () => {
    const user = await createTestUser(app);
    const addressId = await createAddress(app, user.id);
    const noAddress = await placeOrder(app, user, { paymentMethod: 'COD' });
    expect(noAddress.statusCode).toBe(400);
    expect(noAddress.json()).toEqual({
      message: 'Please select a shipping address.',
      errors: { addressId: 'Please select a shipping address.' },
    });
    const blank = await placeOrder(app, user, { addressId: '', paymentMethod: 'COD' });
    expect(blank.json().errors.addressId).toBe('Please select a shipping address.');
    const badMethod = await placeOrder(app, user, { addressId, paymentMethod: 'CHEQUE' });
    expect(badMethod.statusCode).toBe(400);
    expect(badMethod.json().message).toBe('Payment method must be COD or ONLINE_PAYMENT.');
  });

  it('ignores a tampered price in the request: extra fields change nothing, the total comes from the database', async () => {
    const product = await createShopProduct(app, 'Pashmina Shawl', [
      { color: 'Cream', size: 'Free', originalPrice: '3499.00', stock: 4 },
    ]);
    const { user, addressId } = await customerWithCart(product.variantIds[0] as string, 2);
    const res = await placeOrder(app, user, {
      addressId,
      paymentMethod: 'COD',
      orderTotal: '1.00',
      subtotal: '1.00',
      items: [{ productVariantId: product.variantIds[0], quantity: 2, priceAtPurchase: '0.50' }],
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().order.orderTotal).toBe('6998.00');
    expect(res.json().order.items[0].priceAtPurchase).toBe('3499.00');
  });

  it('answers 409 naming the product when the stock ran short, and takes nothing from the other lines', async () => {
    const jacket = await createShopProduct(app, 'Denim Jacket', [{ color: 'Blue', size: 'M', stock: 3 }]);
    const scarf = await createShopProduct(app, 'Wool Scarf', [{ color: 'Grey', size: 'Free', stock: 3 }]);
    const jacketId = jacket.variantIds[0] as string;
    const scarfId = scarf.variantIds[0] as string;
    const { user, addressId } = await customerWithCart(scarfId, 1);
    await addToCart(app, user, jacketId, 3);
    const rival = await customerWithCart(jacketId, 1);
    expect(
      (await placeOrder(app, rival.user, { addressId: rival.addressId, paymentMethod: 'COD' })).statusCode,
    ).toBe(201);

    const short = await placeOrder(app, user, { addressId, paymentMethod: 'COD' });
    expect(short.statusCode).toBe(409);
    expect(short.json().message).toBe('Only 2 left of Denim Jacket (Blue, M).');
    expect(await stockOf(app, scarfId)).toBe(3);
    expect(await stockOf(app, jacketId)).toBe(2);
    const cart = await cartOf(user.auth);
    expect(cart.count).toBe(4);
    expect(
      cart.items.find((i: { productVariantId: string }) => i.productVariantId === jacketId).available,
    ).toBe(false);

    await app.db.update(products).set({ archivedAt: new Date() }).where(eq(products.id, jacket.id));
    const gone = await placeOrder(app, user, { addressId, paymentMethod: 'COD' });
    expect(gone.statusCode).toBe(409);
    expect(gone.json().message).toBe('Denim Jacket is no longer available.');
  });

  it('never oversells: 12 customers racing for 5 units get exactly 5 orders and 7 conflicts', async () => {
    const product = await createShopProduct(app, 'Limited Edition Lehenga', [
      { color: 'Pink', size: 'S', originalPrice: '8999.00', stock: 5 },
    ]);
    const variantId = product.variantIds[0] as string;
    const customers = [];
    for (let i = 0; i < 12; i++) customers.push(await customerWithCart(variantId));

    const results = await Promise.all(
      customers.map(({ user, addressId }) => placeOrder(app, user, { addressId, paymentMethod: 'COD' })),
    );
    const statuses = results.map((res) => res.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(5);
    expect(statuses.filter((status) => status === 409)).toHaveLength(7);
    for (const res of results.filter((r) => r.statusCode === 409)) {
      expect(res.json().message).toBe('Limited Edition Lehenga (Pink, S) is out of stock.');
    }
    expect(await stockOf(app, variantId)).toBe(0);
    const placed = await app.db
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.orderTotal, '8999.00'));
    expect(placed).toHaveLength(5);
  });

  it('gives one order for the same Idempotency-Key sent twice, and takes the stock once', async () => {
    const product = await createShopProduct(app, 'Chikankari Kurta', [
      { color: 'White', size: 'M', stock: 10 },
    ]);
    const variantId = product.variantIds[0] as string;
    const { user, addressId } = await customerWithCart(variantId, 2);
    const headers = { 'idempotency-key': 'checkout-7f3a' };

    const first = await placeOrder(app, user, { addressId, paymentMethod: 'COD' }, headers);
    const second = await placeOrder(app, user, { addressId, paymentMethod: 'COD' }, headers);
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(second.json()).toEqual(first.json());
    expect(await stockOf(app, variantId)).toBe(8);

    // The same key at the same moment: the loser of the race answers with the winner's order.
    await addToCart(app, user, variantId, 1);
    const racing = await Promise.all(
      [1, 2, 3].map(() =>
        placeOrder(app, user, { addressId, paymentMethod: 'COD' }, { 'idempotency-key': 'checkout-race' }),
      ),
    );
    expect(racing.map((res) => res.statusCode)).toEqual([201, 201, 201]);
    expect(new Set(racing.map((res) => res.json().order.id)).size).toBe(1);
    expect(await stockOf(app, variantId)).toBe(7);

    const mine = await app.inject({ method: 'GET', url: '/api/orders/my-orders', headers: user.auth });
    expect(mine.json().orders).toHaveLength(2);
  });

  it('places nothing and tells nothing for a token signed out or from before a password change: 401', async () => {
    const product = await createShopProduct(app, 'Kalamkari Stole', [
      { color: 'Indigo', size: 'Free', stock: 10 },
    ]);
    const variantId = product.variantIds[0] as string;
    const { user, addressId } = await customerWithCart(variantId);
    const headers = { 'idempotency-key': 'checkout-signed-out' };
    expect((await placeOrder(app, user, { addressId, paymentMethod: 'COD' }, headers)).statusCode).toBe(201);
    await addToCart(app, user, variantId, 2);

    const signedOut = { ...user, auth: await signedOutAuth(app, user) };
    const attempts = async (who: typeof user) =>
      Promise.all([
        placeOrder(app, who, { addressId, paymentMethod: 'COD' }),
        // The key of an order already placed, and an address that is not found: 401 before either is told.
        placeOrder(app, who, { addressId, paymentMethod: 'COD' }, headers),
        placeOrder(app, who, { addressId: crypto.randomUUID(), paymentMethod: 'COD' }),
      ]);
    expect((await attempts(signedOut)).map((res) => res.statusCode)).toEqual([401, 401, 401]);

    const auth = await changePassword(app, user, 'another-secret-9');
    expect((await attempts(user)).map((res) => res.statusCode)).toEqual([401, 401, 401]);

    expect((await cartOf(auth)).items).toMatchObject([{ quantity: 2 }]);
    const mine = await app.inject({ method: 'GET', url: '/api/orders/my-orders', headers: auth });
    expect(mine.json().orders).toHaveLength(1);
    expect(await stockOf(app, variantId)).toBe(9);
  });

  it('keys are per customer: another customer using the same key gets their own order', async () => {
    const product = await createShopProduct(app, 'Bandhani Dupatta', [
      { color: 'Red', size: 'Free', stock: 10 },
    ]);
    const variantId = product.variantIds[0] as string;
    const a = await customerWithCart(variantId);
    const b = await customerWithCart(variantId);
    const headers = { 'idempotency-key': 'same-key' };
    const first = await placeOrder(app, a.user, { addressId: a.addressId, paymentMethod: 'COD' }, headers);
    const second = await placeOrder(app, b.user, { addressId: b.addressId, paymentMethod: 'COD' }, headers);
    expect(second.json().order.id).not.toBe(first.json().order.id);
    expect(await stockOf(app, variantId)).toBe(8);
  });
});
