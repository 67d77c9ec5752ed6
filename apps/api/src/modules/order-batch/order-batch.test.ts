import type { AuditEntry } from '@vastra/contract/audit';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app';
import { orderFor, setStatus } from '../../../test/invoice-fixtures';
import { mailsTo, waitForMail } from '../../../test/outbox';
import { createShopProduct, stockOf } from '../../../test/shop-fixtures';
import { createTestUser, type TestUser } from '../../../test/users';

const { app, config } = await createTestApp();
const owner = await createTestUser(app, 'ADMIN');
const packer = await createTestUser(app, 'ADMIN', 'ORDERS');

async function pendingOrder(name: string, quantity = 1, stock = 10) {
  const product = await createShopProduct(app, name, [{ color: 'Blue', size: 'M', stock }]);
  const variantId = product.variantIds[0] as string;
  const customer = await createTestUser(app);
  const orderId = await orderFor(app, customer, [{ variantId, quantity }]);
  return { customer, orderId, variantId };
}

const bulkStatus = (by: TestUser, orderIds: string[], deliveryStatus: string) =>
  app.inject({
    method: 'POST',
    url: '/api/admin/orders/bulk-status',
    headers: by.auth,
    payload: { orderIds, deliveryStatus },
  });
const statusOf = async (orderId: string) =>
  (await app.inject({ method: 'GET', url: `/api/orders/all?q=${orderId.slice(0, 8)}`, headers: owner.auth }))
    .json()
    .orders.find((order: { id: string }) => order.id === orderId)?.deliveryStatus;

describe('POST /api/admin/orders/bulk-status', () => {
  it('ships three orders at once, each mailed as a single status change mails it, and says what happened to each', async () => {
    const picked = [
      await pendingOrder('Oxford A'),
      await pendingOrder('Oxford B'),
      await pendingOrder('Oxford C'),
    ];
    const already = await pendingOrder('Oxford D');
    expect((await setStatus(app, owner, already.orderId, 'SHIPPED')).statusCode).toBe(200);
    const unknown = '00000000-0000-4000-8000-000000000000';

    const res = await bulkStatus(
      packer,
      [...picked.map((p) => p.orderId), already.orderId, unknown],
      'SHIPPED',
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      results: [
        ...picked.map(({ orderId }) => ({
          orderId,
          outcome: 'UPDATED',
          deliveryStatus: 'SHIPPED',
          message: 'Set to SHIPPED.',
        })),
        {
          orderId: already.orderId,
          outcome: 'UNCHANGED',
          deliveryStatus: 'SHIPPED',
          message: 'Already SHIPPED.',
        },
        { orderId: unknown, outcome: 'REFUSED', deliveryStatus: null, message: 'Order not found.' },
      ],
      message: '3 orders updated, 1 already had that status, 1 could not be changed.',
    });
    for (const { customer, orderId } of picked) {
      expect(await statusOf(orderId)).toBe('SHIPPED');
      const mail = await waitForMail(
        config.dataDir,
        customer.email,
        `Your order #${orderId.slice(0, 8)} has shipped`,
      );
      // The first shipment issues the invoice, attached to the mail as PUT /orders/{id}/status attaches it.
      expect(mail).toContain('is attached');
    }
    const shippedBefore = `Your order #${already.orderId.slice(0, 8)} has shipped`;
    await waitForMail(config.dataDir, already.customer.email, shippedBefore);
    expect(mailsTo(config.dataDir, already.customer.email, shippedBefore)).toHaveLength(1);
  });

  it('cancels orders with their stock back once, and a cancelled order that cannot take its stock again stays cancelled', async () => {
    const first = await pendingOrder('Linen E', 2, 5);
    const second = await pendingOrder('Linen F', 1, 1);
    const cancelled = await bulkStatus(owner, [first.orderId, second.orderId, first.orderId], 'CANCELED');
    expect(cancelled.json().results.map((r: { outcome: string }) => r.outcome)).toEqual([
      'UPDATED',
      'UPDATED',
    ]);
    expect(await stockOf(app, first.variantId)).toBe(5);
    expect((await bulkStatus(owner, [first.orderId], 'CANCELED')).json().results[0].outcome).toBe(
      'UNCHANGED',
    );
    expect(await stockOf(app, first.variantId)).toBe(5);

    // Someone buys the last unit of the second order's variant, so reopening it must refuse, alone.
    const buyer = await createTestUser(app);
    await orderFor(app, buyer, [{ variantId: second.variantId, quantity: 1 }]);
    const reopened = await bulkStatus(owner, [first.orderId, second.orderId], 'PENDING');
    const [opened, refused] = reopened.json().results;
    expect(opened).toMatchObject({ outcome: 'UPDATED', deliveryStatus: 'PENDING' });
    expect(refused).toMatchObject({ orderId: second.orderId, outcome: 'REFUSED', deliveryStatus: null });
    expect(refused.message).toBe((await setStatus(app, owner, second.orderId, 'PENDING')).json().message);
    expect(await statusOf(second.orderId)).toBe('CANCELED');
    expect(await stockOf(app, first.variantId)).toBe(3);
    expect(reopened.json().message).toBe('1 order updated, 1 could not be changed.');
  });

  it('refuses a bad body and a role outside orders, changing nothing', async () => {
    const { orderId } = await pendingOrder('Silk G');
    const empty = await bulkStatus(owner, [], 'SHIPPED');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toEqual({ orderIds: 'Choose the orders.' });
    const cataloguer = await createTestUser(app, 'ADMIN', 'CATALOGUE');
    expect((await bulkStatus(cataloguer, [orderId], 'SHIPPED')).statusCode).toBe(403);
    expect(await statusOf(orderId)).toBe('PENDING');
  });

  it('is in the audit log as an order write, with the orders and the status sent', async () => {
    const { orderId } = await pendingOrder('Silk H');
    expect((await bulkStatus(packer, [orderId], 'DELIVERED')).statusCode).toBe(200);
    await app.auditLog.whenWritten();
    const log = await app.inject({
      method: 'GET',
      url: '/api/admin/audit-log?entity=order',
      headers: owner.auth,
    });
    const entry = (log.json().entries as AuditEntry[]).find(
      (e) => e.action === 'POST /api/admin/orders/bulk-status',
    );
    expect(entry).toMatchObject({
      entity: 'order',
      actor: { id: packer.id },
      changes: { orderIds: { to: [orderId] }, deliveryStatus: { to: 'DELIVERED' } },
    });
  });
});
