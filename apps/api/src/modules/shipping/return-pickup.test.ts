import { describe, expect, it, vi } from 'vitest';
import { createTestApp, createTestAppForOneTest } from '../../../test/app';
import { saveCompanyDetails } from '../../../test/catalogue-fixtures';
import { askedReturn, deliveredOrder, moveReturn } from '../../../test/return-fixtures';
import { createShopProduct } from '../../../test/shop-fixtures';
import { createTestUser } from '../../../test/users';
import type { App } from '../../app';
import { HttpError } from '../../lib/errors';
import { SIMULATOR_SIGNATURE_HEADER, simulatorSignature } from './providers/simulator';

const { app, config } = await createTestApp({ SHIPPING_PROVIDER: 'simulator' });
const admin = await createTestUser(app, 'ADMIN');
await saveCompanyDetails(app.db);

/** A shopper's request to return one unit of their delivered order, on this app. */
async function requested(on: App) {
  const shopAdmin = await createTestUser(on, 'ADMIN');
  const [variantId] = (
    await createShopProduct(on, 'Linen Shirt', [
      { color: 'White', size: 'M', originalPrice: '1499.00', stock: 10 },
    ])
  ).variantIds as [string];
  const customer = await createTestUser(on);
  const { orderId, lines } = await deliveredOrder(on, shopAdmin, customer, [{ variantId, quantity: 1 }]);
  const request = await askedReturn(on, customer, orderId, [
    { orderItemId: lines[0]?.id as string, quantity: 1, type: 'RETURN' },
  ]);
  return { admin: shopAdmin, customer, orderId, returnId: request.id as string };
}

const approveWithPickup = (on: App, user: typeof admin, returnId: string, status = 'APPROVED') =>
  on.inject({
    method: 'PUT',
    url: `/api/returns/${returnId}/status`,
    headers: user.auth,
    payload: { status, pickup: true },
  });

const readReturn = async (on: App, user: typeof admin, returnId: string) =>
  (await on.inject({ method: 'GET', url: `/api/returns/${returnId}`, headers: user.auth })).json().return;

function webhook(awb: string, events: { eventId: string; status: string; at: string }[]) {
  const body = JSON.stringify({ events: events.map((event) => ({ awb, ...event })) });
  return app.inject({
    method: 'POST',
    url: '/api/shipping/webhooks/simulator',
    headers: {
      'content-type': 'application/json',
      [SIMULATOR_SIGNATURE_HEADER]: simulatorSignature(config.jwtSecret, body),
    },
    payload: body,
  });
}

describe('approving a return with a reverse pickup', () => {
  it('books one with the simulator and shows it on the request, to the admin and the shopper', async () => {
    const { customer, returnId } = await requested(app);
    const res = await approveWithPickup(app, admin, returnId);
    expect(res.statusCode, res.body).toBe(200);
    const { return: approved } = res.json();
    expect(approved.status).toBe('APPROVED');
    expect(approved.pickup).toEqual({ awb: expect.stringMatching(/^SIMR[0-9A-F]{12}$/), status: 'BOOKED' });
    expect((await readReturn(app, customer, returnId)).pickup).toEqual(approved.pickup);
  });

  it('moves the pickup with the courier’s events and leaves the order delivered', async () => {
    const { customer, orderId, returnId } = await requested(app);
    const { awb } = (await approveWithPickup(app, admin, returnId)).json().return.pickup;

    expect(
      (await webhook(awb, [{ eventId: 'p1', status: 'PICKED_UP', at: new Date().toISOString() }])).statusCode,
    ).toBe(200);
    expect((await readReturn(app, admin, returnId)).pickup).toEqual({ awb, status: 'PICKED_UP' });
    const later = new Date(Date.now() + 60_000).toISOString();
    expect((await webhook(awb, [{ eventId: 'p2', status: 'DELIVERED', at: later }])).statusCode).toBe(200);

    const request = await readReturn(app, admin, returnId);
    expect(request.pickup).toEqual({ awb, status: 'DELIVERED' });
    // The parcel is back at the shop, but the admin still marks it received.
    expect(request.status).toBe('APPROVED');
    const [order] = (
      await app.inject({ method: 'GET', url: '/api/orders/my-orders', headers: customer.auth })
    ).json().orders;
    expect(order.id).toBe(orderId);
    expect(order.deliveryStatus).toBe('DELIVERED');
    expect(order.shipment).toBeNull();
  });

  it('is not booked when the courier refuses: a 502, and the request stays as it was', async () => {
    const { returnId } = await requested(app);
    vi.spyOn(app.shippingProvider, 'bookReturnPickup').mockRejectedValueOnce(
      new HttpError(502, 'The courier refused the pickup.'),
    );
    const res = await approveWithPickup(app, admin, returnId);
    expect(res.statusCode).toBe(502);
    const request = await readReturn(app, admin, returnId);
    expect(request.status).toBe('REQUESTED');
    expect(request.pickup).toBeNull();
  });

  it('is refused under manual shipping with a 400 naming pickup, and the request stays requested', async () => {
    const manual = (await createTestAppForOneTest()).app;
    const { admin: manualAdmin, returnId } = await requested(manual);
    const res = await approveWithPickup(manual, manualAdmin, returnId);
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors)).toEqual(['pickup']);
    const request = await readReturn(manual, manualAdmin, returnId);
    expect(request.status).toBe('REQUESTED');
    expect(request.history.map((change: { status: string }) => change.status)).toEqual(['REQUESTED']);
    expect(request.pickup).toBeNull();
  });

  it('books nothing when approving without one, as before', async () => {
    const { returnId } = await requested(app);
    const res = await moveReturn(app, admin, returnId, 'APPROVED');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().return).toMatchObject({ status: 'APPROVED', pickup: null });
  });

  it('is a 400 naming pickup with any other status, and nothing changes', async () => {
    const { returnId } = await requested(app);
    const res = await app.inject({
      method: 'PUT',
      url: `/api/returns/${returnId}/status`,
      headers: admin.auth,
      payload: { status: 'REJECTED', note: 'Worn', pickup: true },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ pickup: 'A pickup is booked only when the request is approved.' });
    expect((await readReturn(app, admin, returnId)).status).toBe('REQUESTED');
  });
});
