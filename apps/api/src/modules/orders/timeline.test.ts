import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { createTestApp } from '../../../test/app';
import { saveCompanyDetails } from '../../../test/catalogue-fixtures';
import { orderFor, setStatus } from '../../../test/invoice-fixtures';
import { pdfText } from '../../../test/invoice-text';
import { MAIL_WAIT } from '../../../test/outbox';
import { createShopProduct } from '../../../test/shop-fixtures';
import { createTestUser, type TestUser } from '../../../test/users';

const { app, config } = await createTestApp();
const admin = await createTestUser(app, 'ADMIN');
await saveCompanyDetails(app.db);
const saree = await createShopProduct(app, 'Chanderi Saree', [
  { color: 'Peach', size: 'Free', originalPrice: '3499.00', stock: 100 },
]);
const variantId = saree.variantIds[0] as string;

async function myOrder(user: TestUser, orderId: string) {
  const res = await app.inject({ method: 'GET', url: '/api/orders/my-orders', headers: user.auth });
  return res.json().orders.find((order: { id: string }) => order.id === orderId);
}

/** The .eml files in the outbox whose subject names this order and says `words`. */
function mailsAbout(orderId: string, words: string): string[] {
  const outbox = path.join(config.dataDir, 'outbox');
  return readdirSync(outbox)
    .map((file) => readFileSync(path.join(outbox, file), 'utf8'))
    .filter((mail) => mail.includes(`Subject: Your order #${orderId.slice(0, 8)} ${words}`));
}

/** The base64 body of the message's PDF attachment, decoded. */
function attachedPdf(mail: string): Buffer {
  const lines = mail.split('\n');
  const start = lines.findIndex((line) => line.startsWith('Content-Type: application/pdf'));
  expect(start).toBeGreaterThan(-1);
  const body = lines.slice(start).indexOf('');
  const base64: string[] = [];
  for (const line of lines.slice(start + body + 1)) {
    if (line.startsWith('--')) break;
    base64.push(line.trim());
  }
  return Buffer.from(base64.join(''), 'base64');
}

describe('an order’s timeline', () => {
  it('starts with PENDING when placed and adds every change, oldest first', async () => {
    const customer = await createTestUser(app);
    const orderId = await orderFor(app, customer, [{ variantId, quantity: 1 }]);
    const placed = await myOrder(customer, orderId);
    expect(placed.history).toEqual([{ status: 'PENDING', at: placed.orderDate }]);
    await setStatus(app, admin, orderId, 'SHIPPED');
    await setStatus(app, admin, orderId, 'DELIVERED');
    const order = await myOrder(customer, orderId);
    expect(order.history.map((change: { status: string }) => change.status)).toEqual([
      'PENDING',
      'SHIPPED',
      'DELIVERED',
    ]);
    const times = order.history.map((change: { at: string }) => Date.parse(change.at));
    expect([...times].sort((a, b) => a - b)).toEqual(times);
  });

  it('names the admin who made each change to admins only; the shopper’s own cancellation is theirs', async () => {
    const customer = await createTestUser(app);
    const shipped = await orderFor(app, customer, [{ variantId, quantity: 1 }]);
    const answer = await setStatus(app, admin, shipped, 'SHIPPED');
    const adminName = 'Asha Tester';
    expect(answer.json().order.history).toEqual([
      { status: 'PENDING', at: expect.any(String), changedBy: null },
      { status: 'SHIPPED', at: expect.any(String), changedBy: adminName },
    ]);
    expect((await myOrder(customer, shipped)).history[1]).toEqual({
      status: 'SHIPPED',
      at: expect.any(String),
    });

    const cancelled = await orderFor(app, customer, [{ variantId, quantity: 1 }]);
    const cancel = await app.inject({
      method: 'PUT',
      url: `/api/orders/${cancelled}/cancel`,
      headers: customer.auth,
    });
    expect(cancel.statusCode).toBe(200);
    const list = await app.inject({
      method: 'GET',
      url: `/api/orders/all?q=${cancelled.slice(0, 8)}`,
      headers: admin.auth,
    });
    expect(list.json().orders[0].history.at(-1)).toEqual({
      status: 'CANCELED',
      at: expect.any(String),
      changedBy: 'Ravi Tester',
    });
  });

  it('mails the shopper on every change, with the tax invoice attached when it ships', async () => {
    const customer = await createTestUser(app);
    const orderId = await orderFor(app, customer, [{ variantId, quantity: 2 }]);
    const shipped = await setStatus(app, admin, orderId, 'SHIPPED');
    const invoiceNumber = shipped.json().order.invoiceNumber as string;
    const shippedMail = await vi.waitFor(() => {
      const [mail] = mailsAbout(orderId, 'has shipped');
      if (!mail) throw new Error('shipping mail not written yet');
      return mail;
    }, MAIL_WAIT);
    expect(shippedMail).toContain(`To: ${customer.email}`);
    expect(shippedMail).toContain(`filename=${invoiceNumber.replaceAll('/', '-')}.pdf`);
    const text = pdfText(attachedPdf(shippedMail));
    expect(text).toContain(`Invoice number: ${invoiceNumber}`);
    expect(text).toContain('Chanderi Saree (Peach, Free)');

    await setStatus(app, admin, orderId, 'DELIVERED');
    await vi.waitFor(() => expect(mailsAbout(orderId, 'has been delivered')).toHaveLength(1), MAIL_WAIT);
    await setStatus(app, admin, orderId, 'CANCELED');
    await vi.waitFor(() => expect(mailsAbout(orderId, 'has been cancelled')).toHaveLength(1), MAIL_WAIT);
    expect(mailsAbout(orderId, 'has been delivered')[0]).not.toContain('application/pdf');
  });

  it('setting the status an order already has changes nothing and mails no one', async () => {
    const customer = await createTestUser(app);
    const orderId = await orderFor(app, customer, [{ variantId, quantity: 1 }]);
    const res = await setStatus(app, admin, orderId, 'PENDING');
    expect(res.json().order.history).toHaveLength(1);
    await setStatus(app, admin, orderId, 'SHIPPED');
    await vi.waitFor(() => expect(mailsAbout(orderId, 'has shipped')).toHaveLength(1), MAIL_WAIT);
    expect(mailsAbout(orderId, 'is being prepared again')).toEqual([]);
  });
});
