import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app';
import { applyCode, createCoupon } from '../../../test/coupon-fixtures';
import { fetchInvoice, orderFor, putCompanyDetails, ship } from '../../../test/invoice-fixtures';
import { billTable, invoiceTable, paiseOf, pdfText } from '../../../test/invoice-text';
import { askedReturn, deliveredOrder, movedReturn } from '../../../test/return-fixtures';
import { addToCart, createAddress, createShopProduct, placeOrder } from '../../../test/shop-fixtures';
import { createTestUser, type TestUser } from '../../../test/users';
import { financialYearOf } from './financial-year';

// No company details are saved until a test saves them: a shop that has not entered any.
const { app } = await createTestApp();
const admin = await createTestUser(app, 'ADMIN');
const series = `INV/${financialYearOf(new Date())}/`;
const sequenceOf = (number: string) => {
  expect(number.startsWith(series)).toBe(true);
  return Number(number.slice(series.length));
};

/** A product with one variant at this price (and an HSN code and rate a tax invoice would use). */
async function productAt(name: string, price: string) {
  const product = await createShopProduct(
    app,
    name,
    [{ color: 'Indigo', size: 'M', originalPrice: price, stock: 500 }],
    { hsnCode: '6205', gstRate: '12.00' },
  );
  return product.variantIds[0] as string;
}

async function invoiceText(customer: TestUser, orderId: string): Promise<string> {
  const res = await fetchInvoice(app, customer, orderId);
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('application/pdf');
  return pdfText(res.rawPayload);
}

/** No GSTIN, no place of supply, no tax column or tax word anywhere; says the seller is not registered. */
function expectNoTax(text: string) {
  expect(text).toContain('BILL OF SUPPLY');
  expect(text).toContain('Seller not registered under GST');
  expect(text).not.toContain('TAX INVOICE');
  expect(text).not.toContain('GSTIN');
  expect(text).not.toMatch(/CGST|SGST|IGST|GST %|HSN|Taxable value|Place of supply|inclusive of GST/);
}

/** Each line is its quantity at its price less its discount, and the total row is the lines' sum. */
function expectLinesAddUp({ rows, total }: ReturnType<typeof billTable>) {
  expect(rows.length).toBeGreaterThan(0);
  for (const row of rows) expect(row.amount).toBe(row.unitPrice * row.quantity - row.discount);
  const sum = (pick: (row: (typeof rows)[number]) => number) => rows.reduce((s, row) => s + pick(row), 0);
  expect(total.quantity).toBe(sum((row) => row.quantity));
  expect(total.discount).toBe(sum((row) => row.discount));
  expect(total.amount).toBe(sum((row) => row.amount));
}

