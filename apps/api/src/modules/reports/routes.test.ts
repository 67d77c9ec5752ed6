import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app';
import { saveCompanyDetails } from '../../../test/catalogue-fixtures';
import { createCoupon, setDeliveryStatus, shopperWithCode } from '../../../test/coupon-fixtures';
import { askedReturn, deliver, movedReturn } from '../../../test/return-fixtures';
import { addToCart, createShopProduct, newShopper, placeOrder } from '../../../test/shop-fixtures';
import { createTestUser, type TestUser } from '../../../test/users';
import { orders } from '../../db/schema/shopping';

const { app } = await createTestApp();
// Delivering issues a tax invoice, which needs the shop's GSTIN and state.
await saveCompanyDetails(app.db);
const admin = await createTestUser(app, 'ADMIN');

/** A moment given as India's wall clock, e.g. ist('2025-03-02 23:30'). */
const ist = (local: string) => new Date(`${local.replace(' ', 'T')}:00+05:30`);

/** A new shopper orders these units (cash on delivery, `code` applied if given), placed at `at`. */
async function orderAt(at: Date, lines: [variantId: string, quantity: number][], code?: string) {
  const [first, ...rest] = lines;
  if (!first) throw new Error('an order needs a line');
  const { user, addressId } = code
    ? await shopperWithCode(app, first[0], code, first[1])
    : await newShopper(app).then(async (shopper) => {
        await addToCart(app, shopper.user, first[0], first[1]);
        return shopper;
      });
  for (const [variantId, quantity] of rest) await addToCart(app, user, variantId, quantity);
  const res = await placeOrder(app, user, { addressId, paymentMethod: 'COD' });
  expect(res.statusCode, res.body).toBe(201);
  const orderId: string = res.json().order.id;
  await app.db.update(orders).set({ orderDate: at }).where(eq(orders.id, orderId));
  return { orderId, user };
}

const get = (url: string, user: TestUser = admin) =>
  app.inject({ method: 'GET', url: `/api/admin/reports/${url}`, headers: user.auth });

const zero = {
  orders: 0,
  units: 0,
  grossSales: '0.00',
  discounts: '0.00',
  netSales: '0.00',
  refunds: '0.00',
  averageOrderValue: '0.00',
};

