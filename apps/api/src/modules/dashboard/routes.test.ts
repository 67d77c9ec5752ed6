import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app';
import { createProduct, saveCompanyDetails } from '../../../test/catalogue-fixtures';
import { addToCart, createAddress, createShopProduct, placeOrder } from '../../../test/shop-fixtures';
import { createTestUser } from '../../../test/users';
import { orders } from '../../db/schema/shopping';

const { app } = await createTestApp();
// Shipping issues a tax invoice, which needs the shop's GSTIN and state.
await saveCompanyDetails(app.db);
const admin = await createTestUser(app, 'ADMIN');
const shopper = await createTestUser(app, 'CUSTOMER');
const addressId = await createAddress(app, shopper.id);
// One shopper places many COD orders here: the shop's per-account allowance has its own tests.
await app.inject({
  method: 'PUT',
  url: '/api/admin/settings',
  headers: admin.auth,
  payload: { codMaxOpenOrders: 1000, codMaxOpenValue: '10000000.00', maxQuantityPerLine: 100 },
});

const kurta = await createShopProduct(app, 'Cotton Kurta', [
  { color: 'White', size: 'M', originalPrice: '1299.00', stock: 100 },
  { color: 'Indigo', size: 'L', originalPrice: '800.00', discountPrice: '500.00', stock: 100 },
]);
const [white, indigo] = kurta.variantIds as [string, string];

/** Places a COD order for the variant and returns its id. */
async function order(variantId: string, quantity = 1): Promise<string> {
  await addToCart(app, shopper, variantId, quantity);
  const res = await placeOrder(app, shopper, { addressId, paymentMethod: 'COD' });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().order.id;
}

const IST_OFFSET_MS = 5.5 * 60 * 60 * 1000;
/** Today's date in India, as YYYY-MM-DD. */
const indiaToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
/** The instant of India's midnight `daysAgo` days before today, plus some minutes. */
function indiaMidnight(daysAgo: number, plusMinutes = 0): Date {
  const [year, month, day] = indiaToday().split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day - daysAgo) - IST_OFFSET_MS + plusMinutes * 60_000);
}
/** India's date `daysAgo` days before today. */
const dateOfIndia = (daysAgo: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(indiaMidnight(daysAgo, 60));
const backdate = (orderId: string, orderDate: Date) =>
  app.db.update(orders).set({ orderDate }).where(eq(orders.id, orderId));
const setStatus = (orderId: string, deliveryStatus: string) =>
  app.inject({
    method: 'PUT',
    url: `/api/orders/${orderId}/status`,
    headers: admin.auth,
    payload: { deliveryStatus },
  });
const dashboard = () => app.inject({ method: 'GET', url: '/api/admin/dashboard', headers: admin.auth });

describe('GET /api/admin/dashboard', () => {
  it('gives zero figures and 30 empty days for a shop without orders', async () => {
    const res = await dashboard();
    expect(res.statusCode).toBe(200);
    const figures = res.json();
    expect(figures.today).toEqual({ orders: 0, revenue: '0.00' });
    expect(figures.last30Days.orders).toBe(0);
    expect(figures.last30Days.revenue).toBe('0.00');
    expect(figures.last30Days.byDay).toHaveLength(30);
    expect(figures.last30Days.byDay[29]).toEqual({ date: indiaToday(), orders: 0, revenue: '0.00' });
    expect(figures.ordersByStatus).toEqual({ PENDING: 0, SHIPPED: 0, DELIVERED: 0, CANCELED: 0 });
  });

  it('counts orders and revenue per Indian day, leaving canceled orders out of revenue', async () => {
    await order(white); // today, 1299.00
    const canceled = await order(white, 2); // today, canceled by the shopper
    const cancel = await app.inject({
      method: 'PUT',
      url: `/api/orders/${canceled}/cancel`,
      headers: shopper.auth,
    });
    expect(cancel.statusCode).toBe(200);
    const threeDaysAgo = await order(indigo, 2); // 1000.00
    await backdate(threeDaysAgo, indiaMidnight(3, 12 * 60));
    const firstDay = await order(white); // 00:10 in India on the window's first day: counted
    await backdate(firstDay, indiaMidnight(29, 10));
    const dayBefore = await order(indigo); // 23:50 in India the day before: not counted
    await backdate(dayBefore, indiaMidnight(30, -10));
    const old = await order(white, 3);
    await backdate(old, indiaMidnight(40));
    expect((await setStatus(threeDaysAgo, 'SHIPPED')).statusCode).toBe(200);
    expect((await setStatus(old, 'DELIVERED')).statusCode).toBe(200);

    const figures = (await dashboard()).json();
    expect(figures.today).toEqual({ orders: 2, revenue: '1299.00' });
    expect(figures.last30Days.orders).toBe(4);
    expect(figures.last30Days.revenue).toBe('3598.00');
    const byDay = figures.last30Days.byDay;
    expect(byDay).toHaveLength(30);
    expect(byDay[0]).toEqual({ date: dateOfIndia(29), orders: 1, revenue: '1299.00' });
    expect(byDay[26]).toEqual({ date: dateOfIndia(3), orders: 1, revenue: '1000.00' });
    expect(byDay[29]).toEqual({ date: indiaToday(), orders: 2, revenue: '1299.00' });
    expect(byDay.filter((day: { orders: number }) => day.orders === 0)).toHaveLength(27);
    expect(figures.ordersByStatus).toEqual({ PENDING: 3, SHIPPED: 1, DELIVERED: 1, CANCELED: 1 });
  });

  it('lists live variants with 5 or fewer in stock, the emptiest first, at most 20', async () => {
    const socks = await createShopProduct(app, 'Ankle Socks', [
      { color: 'Black', size: 'Free', stock: 5 },
      { color: 'Grey', size: 'Free', stock: 0 },
      { color: 'Navy', size: 'Free', stock: 6 },
      { color: 'Olive', size: 'Free', stock: 1, archived: true },
    ]);
    await createProduct(app.db, {
      name: 'Retired Scarf',
      categoryId: socks.categoryId,
      variants: [{ stock: 2 }],
      archived: true,
    });
    const first = (await dashboard()).json().lowStock;
    expect(first).toEqual([
      {
        productId: socks.id,
        productName: 'Ankle Socks',
        variantId: socks.variantIds[1],
        color: 'Grey',
        size: 'Free',
        stock: 0,
      },
      expect.objectContaining({ variantId: socks.variantIds[0], stock: 5 }),
    ]);

    await createShopProduct(
      app,
      'Hair Ties',
      Array.from({ length: 25 }, (_, i) => ({
        color: `Shade ${String(i).padStart(2, '0')}`,
        size: 'One',
        stock: 3,
      })),
    );
    const lowStock = (await dashboard()).json().lowStock;
    expect(lowStock).toHaveLength(20);
    expect(lowStock[0]).toMatchObject({ productName: 'Ankle Socks', stock: 0 });
    expect(lowStock[1]).toMatchObject({ productName: 'Hair Ties', color: 'Shade 00', stock: 3 });
  });
});