describe('a bill of supply, for a shop not registered for GST', () => {
  it('is what a shop that never saved its details ships with: no GSTIN, no tax, lines that add up', async () => {
    const customer = await createTestUser(app);
    const orderId = await orderFor(app, customer, [
      { variantId: await productAt('Linen Shirt', '1299.00'), quantity: 3 },
      { variantId: await productAt('Printed Tee', '333.33'), quantity: 7 },
    ]);
    const number = await ship(app, admin, orderId);
    expect(number).toMatch(/^INV\/\d{4}-\d{2}\/\d{6}$/);

    const text = await invoiceText(customer, orderId);
    expectNoTax(text);
    const table = billTable(text);
    expectLinesAddUp(table);
    expect(table.rows.map((row) => [row.description, row.quantity, row.unitPrice])).toEqual([
      ['Linen Shirt (Indigo, M)', 3, 129900],
      ['Printed Tee (Indigo, M)', 7, 33333],
    ]);
    expect(table.total.amount).toBe(389700 + 233331);
    expect(text).toContain(`Invoice number: ${number}`);
    // The storefront's fallback brand names the seller while no details are saved.
    expect(text).toContain('Vastra');
    expect(text).toContain('Asha Rao');
    expect(text).toContain('Total amount: Rs. 6,230.31');
    expect(text).toContain(
      'Amount in words: Rupees Six Thousand Two Hundred Thirty and Thirty One Paise Only',
    );
  });

  it('bills a coupon’s discount line by line, its total the order’s, for a shop that cleared its GSTIN', async () => {
    await putCompanyDetails(app, admin, { gstin: '29AAGCB7383J1Z4', state: 'Karnataka' });
    await putCompanyDetails(app, admin, { gstin: '', state: '' });
    await createCoupon(app, admin, { code: 'BILL333', type: 'FLAT', value: '333.33' });
    const customer = await createTestUser(app);
    const addressId = await createAddress(app, customer.id, { state: 'Maharashtra' });
    await addToCart(app, customer, await productAt('Khadi Kurta', '1499.00'), 2);
    await addToCart(app, customer, await productAt('Silk Saree', '5999.00'), 1);
    expect((await applyCode(app, customer, 'BILL333')).statusCode).toBe(200);
    const placed = await placeOrder(app, customer, { addressId, paymentMethod: 'COD' });
    expect(placed.statusCode, placed.body).toBe(201);
    const { id: orderId, orderTotal } = placed.json().order;
    await ship(app, admin, orderId);

    const text = await invoiceText(customer, orderId);
    expectNoTax(text);
    expect(text).toContain('Vastra Fashions');
    expect(text).toContain('Pincode 560001');
    const table = billTable(text);
    expectLinesAddUp(table);
    expect(table.rows.every((row) => row.discount > 0)).toBe(true);
    expect(table.total.discount).toBe(33333);
    // 2 x 1,499.00 + 5,999.00 - 333.33.
    expect(table.total.amount).toBe(paiseOf(orderTotal));
    expect(table.total.amount).toBe(299800 + 599900 - 33333);
  });

  it('keeps its kind when the GSTIN changes later, in the one series of numbers', async () => {
    const variantId = await productAt('Cotton Kurta', '899.00');
    const customer = await createTestUser(app);
    const [billed, taxed, billedAgain] = [
      await orderFor(app, customer, [{ variantId, quantity: 1 }]),
      await orderFor(app, customer, [{ variantId, quantity: 1 }]),
      await orderFor(app, customer, [{ variantId, quantity: 1 }]),
    ];
    await putCompanyDetails(app, admin, { gstin: '', state: '' });
    const first = sequenceOf(await ship(app, admin, billed));
    await putCompanyDetails(app, admin, { gstin: '29AAGCB7383J1Z4', state: 'Karnataka' });
    expect(sequenceOf(await ship(app, admin, taxed))).toBe(first + 1);
    await putCompanyDetails(app, admin, { gstin: '' });
    expect(sequenceOf(await ship(app, admin, billedAgain))).toBe(first + 2);

    // A GSTIN entered after the bill of supply does not make it a tax invoice, nor clearing it undo one.
    expectNoTax(await invoiceText(customer, billed));
    const taxInvoice = await invoiceText(customer, taxed);
    expect(taxInvoice).toContain('TAX INVOICE');
    expect(taxInvoice).toContain('GSTIN: 29AAGCB7383J1Z4');
    expect(invoiceTable(taxInvoice).rows.map((row) => row.rate)).toEqual([12]);
    const laterBill = await invoiceText(customer, billedAgain);
    expectNoTax(laterBill);
    // The state stays saved without a GSTIN and is printed as the seller's.
    expect(laterBill).toContain('State: Karnataka');
    expect(laterBill).not.toContain('(29)');
  });

  it('is credited, when goods come back, by a credit note with no tax on it either', async () => {
    await putCompanyDetails(app, admin, { gstin: '', state: '' });
    const customer = await createTestUser(app);
    const { orderId, lines } = await deliveredOrder(app, admin, customer, [
      { variantId: await productAt('Wool Shawl', '1299.00'), quantity: 2 },
    ]);
    const request = await askedReturn(app, customer, orderId, [
      { orderItemId: lines[0]?.id as string, quantity: 1, type: 'RETURN' },
    ]);
    await movedReturn(app, admin, request.id, ['APPROVED', 'RECEIVED', ['REFUNDED', 'Paid back in cash.']]);
    const note = await app.inject({
      method: 'GET',
      url: `/api/returns/${request.id}/credit-note`,
      headers: customer.auth,
    });
    expect(note.statusCode).toBe(200);
    const text = pdfText(note.rawPayload);
    expect(text).toContain('CREDIT NOTE');
    expect(text).toContain('issued against the bill of supply below');
    expect(text).toContain('Seller not registered under GST');
    expect(text).not.toMatch(/GSTIN|CGST|SGST|IGST|HSN|Taxable value|Place of supply|inclusive of GST/);
    const { rows, total } = billTable(text);
    expect(rows.map((row) => row.quantity)).toEqual([1]);
    expect(total.amount).toBe(paiseOf(request.items[0]?.refundAmount as string));
  });
});