describe('GET /api/admin/reports/sales', () => {
  it('gives every day of the range, empty ones included', async () => {
    const res = await get('sales?from=2020-01-30&to=2020-02-02&by=day');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      from: '2020-01-30',
      to: '2020-02-02',
      by: 'day',
      periods: ['2020-01-30', '2020-01-31', '2020-02-01', '2020-02-02'].map((day) => ({
        start: day,
        end: day,
        ...zero,
      })),
      totals: zero,
    });
  });

  it('counts an order on its day in India, leaves cancelled orders out, and sums gross, discounts and net', async () => {
    const shirt = await createShopProduct(app, 'Oxford Shirt', [
      { color: 'White', size: 'M', originalPrice: '1000.00', stock: 100 },
    ]);
    const [white] = shirt.variantIds as [string];
    const code = 'REPORT10';
    await createCoupon(app, admin, { code, type: 'PERCENT', value: 10 });
    await orderAt(ist('2025-03-01 00:05'), [[white, 1]]); // 1000.00 on the 1st
    await orderAt(ist('2025-03-02 23:30'), [[white, 2]], code); // 2000.00 less 200.00 on the 2nd
    await orderAt(ist('2025-03-03 00:10'), [[white, 1]]); // the 3rd, although still the 2nd in UTC
    await orderAt(ist('2025-02-28 23:50'), [[white, 5]]); // the day before the range
    await orderAt(ist('2025-03-04 00:00'), [[white, 5]]); // the day after it
    const cancelled = await orderAt(ist('2025-03-01 12:00'), [[white, 3]]);
    await setDeliveryStatus(app, admin, cancelled.orderId, 'CANCELED');

    const res = await get('sales?from=2025-03-01&to=2025-03-03&by=day');
    expect(res.statusCode).toBe(200);
    const report = res.json();
    expect(report.periods).toEqual([
      {
        start: '2025-03-01',
        end: '2025-03-01',
        ...zero,
        orders: 1,
        units: 1,
        grossSales: '1000.00',
        netSales: '1000.00',
        averageOrderValue: '1000.00',
      },
      {
        start: '2025-03-02',
        end: '2025-03-02',
        ...zero,
        orders: 1,
        units: 2,
        grossSales: '2000.00',
        discounts: '200.00',
        netSales: '1800.00',
        averageOrderValue: '1800.00',
      },
      {
        start: '2025-03-03',
        end: '2025-03-03',
        ...zero,
        orders: 1,
        units: 1,
        grossSales: '1000.00',
        netSales: '1000.00',
        averageOrderValue: '1000.00',
      },
    ]);
    expect(report.totals).toEqual({
      ...zero,
      orders: 3,
      units: 4,
      grossSales: '4000.00',
      discounts: '200.00',
      netSales: '3800.00',
      averageOrderValue: '1266.67',
    });
  });

  it('cuts Monday-to-Sunday weeks and calendar months to the range', async () => {
    const kurta = await createShopProduct(app, 'Cotton Kurta', [
      { color: 'Indigo', size: 'L', originalPrice: '500.00', stock: 100 },
    ]);
    const [indigo] = kurta.variantIds as [string];
    await orderAt(ist('2024-07-03 10:00'), [[indigo, 1]]); // Wednesday, before the range
    await orderAt(ist('2024-07-04 10:00'), [[indigo, 1]]); // Thursday: first week
    await orderAt(ist('2024-07-14 23:59'), [[indigo, 2]]); // Sunday night: second week
    await orderAt(ist('2024-07-15 00:01'), [[indigo, 3]]); // Monday: third week

    const weeks = (await get('sales?from=2024-07-04&to=2024-07-16&by=week')).json();
    expect(
      weeks.periods.map((p: { start: string; end: string; units: number }) => [p.start, p.end, p.units]),
    ).toEqual([
      ['2024-07-04', '2024-07-07', 1],
      ['2024-07-08', '2024-07-14', 2],
      ['2024-07-15', '2024-07-16', 3],
    ]);
    const months = (await get('sales?from=2024-06-20&to=2024-08-10&by=month')).json();
    expect(
      months.periods.map((p: { start: string; end: string; netSales: string }) => [
        p.start,
        p.end,
        p.netSales,
      ]),
    ).toEqual([
      ['2024-06-20', '2024-06-30', '0.00'],
      ['2024-07-01', '2024-07-31', '3500.00'],
      ['2024-08-01', '2024-08-10', '0.00'],
    ]);
    expect(months.totals.orders).toBe(4);
  });

  it('answers the same rows as CSV, with a total line and a named file', async () => {
    const res = await get('sales.csv?from=2025-03-01&to=2025-03-03&by=day');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="sales-by-day-2025-03-01-to-2025-03-03.csv"',
    );
    expect(res.body.split('\r\n')).toEqual([
      '\uFEFF"Period start","Period end","Orders","Units","Gross sales (Rs.)","Discounts (Rs.)","Net sales (Rs.)","Refunds (Rs.)","Average order value (Rs.)"',
      '"2025-03-01","2025-03-01","1","1","1000.00","0.00","1000.00","0.00","1000.00"',
      '"2025-03-02","2025-03-02","1","2","2000.00","200.00","1800.00","0.00","1800.00"',
      '"2025-03-03","2025-03-03","1","1","1000.00","0.00","1000.00","0.00","1000.00"',
      '"Total","","3","4","4000.00","200.00","3800.00","0.00","1266.67"',
      '',
    ]);
  });
});

