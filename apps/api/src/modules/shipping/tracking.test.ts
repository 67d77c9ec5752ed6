import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { createTestApp } from '../../../test/app';
import { saveCompanyDetails } from '../../../test/catalogue-fixtures';
import { mailsTo, waitForMail } from '../../../test/outbox';
import { pendingOrder, shipped } from '../../../test/shipping-fixtures';
import { stockOf } from '../../../test/shop-fixtures';
import { createTestUser } from '../../../test/users';
import { shipmentEvents, shipments } from '../../db/schema/shipping';
import { orders } from '../../db/schema/shopping';
import { shippingContext } from './context';
import { SIMULATOR_SIGNATURE_HEADER, simulatorSignature } from './providers/simulator';
import type { ShippingProvider } from './shipping-provider';
import { pollShipments } from './tracking-poll';

// Parcels are booked on Thursday 10 December 2026 at 08:00 in India; the couriers' events come later.
const { app, config } = await createTestApp({ SHIPPING_PROVIDER: 'simulator' }, () => {}, {
  clock: () => new Date('2026-12-10T08:00:00+05:30'),
});
const admin = await createTestUser(app, 'ADMIN');
await saveCompanyDetails(app.db);

interface Event {
  eventId: string;
  status: string;
  at: string;
  location?: string | null;
  description?: string;
}

function webhook(awb: string, events: Event[], signature?: string) {
  const body = JSON.stringify({ events: events.map((event) => ({ awb, ...event })) });
  return app.inject({
    method: 'POST',
    url: '/api/shipping/webhooks/simulator',
    headers: {
      'content-type': 'application/json',
      [SIMULATOR_SIGNATURE_HEADER]: signature ?? simulatorSignature(config.jwtSecret, body),
    },
    payload: body,
  });
}

async function bookedParcel(options: Parameters<typeof pendingOrder>[1] = {}) {
  const placed = await pendingOrder(app, options);
  const order = await shipped(app, admin, placed.orderId);
  return { ...placed, awb: order.shipment.awb as string };
}

const tracking = async (orderId: string) =>
  (await app.inject({ method: 'GET', url: `/api/orders/${orderId}/tracking`, headers: admin.auth })).json()
    .shipment;
const orderOf = async (orderId: string) => {
  const [row] = await app.db.select().from(orders).where(eq(orders.id, orderId));
  return row;
};
const eventCount = async (awb: string) => {
  const [shipment] = await app.db.select({ id: shipments.id }).from(shipments).where(eq(shipments.awb, awb));
  return (
    await app.db
      .select()
      .from(shipmentEvents)
      .where(eq(shipmentEvents.shipmentId, shipment?.id as string))
  ).length;
};

