import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app';
import { saveCompanyDetails } from '../../../test/catalogue-fixtures';
import { expectedTaxable, fetchInvoice, orderFor, ship } from '../../../test/invoice-fixtures';
import { invoiceTable, paiseOf, pdfText } from '../../../test/invoice-text';
import { askedReturn, deliver, movedReturn } from '../../../test/return-fixtures';
import { codDefaults, createShopProduct, saveShopSettings } from '../../../test/shop-fixtures';
import { createTestUser, type TestUser } from '../../../test/users';

const { app } = await createTestApp();
const admin = await createTestUser(app, 'ADMIN');
await saveCompanyDetails(app.db, {
  name: 'Vastra Fashions',
  address: '12 MG Road, Bengaluru',
  state: 'Karnataka',
  gstin: '29AAGCB7383J1Z4',
});
const fee = await saveShopSettings(app, admin, { ...codDefaults, codFee: '49.00' });
expect(fee.statusCode, fee.body).toBe(200);

/** A product with one variant at this price, its HSN code, and its own GST rate when given. */
async function productAt(name: string, price: string, hsnCode: string, gstRate: string | null = null) {
  const product = await createShopProduct(
    app,
    name,
    [{ color: 'Indigo', size: 'M', originalPrice: price, stock: 500 }],
    { hsnCode, gstRate },
  );
  return product.variantIds[0] as string;
}

// 5% by the apparel rule (Rs. 1,299.00 is under the threshold), and 12% of its own.
const shirt = await productAt('Linen Shirt', '1299.00', '6205');
const blazer = await productAt('Wool Blazer', '4999.99', '6203', '12.00');

const money = String.raw`(\d[\d,]*\.\d{2})`;
/** The fee's row: no units, its HSN code and rate, and its amount split as the goods' are. */
const FEE_ROW = new RegExp(
  String.raw`^\s*\d+\s+COD fee\s+(\d{4,8})\s+-\s+(\d+(?:\.\d+)?)\s+${money}\s+${money}\s+${money}(?:\s+${money})?\s+${money}\s*$`,
  'm',
);

function feeRow(text: string) {
  const row = FEE_ROW.exec(text);
  if (!row) throw new Error(`no COD fee row in the invoice:\n${text}`);
  const [, hsn, rate, unitPrice, taxable, tax1, tax2, amount] = row;
  return {
    hsn,
    rate: Number(rate),
    unitPrice: paiseOf(unitPrice as string),
    taxableValue: paiseOf(taxable as string),
    taxes: [tax1, tax2].filter((tax): tax is string => tax !== undefined).map(paiseOf),
    amount: paiseOf(amount as string),
  };
}

/** A shopper's COD order of these lines to `state`, shipped: its id and its invoice's text. */
async function shippedOrder(
  customer: TestUser,
  lines: { variantId: string; quantity: number }[],
  state: string,
) {
  const orderId = await orderFor(app, customer, lines, state);
  await ship(app, admin, orderId);
  const res = await fetchInvoice(app, customer, orderId);
  expect(res.statusCode).toBe(200);
  return { orderId, text: pdfText(res.rawPayload) };
}

describe('the COD fee on the GST tax invoice', () => {
  it('is a line of its own, taxed with CGST and SGST at the rate of the line of the highest taxable value', async () => {
    const { text } = await shippedOrder(
      await createTestUser(app),
      [
        { variantId: shirt, quantity: 1 },
        { variantId: blazer, quantity: 1 },
      ],
      'Karnataka',
    );
    const { rows, total } = invoiceTable(text);
    // The goods' rows (the shared reader takes the fee's "-" units for an HSN code: feeRow reads it).
    const goods = rows.filter((row) => !row.description.startsWith('COD fee'));
    expect(goods.map((row) => [row.description, row.rate, row.taxableValue])).toEqual([
      ['Linen Shirt (Indigo, M)', 5, 123714],
      ['Wool Blazer (Indigo, M)', 12, 446428],
    ]);
    // The blazer is the principal supply: Rs. 49.00 at 12% is Rs. 43.75 and Rs. 5.25 of tax, 2.63 + 2.62.
    expect(feeRow(text)).toEqual({
      hsn: '6203',
      rate: 12,
      unitPrice: 4900,
      taxableValue: 4375,
      taxes: [263, 262],
      amount: 4900,
    });
    expect(expectedTaxable(4900, 12)).toBe(4375);
    // The units are the goods': the fee has none.
    expect(total).toEqual({
      quantity: 2,
      taxableValue: 123714 + 446428 + 4375,
      taxes: [3093 + 26786 + 263, 3093 + 26785 + 262],
      amount: 129900 + 499999 + 4900,
    });
    expect(text).toContain('Total amount: Rs. 6,347.99');
    expect(text).toContain(
      'Amount in words: Rupees Six Thousand Three Hundred Forty Seven and Ninety Nine Paise Only',
    );
    expect(text).toContain('The COD fee is part of a composite supply with the goods');
    expect(text).not.toMatch(/shipping/i);
  });

  it('follows the principal supply across states: IGST at its rate, to the paisa', async () => {
    // Four shirts (Rs. 4,948.57 taxable) now outweigh the blazer (Rs. 4,464.28): the fee takes 5%.
    const { text } = await shippedOrder(
      await createTestUser(app),
      [
        { variantId: shirt, quantity: 4 },
        { variantId: blazer, quantity: 1 },
      ],
      'Maharashtra',
    );
    const row = feeRow(text);
    expect(row).toEqual({
      hsn: '6205',
      rate: 5,
      unitPrice: 4900,
      taxableValue: expectedTaxable(4900, 5),
      taxes: [4900 - expectedTaxable(4900, 5)],
      amount: 4900,
    });
    expect(row.taxableValue).toBe(4667);
    const { total } = invoiceTable(text);
    expect(total.quantity).toBe(5);
    expect(total.amount).toBe(4 * 129900 + 499999 + 4900);
    expect(total.taxableValue + (total.taxes[0] ?? 0)).toBe(total.amount);
    expect(text).toContain('Total amount: Rs. 10,244.99');
  });
});

describe('a return of a cash on delivery order with a fee', () => {
  it('refunds the goods exactly as paid and never the fee, in the refund and its credit note', async () => {
    const customer = await createTestUser(app);
    const { orderId } = await shippedOrder(
      customer,
      [
        { variantId: shirt, quantity: 2 },
        { variantId: blazer, quantity: 1 },
      ],
      'Karnataka',
    );
    const order = await deliver(app, admin, orderId);
    expect(order).toMatchObject({ orderTotal: '7646.99', codFee: '49.00' });
    const request = await askedReturn(
      app,
      customer,
      orderId,
      order.items.map((item) => ({ orderItemId: item.id, quantity: item.quantity, type: 'RETURN' as const })),
    );
    const refunded = await movedReturn(app, admin, request.id, [
      'APPROVED',
      'RECEIVED',
      ['REFUNDED', 'Rs. 7,597.99 sent by UPI.'],
    ]);
    // Everything came back: the goods' Rs. 7,597.99, the order's total less the Rs. 49.00 fee.
    expect(refunded).toMatchObject({ refundTotal: '7597.99', refund: { amount: '7597.99' } });

    const note = await app.inject({
      method: 'GET',
      url: `/api/returns/${request.id}/credit-note`,
      headers: customer.auth,
    });
    expect(note.statusCode).toBe(200);
    const text = pdfText(note.rawPayload);
    expect(text).toContain('Total credit: Rs. 7,597.99');
    expect(text).not.toContain('COD fee');
    expect(invoiceTable(text).total.amount).toBe(759799);
  });
});