describe('GET /api/admin/reports/top-products', () => {
  it('puts the most units first, then the larger net sales, and keeps to the limit', async () => {
    const make = async (name: string, price: string) =>
      (await createShopProduct(app, name, [{ originalPrice: price, stock: 100 }])).variantIds[0] as string;
    const saree = await make('Silk Saree', '3000.00');
    const scarf = await make('=HYPERLINK("x")', '200.00');
    const dupatta = await make('Cotton Dupatta', '400.00');
    const cancelled = await orderAt(ist('2023-05-10 09:00'), [[dupatta, 9]]);
    await setDeliveryStatus(app, admin, cancelled.orderId, 'CANCELED');
    await orderAt(ist('2023-05-10 10:00'), [
      [scarf, 3],
      [saree, 1],
    ]);
    await orderAt(ist('2023-05-11 10:00'), [
      [dupatta, 2],
      [saree, 1],
    ]);
    await orderAt(ist('2023-05-12 10:00'), [[dupatta, 1]]);

    const res = await get('top-products?from=2023-05-10&to=2023-05-12');
    expect(res.statusCode).toBe(200);
    const top = res.json().products;
    expect(
      top.map((p: { name: string; units: number; netSales: string }) => [p.name, p.units, p.netSales]),
    ).toEqual([
      ['Cotton Dupatta', 3, '1200.00'],
      ['=HYPERLINK("x")', 3, '600.00'],
      ['Silk Saree', 2, '6000.00'],
    ]);
    expect(top[0]).toMatchObject({ orders: 2, grossSales: '1200.00', discounts: '0.00' });
    expect(top[0].category).toMatch(/^Jackets /);

    const limited = (await get('top-products?from=2023-05-10&to=2023-05-12&limit=1')).json();
    expect(limited.products).toHaveLength(1);

    const csv = await get('top-products.csv?from=2023-05-10&to=2023-05-12&limit=2');
    expect(csv.statusCode).toBe(200);
    const lines = csv.body.split('\r\n');
    expect(lines[0]).toBe(
      '\uFEFF"Product","Category","Product id","Orders","Units","Gross sales (Rs.)","Discounts (Rs.)","Net sales (Rs.)"',
    );
    // A name a spreadsheet would run as a formula is kept as text.
    expect(lines[2]).toMatch(
      /^"'=HYPERLINK\(""x""\)","Jackets [^"]+","[0-9a-f-]{36}","1","3","600.00","0.00","600.00"$/,
    );
    expect(lines).toHaveLength(4);
  });
});

