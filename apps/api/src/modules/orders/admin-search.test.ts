import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app';
import { saveCompanyDetails } from '../../../test/catalogue-fixtures';
import { setStatus } from '../../../test/invoice-fixtures';
import { addToCart, createAddress, createShopProduct, placeOrder } from '../../../test/shop-fixtures';
import { createTestUser, type TestUser } from '../../../test/users';
import { users } from '../../db/schema/users';

const { app } = await createTestApp();
const admin = await createTestUser(app, 'ADMIN');
await saveCompanyDetails(app.db);
const shirt = await createShopProduct(app, 'Oxford Shirt', [
  { color: 'Sky, "light" blue', size: 'L', originalPrice: '1499.50', stock: 100 },
]);
const variantId = shirt.variantIds[0] as string;

/** A customer with a name of their own and an order to a recipient with this name and number. */
async function customerOrder(first: string, last: string, recipient: string, phone: string) {
  const user = await createTestUser(app);
  await app.db.update(users).set({ firstName: first, lastName: last }).where(eq(users.id, user.id));
  const addressId = await createAddress(app, user.id, { fullName: recipient, phone });
  await addToCart(app, user, variantId, 2);
  const res = await placeOrder(app, user, { addressId, paymentMethod: 'COD' });
  expect(res.statusCode).toBe(201);
  return { user, orderId: res.json().order.id as string };
}

const meera = await customerOrder('Meera', 'Iyer', 'Meera Iyer', '9845011111');
const gift = await customerOrder('Kabir', 'Malhotra', 'Zoya Khan', '9123422222');
const plain = await customerOrder('Ravi', 'Kumar', 'Ravi Kumar', '7012333333');

async function found(query: string, user: TestUser = admin): Promise<string[]> {
  const res = await app.inject({ method: 'GET', url: `/api/orders/all?${query}`, headers: user.auth });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().orders.map((order: { id: string }) => order.id);
}

const exportCsv = (query: string, user: TestUser = admin) =>
  app.inject({ method: 'GET', url: `/api/orders/export.csv?${query}`, headers: user.auth });

describe('the admin’s order search', () => {
  it('finds orders by order number, customer name, email, recipient and mobile number', async () => {
    expect(await found(`q=${encodeURIComponent(`#${meera.orderId.slice(0, 8)}`)}`)).toEqual([meera.orderId]);
    expect(await found(`q=${meera.orderId}`)).toEqual([meera.orderId]);
    expect(await found('q=malhotra')).toEqual([gift.orderId]);
    expect(await found('q=KABIR%20MAL')).toEqual([gift.orderId]);
    expect(await found('q=zoya')).toEqual([gift.orderId]);
    expect(await found(`q=${encodeURIComponent(plain.user.email.toUpperCase())}`)).toEqual([plain.orderId]);
    expect(await found(`q=${encodeURIComponent('+91 98450 11111')}`)).toEqual([meera.orderId]);
    expect(await found('q=22222')).toEqual([gift.orderId]);
    expect(await found('q=nobody-at-all')).toEqual([]);
  });

  it('takes the status filter and paging together with the words, counting only what it found', async () => {
    await setStatus(app, admin, plain.orderId, 'SHIPPED');
    const res = await app.inject({
      method: 'GET',
      url: '/api/orders/all?status=SHIPPED&q=kumar&page=1&limit=5',
      headers: admin.auth,
    });
    expect(res.json().orders.map((o: { id: string }) => o.id)).toEqual([plain.orderId]);
    expect(res.json().pagination).toEqual({ page: 1, limit: 5, total: 1, totalPages: 1 });
    expect(await found('status=PENDING&q=kumar')).toEqual([]);
  });

  it('treats % and _ as the characters they are', async () => {
    expect(await found('q=%25')).toEqual([]);
    // Were _ a wildcard, it would stand for the 0 in Meera's 9845011111.
    expect(await found('q=Meera%20Iy_r')).toEqual([]);
    expect(await found('q=Meera%20Iyer')).toEqual([meera.orderId]);
  });
});

describe('the orders CSV export', () => {
  it('gives the filtered orders with recipients, lines and totals, each cell quoted', async () => {
    const res = await exportCsv('q=zoya');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="orders-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const [header, row, end] = res.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(header).toBe(
      '"Order number","Order id","Order date","Delivery status","Payment method","Payment status","Customer",' +
        '"Customer email","Recipient","Mobile","Address line 1","Address line 2","City","State","Pincode",' +
        '"Items","Units","Discount (Rs.)","Coupon","COD fee (Rs.)","Total (Rs.)","Store credit (Rs.)","To pay (Rs.)",' +
        '"Invoice number"',
    );
    expect(row).toContain(`"#${gift.orderId.slice(0, 8)}","${gift.orderId}"`);
    expect(row).toContain('"Kabir Malhotra"');
    expect(row).toContain(
      '"Zoya Khan","9123422222","14 Residency Road","Flat 3B","Bengaluru","Karnataka","560025"',
    );
    // The colour's comma and quotes stay inside its cell.
    expect(row).toContain(
      '"2 x Oxford Shirt (Sky, ""light"" blue, L)","2","0.00","","0.00","2999.00","0.00","2999.00",""',
    );
    expect(end).toBe('');
  });

  it('defuses cells a spreadsheet would run as formulas', async () => {
    const user = await createTestUser(app);
    await app.db
      .update(users)
      .set({ firstName: '=HYPERLINK("http://evil.example")', lastName: 'x' })
      .where(eq(users.id, user.id));
    const addressId = await createAddress(app, user.id, {
      fullName: '@SUM(A1:A9)',
      addressLine1: '+1 Cell Road',
      addressLine2: '-2 Floor',
    });
    await addToCart(app, user, variantId, 1);
    expect((await placeOrder(app, user, { addressId, paymentMethod: 'COD' })).statusCode).toBe(201);
    const res = await exportCsv(`q=${encodeURIComponent(user.email)}`);
    const row = res.body.split('\r\n')[1] as string;
    expect(row).toContain('"\'=HYPERLINK(""http://evil.example"") x"');
    expect(row).toContain('"\'@SUM(A1:A9)"');
    expect(row).toContain('"\'+1 Cell Road","\'-2 Floor"');
  });

  it('takes the list’s status filter, and only admins may export', async () => {
    const shipped = await exportCsv('status=SHIPPED');
    const rows = shipped.body.split('\r\n').slice(1, -1);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toContain(plain.orderId);
    expect(rows[0]).toMatch(/"INV\/\d{4}-\d{2}\/\d{6}"$/);
    expect((await exportCsv('', plain.user)).statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: '/api/orders/export.csv' })).statusCode).toBe(401);
    expect((await exportCsv('status=LOST')).statusCode).toBe(400);
  });
});