describe('tracking webhooks', () => {
  it('refuse a forged or unsigned call with 401 and change nothing', async () => {
    const { orderId, awb } = await bookedParcel();
    const forged = await webhook(
      awb,
      [{ eventId: 'f1', status: 'DELIVERED', at: new Date().toISOString() }],
      'a'.repeat(64),
    );
    expect(forged.statusCode).toBe(401);
    const unsigned = await app.inject({
      method: 'POST',
      url: '/api/shipping/webhooks/simulator',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({
        events: [{ awb, eventId: 'f2', status: 'DELIVERED', at: new Date().toISOString() }],
      }),
    });
    expect(unsigned.statusCode).toBe(401);
    expect(await eventCount(awb)).toBe(1);
    expect((await tracking(orderId)).status).toBe('BOOKED');
    expect((await orderOf(orderId))?.deliveryStatus).toBe('SHIPPED');
  });

  it('answers 404 for a provider the shop does not use', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/shipping/webhooks/shiprocket', payload: {} });
    expect(res.statusCode).toBe(404);
  });

  it('keep the same event sent twice once', async () => {
    const { orderId, awb } = await bookedParcel();
    const event = {
      eventId: 'pick-1',
      status: 'PICKED_UP',
      at: '2026-12-10T06:00:00.000Z',
      location: 'Bengaluru',
    };
    expect((await webhook(awb, [event])).statusCode).toBe(200);
    expect((await webhook(awb, [event, event])).statusCode).toBe(200);
    expect(await eventCount(awb)).toBe(2);
    const shipment = await tracking(orderId);
    expect(shipment.status).toBe('PICKED_UP');
    expect(shipment.events.at(-1)).toEqual({
      at: '2026-12-10T06:00:00.000Z',
      status: 'PICKED_UP',
      location: 'Bengaluru',
      description: 'Picked up by the courier.',
    });
  });

  it('never move a delivered parcel back for a late event, keep events in time order, and deliver the order once', async () => {
    const { customer, orderId, awb } = await bookedParcel();
    await webhook(awb, [{ eventId: 'd', status: 'DELIVERED', at: '2026-12-12T09:00:00.000Z' }]);
    await webhook(awb, [{ eventId: 't', status: 'IN_TRANSIT', at: '2026-12-11T09:00:00.000Z' }]);
    await webhook(awb, [{ eventId: 'o', status: 'OUT_FOR_DELIVERY', at: '2026-12-12T07:00:00.000Z' }]);
    const shipment = await tracking(orderId);
    expect(shipment.status).toBe('DELIVERED');
    expect(shipment.events.map((event: { status: string }) => event.status)).toEqual([
      'BOOKED',
      'IN_TRANSIT',
      'OUT_FOR_DELIVERY',
      'DELIVERED',
    ]);
    const order = await app.inject({ method: 'GET', url: '/api/orders/my-orders', headers: customer.auth });
    const [mine] = order.json().orders;
    expect(mine.deliveryStatus).toBe('DELIVERED');
    expect(mine.paymentStatus).toBe('COMPLETED');
    const history = (
      await app.inject({
        method: 'GET',
        url: `/api/orders/all?q=${orderId.slice(0, 8)}`,
        headers: admin.auth,
      })
    ).json().orders[0].history;
    expect(history.at(-1)).toMatchObject({ status: 'DELIVERED', changedBy: null });
    const subject = `Your order #${orderId.slice(0, 8)} has been delivered`;
    expect(await waitForMail(config.dataDir, customer.email, subject)).toContain(`/track/${orderId}`);
    // The late events sent no mail of their own: one delivery mail, no "out for delivery".
    expect(mailsTo(config.dataDir, customer.email, subject)).toHaveLength(1);
    expect(
      mailsTo(config.dataDir, customer.email, `Your order #${orderId.slice(0, 8)} is out for delivery`),
    ).toHaveLength(0);
  });

  it('mail the shopper at pickup, out for delivery and a failed attempt, with the tracking link', async () => {
    const { customer, orderId, awb } = await bookedParcel();
    const n = orderId.slice(0, 8);
    await webhook(awb, [
      { eventId: '1', status: 'PICKED_UP', at: '2026-12-10T06:00:00.000Z' },
      { eventId: '2', status: 'OUT_FOR_DELIVERY', at: '2026-12-11T06:00:00.000Z' },
      { eventId: '3', status: 'UNDELIVERED', at: '2026-12-11T12:00:00.000Z' },
    ]);
    for (const subject of [
      `Your order #${n} has been picked up`,
      `Your order #${n} is out for delivery`,
      `We could not deliver your order #${n}`,
    ]) {
      expect(await waitForMail(config.dataDir, customer.email, subject)).toContain(
        `${config.publicUrl}/track/${orderId}`,
      );
    }
  });
});

describe('a parcel returned to origin', () => {
  it('cancels the order and puts its stock back once, however many webhooks race', async () => {
    const { orderId, awb, variantId } = await bookedParcel({ quantity: 3 });
    expect(await stockOf(app, variantId)).toBe(7);
    await webhook(awb, [{ eventId: 'rto-i', status: 'RTO_INITIATED', at: '2026-12-12T06:00:00.000Z' }]);
    const answers = await Promise.all([
      webhook(awb, [{ eventId: 'rto-a', status: 'RTO_DELIVERED', at: '2026-12-14T06:00:00.000Z' }]),
      webhook(awb, [{ eventId: 'rto-b', status: 'RTO_DELIVERED', at: '2026-12-14T06:00:01.000Z' }]),
      webhook(awb, [{ eventId: 'rto-a', status: 'RTO_DELIVERED', at: '2026-12-14T06:00:00.000Z' }]),
    ]);
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
    expect(await stockOf(app, variantId)).toBe(10);
    expect((await orderOf(orderId))?.deliveryStatus).toBe('CANCELED');
    const history = (
      await app.inject({
        method: 'GET',
        url: `/api/orders/all?q=${orderId.slice(0, 8)}`,
        headers: admin.auth,
      })
    ).json().orders[0].history;
    expect(history.filter((change: { status: string }) => change.status === 'CANCELED')).toHaveLength(1);
    expect((await tracking(orderId)).status).toBe('RTO_DELIVERED');
  });
});

