import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app';
import { saveCompanyDetails } from '../../../test/catalogue-fixtures';
import { applyCode, createCoupon } from '../../../test/coupon-fixtures';
import { expectedTaxable, orderFor, setStatus } from '../../../test/invoice-fixtures';
import { invoiceTable, paiseOf, pdfText } from '../../../test/invoice-text';
import { waitForMail } from '../../../test/outbox';
import {
  askedReturn,
  deliveredOrder,
  movedReturn,
  moveReturn,
  paidOnlineDeliveredOrder,
} from '../../../test/return-fixtures';
import { addToCart, createAddress, createShopProduct, placeOrder } from '../../../test/shop-fixtures';
import { createTestUser, type TestUser } from '../../../test/users';
import { financialYearOf } from '../invoices';

const { app, config } = await createTestApp();
const admin = await createTestUser(app, 'ADMIN');
await saveCompanyDetails(app.db, { state: 'Karnataka', gstin: '29AAGCB7383J1Z4' });

async function product(name: string, price: string, options: { hsnCode?: string; gstRate?: string } = {}) {
  const created = await createShopProduct(
    app,
    name,
    [
      { color: 'Indigo', size: 'M', originalPrice: price, stock: 500 },
      { color: 'Indigo', size: 'L', originalPrice: price, stock: 500 },
    ],
    { hsnCode: options.hsnCode ?? '6205', gstRate: options.gstRate ?? null },
  );
  const [m, l] = created.variantIds as [string, string];
  return { m, l };
}

const creditNote = (user: TestUser, returnId: string) =>
  app.inject({ method: 'GET', url: `/api/returns/${returnId}/credit-note`, headers: user.auth });

const series = `CN/${financialYearOf(new Date())}/`;
const sequenceOf = (number: string) => {
  expect(number.startsWith(series)).toBe(true);
  return Number(number.slice(series.length));
};

describe('refunding a cash on delivery order the way it was paid', () => {
  it('needs the admin’s note saying how the money went back, and records the refund with it', async () => {
    const shirt = await product('Oxford Shirt', '1299.00');
    const customer = await createTestUser(app);
    const { orderId, lines } = await deliveredOrder(app, admin, customer, [
      { variantId: shirt.m, quantity: 2 },
    ]);
    const request = await askedReturn(
      app,
      customer,
      orderId,
      [{ orderItemId: lines[0]?.id as string, quantity: 1, type: 'RETURN' }],
      'ORIGINAL',
    );
    await movedReturn(app, admin, request.id, ['APPROVED', 'RECEIVED']);
    const bare = await moveReturn(app, admin, request.id, 'REFUNDED');
    expect(bare.statusCode).toBe(400);
    expect(bare.json()).toEqual({
      message: 'Add a note saying how the money was paid back.',
      errors: { note: 'Add a note saying how the money was paid back.' },
    });
    expect((await creditNote(customer, request.id)).statusCode).toBe(409);

    const refunded = await movedReturn(app, admin, request.id, [
      ['REFUNDED', 'Rs. 1,299 sent by UPI to 98765 43210 on 3 Dec.'],
    ]);
    expect(refunded).toMatchObject({
      status: 'REFUNDED',
      refundTotal: '1299.00',
      refund: { amount: '1299.00', method: 'RECORDED', state: 'COMPLETED', reference: null },
    });
    const mail = await waitForMail(
      config.dataDir,
      customer.email,
      `Your refund for return #${request.id.slice(0, 8)}`,
    );
    expect(mail).toContain('We have refunded Rs. 1,299.00.');
    expect(mail).toContain('How it was paid back: Rs. 1,299 sent by UPI to 98765 43210 on 3 Dec.');
  });
});

