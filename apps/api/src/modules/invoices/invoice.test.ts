import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app';
import { saveCompanyDetails } from '../../../test/catalogue-fixtures';
import { applyCode, createCoupon } from '../../../test/coupon-fixtures';
import { expectedTaxable, fetchInvoice, orderFor, setStatus, ship } from '../../../test/invoice-fixtures';
import { type InvoiceRow, invoiceTable, paiseOf, pdfText } from '../../../test/invoice-text';
import {
  addToCart,
  codDefaults,
  createAddress,
  createShopProduct,
  placeOrder,
  saveShopSettings,
} from '../../../test/shop-fixtures';
import { createTestUser } from '../../../test/users';
import { products } from '../../db/schema/catalogue';

const { app } = await createTestApp();
const admin = await createTestUser(app, 'ADMIN');
await saveCompanyDetails(app.db, {
  name: 'Vastra Fashions',
  address: '12 MG Road, Bengaluru',
  state: 'Karnataka',
  gstin: '29AAGCB7383J1Z4',
});

/** A product with one variant at this price; its HSN code and, when given, its own GST rate. */
async function productAt(name: string, price: string, options: { hsnCode?: string; gstRate?: string } = {}) {
  const product = await createShopProduct(
    app,
    name,
    [{ color: 'Indigo', size: 'M', originalPrice: price, stock: 500 }],
    { hsnCode: options.hsnCode ?? '6205', gstRate: options.gstRate ?? null },
  );
  return product.variantIds[0] as string;
}

async function shippedInvoiceText(lines: { variantId: string; quantity: number }[], state = 'Karnataka') {
  const customer = await createTestUser(app);
  const orderId = await orderFor(app, customer, lines, state);
  await ship(app, admin, orderId);
  const res = await fetchInvoice(app, customer, orderId);
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('application/pdf');
  return pdfText(res.rawPayload);
}

/** Each line's value and tax make up exactly what was paid for it, as does the total. */
function expectExactSplit(rows: InvoiceRow[], total: ReturnType<typeof invoiceTable>['total']) {
  for (const row of rows) {
    expect(row.amount).toBe(row.unitPrice * row.quantity - row.discount);
    expect(row.taxableValue).toBe(expectedTaxable(row.amount, row.rate));
    expect(row.taxableValue + row.taxes.reduce((a, b) => a + b, 0)).toBe(row.amount);
  }
  const sum = (pick: (row: InvoiceRow) => number) => rows.reduce((s, row) => s + pick(row), 0);
  expect(total.amount).toBe(sum((row) => row.amount));
  expect(total.taxableValue).toBe(sum((row) => row.taxableValue));
  total.taxes.forEach((tax, i) => {
    expect(tax).toBe(sum((row) => row.taxes[i] ?? 0));
  });
  expect(total.taxableValue + total.taxes.reduce((a, b) => a + b, 0)).toBe(total.amount);
}