describe('failed-delivery actions', () => {
  const ndr = (orderId: string, payload: object) =>
    app.inject({ method: 'PUT', url: `/api/orders/${orderId}/shipment/ndr`, headers: admin.auth, payload });

  it('wait for a failed attempt (409 before one)', async () => {
    const { orderId } = await bookedParcel();
    const res = await ndr(orderId, { action: 'REATTEMPT' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('A failed delivery can be acted on only after the courier reports one.');
  });

  it('list a failed delivery for attention, and ask for another attempt with the admin’s note', async () => {
    const { orderId, awb } = await bookedParcel();
    await webhook(awb, [{ eventId: 'u', status: 'UNDELIVERED', at: '2026-12-11T12:00:00.000Z' }]);
    const attention = await app.inject({
      method: 'GET',
      url: '/api/admin/shipments/attention',
      headers: admin.auth,
    });
    expect(attention.json().failedDeliveries.map((order: { id: string }) => order.id)).toContain(orderId);
    const res = await ndr(orderId, { action: 'REATTEMPT', note: 'Call before coming: gate locked.' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().order.shipment.status).toBe('IN_TRANSIT');
    expect(res.json().order.shipment.events.at(-1).description).toBe(
      'The shop asked for another delivery attempt. Note: Call before coming: gate locked.',
    );
    const after = await app.inject({
      method: 'GET',
      url: '/api/admin/shipments/attention',
      headers: admin.auth,
    });
    expect(after.json().failedDeliveries.map((order: { id: string }) => order.id)).not.toContain(orderId);
  });

  it('bring the parcel back to the shop: RTO_INITIATED', async () => {
    const { orderId, awb } = await bookedParcel();
    await webhook(awb, [{ eventId: 'u', status: 'UNDELIVERED', at: '2026-12-11T12:00:00.000Z' }]);
    const res = await ndr(orderId, { action: 'RTO' });
    expect(res.json().order.shipment.status).toBe('RTO_INITIATED');
    expect((await ndr(orderId, { action: 'RTO' })).statusCode).toBe(409);
  });
});

describe('the simulator’s page', () => {
  it('shows the parcel and pushes the event chosen, then goes back to the page', async () => {
    const { orderId, awb } = await bookedParcel();
    const page = await app.inject({ method: 'GET', url: `/api/shipping/simulator/${awb}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`AWB ${awb}`);
    expect(page.body).not.toContain('<script');
    const pushed = await app.inject({
      method: 'POST',
      url: `/api/shipping/simulator/${awb}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'status=OUT_FOR_DELIVERY&location=Indiranagar',
    });
    expect(pushed.statusCode).toBe(303);
    expect(pushed.headers.location).toBe(`/api/shipping/simulator/${awb}`);
    expect((await tracking(orderId)).events.at(-1)).toMatchObject({
      status: 'OUT_FOR_DELIVERY',
      location: 'Indiranagar',
    });
    expect((await app.inject({ method: 'GET', url: '/api/shipping/simulator/NOPE1234' })).statusCode).toBe(
      404,
    );
  });

  it('refuses hand-recorded events for a parcel a courier tracks (409)', async () => {
    const { orderId } = await bookedParcel();
    const res = await app.inject({
      method: 'POST',
      url: `/api/orders/${orderId}/shipment/events`,
      headers: admin.auth,
      payload: { status: 'PICKED_UP' },
    });
    expect(res.statusCode).toBe(409);
  });
});

describe('polling a provider that does not push its events', () => {
  it('records what the provider says about parcels still on their way, once', async () => {
    const { orderId, awb } = await bookedParcel();
    const track = vi.fn(async () => [
      {
        awb,
        eventId: 'poll-1',
        status: 'IN_TRANSIT' as const,
        at: new Date('2026-12-11T06:00:00Z'),
        location: 'Hubli',
        description: 'In transit.',
      },
    ]);
    const provider: ShippingProvider = { ...app.shippingProvider, pushesEvents: false, track };
    const ctx = { ...shippingContext(app), provider };
    expect(await pollShipments(ctx)).toBeGreaterThanOrEqual(1);
    expect(await pollShipments(ctx)).toBe(0);
    expect((await tracking(orderId)).status).toBe('IN_TRANSIT');
    expect(track).toHaveBeenCalledWith(expect.objectContaining({ awb }));
  });
});