describe('cash on delivery is paid at the door', () => {
  it('so a delivered COD order has its payment recorded, and a refund is always of money the shop took', async () => {
    const shirt = await product('Check Shirt', '799.00');
    const customer = await createTestUser(app);
    const orderId = await orderFor(app, customer, [{ variantId: shirt.m, quantity: 1 }]);
    const moved = async (status: string) => {
      const res = await setStatus(app, admin, orderId, status);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().order;
    };
    expect((await moved('SHIPPED')).paymentStatus).toBe('PENDING');
    expect((await moved('DELIVERED')).paymentStatus).toBe('COMPLETED');
    // A delivery marked by mistake and moved back: the cash has not been taken yet.
    expect((await moved('SHIPPED')).paymentStatus).toBe('PENDING');
    const delivered = await moved('DELIVERED');
    expect(delivered.paymentStatus).toBe('COMPLETED');

    const request = await askedReturn(
      app,
      customer,
      orderId,
      [{ orderItemId: delivered.items[0].id, quantity: 1, type: 'RETURN' }],
      'ORIGINAL',
    );
    const refunded = await movedReturn(app, admin, request.id, [
      'APPROVED',
      'RECEIVED',
      ['REFUNDED', 'Rs. 799 handed back in cash.'],
    ]);
    expect(refunded.refund).toMatchObject({ amount: '799.00', method: 'RECORDED', state: 'COMPLETED' });
  });

  it('a delivered COD order cancelled and reopened is unpaid again: the cash was never kept', async () => {
    const shirt = await product('Linen Shirt', '999.00');
    const customer = await createTestUser(app);
    const orderId = await orderFor(app, customer, [{ variantId: shirt.m, quantity: 1 }]);
    const statusAfter = async (status: string) => {
      const res = await setStatus(app, admin, orderId, status);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().order.paymentStatus;
    };
    expect(await statusAfter('DELIVERED')).toBe('COMPLETED');
    await statusAfter('CANCELED');
    expect(await statusAfter('PENDING')).toBe('PENDING');
  });

  it('an unpaid online order marked delivered stays unpaid: only cash on delivery is taken at the door', async () => {
    const shirt = await product('Twill Shirt', '899.00');
    const customer = await createTestUser(app);
    await addToCart(app, customer, shirt.m);
    const placed = await placeOrder(app, customer, {
      addressId: await createAddress(app, customer.id),
      paymentMethod: 'ONLINE_PAYMENT',
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const res = await setStatus(app, admin, placed.json().order.id, 'DELIVERED');
    expect(res.json().order.paymentStatus).toBe('PENDING');
  });
});

describe('refunding an online payment', () => {
  it('goes through the payment provider with the request’s id as our refund id; the simulator completes it', async () => {
    const shirt = await product('Poplin Shirt', '999.50');
    const customer = await createTestUser(app);
    const { orderId, lines } = await paidOnlineDeliveredOrder(app, admin, customer, [
      { variantId: shirt.m, quantity: 3 },
    ]);
    const request = await askedReturn(app, customer, orderId, [
      { orderItemId: lines[0]?.id as string, quantity: 2, type: 'RETURN' },
      { orderItemId: lines[0]?.id as string, quantity: 1, type: 'EXCHANGE', exchangeVariantId: shirt.l },
    ]);
    const refunded = await movedReturn(app, admin, request.id, ['APPROVED', 'RECEIVED', 'REFUNDED']);
    expect(refunded).toMatchObject({
      status: 'REFUNDED',
      refundTotal: '1999.00',
      refund: { amount: '1999.00', method: 'PROVIDER', state: 'COMPLETED', reference: request.id },
    });
    const mail = await waitForMail(
      config.dataDir,
      customer.email,
      `Your refund for return #${request.id.slice(0, 8)}`,
    );
    expect(mail).toContain('It goes back to the account you paid from');
    expect(mail).toContain('The items you exchanged are sent to you with this refund.');
    expect(mail).toContain(`Our credit note ${refunded.creditNoteNumber} records it.`);
  });
});

describe('the GST credit note', () => {
  it('is a PDF for the customer and admins once refunded: each returned line’s value and tax add up to its refund', async () => {
    const shirt = await product('Linen Shirt', '1299.00');
    const blazer = await product('Blazer', '4999.99', { hsnCode: '6203', gstRate: '12.00' });
    const tee = await product('Printed Tee', '333.33', { hsnCode: '6109' });
    await createCoupon(app, admin, { code: 'CREDIT250', type: 'FLAT', value: '250.00' });
    const customer = await createTestUser(app);
    for (const [variantId, quantity] of [
      [shirt.m, 3],
      [blazer.m, 1],
      [tee.m, 7],
    ] as const) {
      await addToCart(app, customer, variantId, quantity);
    }
    expect((await applyCode(app, customer, 'CREDIT250')).statusCode).toBe(200);
    const orderId = await orderFor(app, customer, []);
    const delivered = (await setStatus(app, admin, orderId, 'DELIVERED')).json().order;
    const lineOf = (name: string) =>
      delivered.items.find((item: { product: { name: string } }) => item.product.name === name);
    const request = await askedReturn(app, customer, orderId, [
      { orderItemId: lineOf('Linen Shirt').id, quantity: 2, type: 'RETURN' },
      { orderItemId: lineOf('Blazer').id, quantity: 1, type: 'RETURN' },
      { orderItemId: lineOf('Printed Tee').id, quantity: 3, type: 'RETURN' },
      { orderItemId: lineOf('Printed Tee').id, quantity: 1, type: 'EXCHANGE', exchangeVariantId: tee.l },
    ]);
    const refunded = await movedReturn(app, admin, request.id, [
      'APPROVED',
      'RECEIVED',
      ['REFUNDED', 'Cash handed back at the door.'],
    ]);
    const stranger = await createTestUser(app);
    expect((await creditNote(stranger, request.id)).statusCode).toBe(404);
    const guest = await app.inject({ method: 'GET', url: `/api/returns/${request.id}/credit-note` });
    expect(guest.statusCode).toBe(401);
    expect((await creditNote(admin, request.id)).statusCode).toBe(200);
    const res = await creditNote(customer, request.id);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const number = refunded.creditNoteNumber as string;
    expect(number).toMatch(/^CN\/\d{4}-\d{2}\/\d{6}$/);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="${number.replaceAll('/', '-')}.pdf"`,
    );

    const text = pdfText(res.rawPayload);
    expect(text).toContain('CREDIT NOTE');
    expect(text).toContain(`Credit note number: ${number}`);
    expect(text).toContain(`Against invoice: ${delivered.invoiceNumber}`);
    expect(text).toContain('GSTIN: 29AAGCB7383J1Z4');
    expect(text).toContain('Place of supply: Karnataka (29)');
    expect(text).not.toContain('IGST');
    const { rows, total } = invoiceTable(text);
    const refundOf = (orderItemId: string) =>
      paiseOf(
        request.items.find(
          (item: { orderItemId: string; type: string }) =>
            item.orderItemId === orderItemId && item.type === 'RETURN',
        ).refundAmount,
      );
    expect(rows.map((row) => [row.description, row.hsn, row.quantity, row.rate])).toEqual([
      ['Blazer (Indigo, M)', '6203', 1, 12],
      ['Linen Shirt (Indigo, M)', '6205', 2, 5],
      ['Printed Tee (Indigo, M)', '6109', 3, 5],
    ]);
    const expected = [lineOf('Blazer').id, lineOf('Linen Shirt').id, lineOf('Printed Tee').id].map(refundOf);
    rows.forEach((row, index) => {
      expect(row.amount).toBe(expected[index]);
      expect(row.taxableValue).toBe(expectedTaxable(row.amount, row.rate));
      expect(row.taxableValue + row.taxes.reduce((a, b) => a + b, 0)).toBe(row.amount);
      expect(row.unitPrice * row.quantity - row.discount).toBe(row.amount);
    });
    expect(total.amount).toBe(paiseOf(refunded.refundTotal));
    expect(total.taxableValue + total.taxes.reduce((a, b) => a + b, 0)).toBe(total.amount);
    expect(text).toContain(
      `Total credit: Rs. ${new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2 }).format(Number(refunded.refundTotal))}`,
    );
  });

  it('charges IGST across states, as the invoice did', async () => {
    const kurta = await product('Silk Kurta', '2100.00');
    const customer = await createTestUser(app);
    const { orderId, lines } = await deliveredOrder(
      app,
      admin,
      customer,
      [{ variantId: kurta.m, quantity: 1 }],
      'Maharashtra',
    );
    const request = await askedReturn(app, customer, orderId, [
      { orderItemId: lines[0]?.id as string, quantity: 1, type: 'RETURN' },
    ]);
    await movedReturn(app, admin, request.id, ['APPROVED', 'RECEIVED', ['REFUNDED', 'Bank transfer.']]);
    const text = pdfText((await creditNote(customer, request.id)).rawPayload);
    expect(text).toContain('Place of supply: Maharashtra (27)');
    const { rows, total } = invoiceTable(text);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.taxes).toHaveLength(1);
    expect(total.amount).toBe(210000);
    expect(total.taxableValue).toBe(expectedTaxable(210000, 5));
    expect(text).toContain('IGST');
  });

  it('numbers run without a gap or repeat when many requests are refunded at once', async () => {
    const shirt = await product('Chambray Shirt', '799.00');
    const ready: string[] = [];
    for (let i = 0; i < 8; i++) {
      const customer = await createTestUser(app);
      const { orderId, lines } = await deliveredOrder(app, admin, customer, [
        { variantId: shirt.m, quantity: 1 },
      ]);
      const request = await askedReturn(app, customer, orderId, [
        { orderItemId: lines[0]?.id as string, quantity: 1, type: 'RETURN' },
      ]);
      await movedReturn(app, admin, request.id, ['APPROVED', 'RECEIVED']);
      ready.push(request.id);
    }
    const [first, ...rest] = ready as [string, ...string[]];
    const start = sequenceOf(
      (await movedReturn(app, admin, first, [['REFUNDED', 'Cash.']])).creditNoteNumber as string,
    );
    const answers = await Promise.all(rest.map((id) => moveReturn(app, admin, id, 'REFUNDED', 'Cash.')));
    expect(answers.map((res) => res.statusCode)).toEqual(rest.map(() => 200));
    const numbers = answers.map((res) => sequenceOf(res.json().return.creditNoteNumber));
    expect([...numbers].sort((a, b) => a - b)).toEqual(rest.map((_, i) => start + 1 + i));
  });
});
