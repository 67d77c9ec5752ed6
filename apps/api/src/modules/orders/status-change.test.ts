import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app';
import { saveCompanyDetails } from '../../../test/catalogue-fixtures';
import { fetchInvoice, orderFor, setStatus } from '../../../test/invoice-fixtures';
import { createShopProduct, stockOf } from '../../../test/shop-fixtures';
import { createTestUser } from '../../../test/users';
import { products } from '../../db/schema/catalogue';
import { orders } from '../../db/schema/shopping';

// No company details are saved until a test saves them: a shop that has not entered any.
const { app } = await createTestApp();
const admin = await createTestUser(app, 'ADMIN');

async function pendingOrder(quantity = 1, stock = 100) {
  const product = await createShopProduct(app, 'Denim Jacket', [{ color: 'Blue', size: 'M', stock }]);
  const variantId = product.variantIds[0] as string;
  const customer = await createTestUser(app);
  const orderId = await orderFor(app, customer, [{ variantId, quantity }]);
  return { customer, orderId, variantId, productId: product.id };
}

/** Moves the order through these statuses, each answered 200 with the status set; returns the answers. */
async function walk(orderId: string, statuses: string[]) {
  const answers = [];
  for (const status of statuses) {
    const res = await setStatus(app, admin, orderId, status);
    expect(res.statusCode, `${status}: ${res.body}`).toBe(200);
    expect(res.json().order.deliveryStatus).toBe(status);
    answers.push(res.json().order);
  }
  return answers;
}

async function deliveryStatusOf(orderId: string) {
  const [row] = await app.db
    .select({ deliveryStatus: orders.deliveryStatus })
    .from(orders)
    .where(eq(orders.id, orderId));
  return row?.deliveryStatus;
}

describe('setting an order’s status on a shop without tax details', () => {
  it('sets each of the four statuses when no company details were ever saved', async () => {
    const { customer, orderId } = await pendingOrder();
    const [shipped, ...later] = await walk(orderId, [
      'SHIPPED',
      'DELIVERED',
      'CANCELED',
      'PENDING',
      'SHIPPED',
    ]);
    expect(shipped.invoiceNumber).toMatch(/^INV\/\d{4}-\d{2}\/\d{6}$/);
    for (const order of later) expect(order.invoiceNumber).toBe(shipped.invoiceNumber);
    expect((await fetchInvoice(app, customer, orderId)).statusCode).toBe(200);

    const other = await pendingOrder();
    await walk(other.orderId, ['CANCELED', 'PENDING', 'DELIVERED']);
    expect((await fetchInvoice(app, other.customer, other.orderId)).statusCode).toBe(200);
  });

  it('sets each of the four statuses when the details have no GSTIN and no state', async () => {
    await saveCompanyDetails(app.db, { gstin: null, state: null });
    const { orderId } = await pendingOrder();
    const [shipped, ...later] = await walk(orderId, [
      'SHIPPED',
      'DELIVERED',
      'PENDING',
      'CANCELED',
      'PENDING',
    ]);
    expect(shipped.invoiceNumber).toMatch(/^INV\//);
    for (const order of later) expect(order.invoiceNumber).toBe(shipped.invoiceNumber);
  });
});

describe('the refusals that protect data', () => {
  it('reopening a cancelled order whose units were sold meanwhile is a 409 saying what to do', async () => {
    const { orderId, variantId } = await pendingOrder(3, 3);
    await walk(orderId, ['CANCELED']);
    await orderFor(app, await createTestUser(app), [{ variantId, quantity: 2 }]);

    for (const status of ['PENDING', 'SHIPPED', 'DELIVERED']) {
      const res = await setStatus(app, admin, orderId, status);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({
        message:
          'This order cannot be reopened: its units went back on sale when it was cancelled, and there is only 1 of Denim Jacket (Blue, M) left for the 3 it needs. Add stock to the product, then try again.',
      });
    }
    expect(await deliveryStatusOf(orderId)).toBe('CANCELED');
    expect(await stockOf(app, variantId)).toBe(1);
  });

  it('reopening a cancelled order whose product was taken off sale is a 409 saying so', async () => {
    const { orderId, variantId, productId } = await pendingOrder(2, 10);
    await walk(orderId, ['CANCELED']);
    await app.db.update(products).set({ archivedAt: new Date() }).where(eq(products.id, productId));

    const res = await setStatus(app, admin, orderId, 'SHIPPED');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      message:
        'This order cannot be reopened: Denim Jacket (Blue, M) was taken off sale after the order was cancelled. Leave the order cancelled.',
    });
    expect(await deliveryStatusOf(orderId)).toBe('CANCELED');
    expect(await stockOf(app, variantId)).toBe(10);
    // Nothing was invoiced for it.
    const invoice = await fetchInvoice(app, admin, orderId);
    expect(invoice.statusCode).toBe(409);
  });
});