describe('GET /api/admin/reports/returns', () => {
  it('gives units sent back of the units sold, overall and per product, rejected requests left out', async () => {
    const lehenga = await createShopProduct(app, 'Bridal Lehenga', [
      { color: 'Red', size: 'M', originalPrice: '1000.00', stock: 50 },
      { color: 'Red', size: 'L', originalPrice: '1000.00', stock: 50 },
    ]);
    const [redM, redL] = lehenga.variantIds as [string, string];
    const belt = (await createShopProduct(app, 'Leather Belt', [{ originalPrice: '300.00', stock: 50 }]))
      .variantIds[0] as string;
    const first = await orderAt(ist('2022-09-01 11:00'), [
      [redM, 4],
      [belt, 2],
    ]);
    const second = await orderAt(ist('2022-09-02 11:00'), [[redM, 2]]);
    await orderAt(ist('2022-10-05 11:00'), [[redM, 5]]); // outside the range
    const delivered = await deliver(app, admin, first.orderId);
    const lehengaLine = delivered.items.find((line) => line.product.id === lehenga.id)?.id as string;
    const refunded = await askedReturn(app, first.user, first.orderId, [
      { orderItemId: lehengaLine, quantity: 1, type: 'RETURN' },
      { orderItemId: lehengaLine, quantity: 1, type: 'EXCHANGE', exchangeVariantId: redL },
    ]);
    await movedReturn(app, admin, refunded.id, ['APPROVED', 'RECEIVED', ['REFUNDED', 'Paid back in cash.']]);
    const secondLine = (await deliver(app, admin, second.orderId)).items[0]?.id as string;
    const rejected = await askedReturn(app, second.user, second.orderId, [
      { orderItemId: secondLine, quantity: 2, type: 'RETURN' },
    ]);
    await movedReturn(app, admin, rejected.id, [['REJECTED', 'Worn and washed.']]);

    const res = await get('returns?from=2022-09-01&to=2022-09-30');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      from: '2022-09-01',
      to: '2022-09-30',
      totals: { unitsSold: 8, unitsReturned: 1, unitsExchanged: 1, returnRatePercent: 25 },
      products: [
        {
          productId: lehenga.id,
          name: 'Bridal Lehenga',
          category: expect.stringMatching(/^Jackets /),
          unitsSold: 6,
          unitsReturned: 1,
          unitsExchanged: 1,
          returnRatePercent: 33.3,
        },
        expect.objectContaining({
          name: 'Leather Belt',
          unitsSold: 2,
          unitsReturned: 0,
          returnRatePercent: 0,
        }),
      ],
    });

    const csv = (await get('returns.csv?from=2022-09-01&to=2022-09-30')).body.split('\r\n');
    expect(csv[0]).toBe(
      '\uFEFF"Product","Category","Product id","Units sold","Units returned","Units exchanged","Return rate (%)"',
    );
    expect(csv[1]).toMatch(/^"Bridal Lehenga",".+","[0-9a-f-]{36}","6","1","1","33.3"$/);
    expect(csv[3]).toBe('"All products","","","8","1","1","25.0"');

    // The refund counts in the sales report on the day it was given: today in India.
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
    const sales = (await get(`sales?from=${today}&to=${today}`)).json();
    expect(sales.totals).toMatchObject({ orders: 0, refunds: '1000.00' });
  });
});

describe('bad input', () => {
  it('refuses a report no one could read with 400, the field and a sentence', async () => {
    const cases: [string, string, string][] = [
      [
        'sales?from=2025-02-30&to=2025-03-01',
        'from',
        'The start date must be a real date written YYYY-MM-DD.',
      ],
      ['sales?from=2025-03-01', 'to', 'The end date must be a real date written YYYY-MM-DD.'],
      [
        'returns?from=1-3-2025&to=2025-03-01',
        'from',
        'The start date must be a real date written YYYY-MM-DD.',
      ],
      ['sales?from=2025-03-02&to=2025-03-01', 'to', 'The end date must be on or after the start date.'],
      [
        'sales?from=2022-01-01&to=2024-12-31&by=day',
        'to',
        'A report by day can cover at most 366 days: choose by week or by month for a longer range.',
      ],
      [
        'sales.csv?from=2020-01-01&to=2024-12-31&by=week',
        'to',
        'A report by week can cover at most 3 years: choose by month for a longer range.',
      ],
      ['top-products?from=2000-01-01&to=2024-12-31', 'to', 'A report can cover at most 10 years.'],
      ['sales?from=2025-03-01&to=2025-03-02&by=year', 'by', 'By must be day, week or month.'],
      ['top-products?from=2025-03-01&to=2025-03-02&limit=0', 'limit', 'Limit must be between 1 and 500.'],
    ];
    for (const [url, field, message] of cases) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json(), url).toEqual({ message, errors: { [field]: message } });
    }
  });

  it('answers a whole year by day and 10 years by month', async () => {
    expect((await get('sales?from=2024-01-01&to=2024-12-31&by=day')).json().periods).toHaveLength(366);
    expect((await get('sales?from=2015-01-01&to=2024-12-31&by=month')).json().periods).toHaveLength(120);
  });

  it('is for the owner and accounts only', async () => {
    const orders = await createTestUser(app, 'ADMIN', 'ORDERS');
    const accounts = await createTestUser(app, 'ADMIN', 'ACCOUNTS');
    expect((await get('sales?from=2025-03-01&to=2025-03-01', orders)).statusCode).toBe(403);
    expect((await get('returns.csv?from=2025-03-01&to=2025-03-01', accounts)).statusCode).toBe(200);
  });
});