describe('the GST tax invoice', () => {
  it('is a 409 until the order ships, a 404 for another shopper, and the admin can read any', async () => {
    const customer = await createTestUser(app);
    const stranger = await createTestUser(app);
    const orderId = await orderFor(app, customer, [
      { variantId: await productAt('Cotton Kurta', '899.00'), quantity: 1 },
    ]);
    const early = await fetchInvoice(app, customer, orderId);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toEqual({ message: 'The invoice is issued when the order ships.' });
    const number = await ship(app, admin, orderId);
    expect(number).toMatch(/^INV\/\d{4}-\d{2}\/\d{6}$/);
    const own = await fetchInvoice(app, customer, orderId);
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-disposition']).toBe(
      `attachment; filename="${number.replaceAll('/', '-')}.pdf"`,
    );
    expect((await fetchInvoice(app, stranger, orderId)).statusCode).toBe(404);
    expect((await fetchInvoice(app, stranger, orderId)).json()).toEqual({ message: 'Order not found.' });
    expect((await fetchInvoice(app, admin, orderId)).statusCode).toBe(200);
    const guest = await app.inject({ method: 'GET', url: `/api/orders/${orderId}/invoice` });
    expect(guest.statusCode).toBe(401);
  });

  it('splits lines delivered within the seller’s state into taxable value, CGST and SGST that add up to the price paid, to the paisa', async () => {
    const text = await shippedInvoiceText([
      { variantId: await productAt('Linen Shirt', '1299.00'), quantity: 3 },
      {
        variantId: await productAt('Wool Blazer', '4999.99', { hsnCode: '6203', gstRate: '12.00' }),
        quantity: 1,
      },
      { variantId: await productAt('Printed Tee', '333.33', { hsnCode: '6109' }), quantity: 7 },
      { variantId: await productAt('Silk Dupatta', '0.99', { hsnCode: '5007' }), quantity: 1 },
    ]);
    const { rows, total } = invoiceTable(text);
    expect(rows.map((row) => [row.description, row.hsn, row.quantity, row.rate])).toEqual([
      ['Linen Shirt (Indigo, M)', '6205', 3, 5],
      ['Printed Tee (Indigo, M)', '6109', 7, 5],
      ['Silk Dupatta (Indigo, M)', '5007', 1, 5],
      ['Wool Blazer (Indigo, M)', '6203', 1, 12],
    ]);
    for (const row of rows) {
      expect(row.taxes).toHaveLength(2);
      const [cgst = 0, sgst = 0] = row.taxes;
      // The two halves differ by at most the odd paisa.
      expect(cgst - sgst).toBeGreaterThanOrEqual(0);
      expect(cgst - sgst).toBeLessThanOrEqual(1);
    }
    expectExactSplit(rows, total);
    // 3 x 1,299.00 = 3,897.00 at 5%: 3,711.43 taxable, 185.57 tax as 92.79 + 92.78.
    expect(rows[0]).toMatchObject({ taxableValue: 371143, taxes: [9279, 9278], amount: 389700 });
    expect(total.amount).toBe(389700 + 233331 + 99 + 499999);
    expect(text).toContain('CGST');
    expect(text).not.toContain('IGST');
    expect(text).toContain('Place of supply: Karnataka (29)');
    expect(text).toContain('GSTIN: 29AAGCB7383J1Z4');
    expect(text).toContain('State: Karnataka (29)');
    expect(text).toContain('Vastra Fashions');
    expect(text).toContain('Asha Rao');
    expect(text).toContain('Mobile: +91 98765 43210');
    expect(text).toContain(`Total amount: Rs. 11,231.29`);
    expect(text).toContain(
      'Amount in words: Rupees Eleven Thousand Two Hundred Thirty One and Twenty Nine Paise Only',
    );
  });

  it('charges IGST alone on lines delivered to another state', async () => {
    const text = await shippedInvoiceText(
      [
        { variantId: await productAt('Chino Trousers', '1899.50', { hsnCode: '6203' }), quantity: 2 },
        {
          variantId: await productAt('Leather Belt', '749.00', { hsnCode: '4203', gstRate: '18.00' }),
          quantity: 1,
        },
      ],
      'Maharashtra',
    );
    const { rows, total } = invoiceTable(text);
    expect(rows).toHaveLength(2);
    for (const row of rows) expect(row.taxes).toHaveLength(1);
    expectExactSplit(rows, total);
    expect(rows.map((row) => row.rate)).toEqual([5, 18]);
    expect(text).toContain('IGST');
    expect(text).not.toContain('CGST');
    expect(text).toContain('Place of supply: Maharashtra (27)');
  });

  it('charges IGST to a delivery state it does not recognise, printing the state as the shopper wrote it', async () => {
    const text = await shippedInvoiceText(
      [{ variantId: await productAt('Cotton Saree', '1599.00', { hsnCode: '5208' }), quantity: 1 }],
      'Karnatka',
    );
    const { rows, total } = invoiceTable(text);
    expect(rows).toHaveLength(1);
    for (const row of rows) expect(row.taxes).toHaveLength(1);
    expectExactSplit(rows, total);
    expect(text).toContain('IGST');
    expect(text).not.toContain('CGST');
    expect(text).toContain('Place of supply: Karnatka');
    expect(text).not.toContain('Place of supply: Karnatka (');
  });

  it('applies the apparel slab at and around the threshold: the lower rate while the price less that tax is at most it', async () => {
    // Rs. 2,500 before 5% is Rs. 2,625.00 with it.
    const prices = ['999.00', '2624.99', '2625.00', '2625.01', '3000.00'];
    const lines = [];
    for (const price of prices)
      lines.push({ variantId: await productAt(`Kurta ${price}`, price), quantity: 1 });
    const { rows, total } = invoiceTable(await shippedInvoiceText(lines));
    const byPrice = [...rows].sort((a, b) => a.unitPrice - b.unitPrice);
    expect(byPrice.map((row) => [row.unitPrice, row.rate])).toEqual([
      [paiseOf('999.00'), 5],
      [paiseOf('2624.99'), 5],
      [paiseOf('2625.00'), 5],
      [paiseOf('2625.01'), 18],
      [paiseOf('3000.00'), 18],
    ]);
    expectExactSplit(rows, total);
  });

  it('follows the admin’s slab: threshold and both rates, while a product’s own rate stays its own', async () => {
    const settings = await saveShopSettings(app, admin, {
      ...codDefaults,
      apparelThreshold: '1000',
      apparelRateUpTo: 5,
      apparelRateAbove: '12',
    });
    expect(settings.statusCode, settings.body).toBe(200);
    expect(settings.json()).toMatchObject({
      apparelThreshold: '1000.00',
      apparelRateUpTo: 5,
      apparelRateAbove: 12,
    });
    try {
      const { rows, total } = invoiceTable(
        await shippedInvoiceText([
          { variantId: await productAt('Tee 1050.00', '1050.00'), quantity: 2 },
          { variantId: await productAt('Tee 1050.01', '1050.01'), quantity: 1 },
          { variantId: await productAt('Cap 1500.00', '1500.00', { gstRate: '0.25' }), quantity: 1 },
        ]),
      );
      expect(rows.map((row) => row.rate)).toEqual([0.25, 5, 12]);
      expectExactSplit(rows, total);
    } finally {
      await saveShopSettings(app, admin, {
        ...codDefaults,
        apparelThreshold: '2500',
        apparelRateUpTo: 5,
        apparelRateAbove: 18,
      });
    }
  });

  it('keeps the rate it was issued with when the product’s rate changes later', async () => {
    const customer = await createTestUser(app);
    const variantId = await productAt('Denim Jacket', '2999.00', { gstRate: '12.00' });
    const orderId = await orderFor(app, customer, [{ variantId, quantity: 1 }]);
    await ship(app, admin, orderId);
    await app.db.update(products).set({ gstRate: '28.00' }).where(eq(products.name, 'Denim Jacket'));
    const { rows } = invoiceTable(pdfText((await fetchInvoice(app, customer, orderId)).rawPayload));
    expect(rows.map((row) => row.rate)).toEqual([12]);
  });

  it('refuses bad slab settings with a 400 naming each field, changing nothing', async () => {
    const res = await saveShopSettings(app, admin, {
      ...codDefaults,
      apparelThreshold: 'lots',
      apparelRateUpTo: 101,
      apparelRateAbove: '5.555',
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors)).toEqual([
      'apparelThreshold',
      'apparelRateUpTo',
      'apparelRateAbove',
    ]);
    const read = await app.inject({ method: 'GET', url: '/api/admin/settings', headers: admin.auth });
    expect(read.json()).toMatchObject({
      apparelThreshold: '2500.00',
      apparelRateUpTo: 5,
      apparelRateAbove: 18,
    });
  });

  it('gives an order marked delivered without being shipped first its invoice all the same', async () => {
    const customer = await createTestUser(app);
    const orderId = await orderFor(app, customer, [
      { variantId: await productAt('Nehru Jacket', '2199.00'), quantity: 1 },
    ]);
    const res = await setStatus(app, admin, orderId, 'DELIVERED');
    expect(res.json().order.invoiceNumber).toMatch(/^INV\//);
    expect((await fetchInvoice(app, customer, orderId)).statusCode).toBe(200);
  });

  it("taxes each line on what was paid after its share of a coupon's discount, to the paisa", async () => {
    await createCoupon(app, admin, { code: 'INVOICE333', type: 'FLAT', value: '333.33' });
    const customer = await createTestUser(app);
    const addressId = await createAddress(app, customer.id, { state: 'Maharashtra' });
    await addToCart(app, customer, await productAt('Khadi Kurta', '1499.00', { hsnCode: '6205' }), 2);
    await addToCart(app, customer, await productAt('Silk Saree', '5999.00', { gstRate: '12.00' }), 1);
    expect((await applyCode(app, customer, 'INVOICE333')).statusCode).toBe(200);
    const placed = await placeOrder(app, customer, { addressId, paymentMethod: 'COD' });
    expect(placed.statusCode, placed.body).toBe(201);
    const { id: orderId, orderTotal } = placed.json().order;
    await ship(app, admin, orderId);

    const { rows, total } = invoiceTable(pdfText((await fetchInvoice(app, customer, orderId)).rawPayload));
    expect(rows.reduce((sum, row) => sum + row.discount, 0)).toBe(33333);
    expect(rows.every((row) => row.discount > 0)).toBe(true);
    expectExactSplit(rows, total);
    // The invoice's total is the order's: 2 x 1,499.00 + 5,999.00 - 333.33.
    expect(total.amount).toBe(paiseOf(orderTotal));
    expect(total.amount).toBe(299800 + 599900 - 33333);
  });
});
