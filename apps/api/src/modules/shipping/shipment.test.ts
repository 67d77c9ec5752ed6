import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app';
import { saveCompanyDetails } from '../../../test/catalogue-fixtures';
import { pdfText } from '../../../test/invoice-text';
import { waitForMail } from '../../../test/outbox';
import { barcodesIn, bookShipment, pendingOrder, shipped } from '../../../test/shipping-fixtures';
import { createTestUser } from '../../../test/users';

// Thursday 10 December 2026, 11:00 in India.
const now = new Date('2026-12-10T11:00:00+05:30');
const { app, config } = await createTestApp({}, () => {}, { clock: () => now });
const admin = await createTestUser(app, 'ADMIN');
await saveCompanyDetails(app.db, {
  name: 'Vastra Fashions',
  address: '12 MG Road, Bengaluru',
  pincode: '560001',
  phone: '+91 80 1234 5678',
});

const get = (url: string, headers: Record<string, string>) => app.inject({ method: 'GET', url, headers });

describe('booking a parcel by hand (SHIPPING_PROVIDER=manual)', () => {
  it('asks for the courier and the AWB, naming each missing field, and changes nothing', async () => {
    const { orderId } = await pendingOrder(app);
    const neither = await bookShipment(app, admin, orderId);
    expect(neither.statusCode).toBe(400);
    expect(neither.json().errors).toEqual({ courier: 'Courier is required.', awb: 'AWB is required.' });
    const noAwb = await bookShipment(app, admin, orderId, { courier: 'Delhivery' });
    expect(noAwb.json().errors).toEqual({ awb: 'AWB is required.' });
    const order = await get(`/api/orders/${orderId}/tracking`, admin.auth);
    expect(order.json()).toEqual({ shipment: null });
  });

  it('records the courier and AWB and ships the order as a status change does: invoice, timeline, mail', async () => {
    const { customer, orderId } = await pendingOrder(app);
    const order = await shipped(app, admin, orderId, {
      courier: 'Delhivery',
      awb: 'DLV-1001',
      weightGrams: 700,
    });
    expect(order.deliveryStatus).toBe('SHIPPED');
    expect(order.invoiceNumber).toMatch(/^INV\//);
    expect(order.history.at(-1)).toMatchObject({ status: 'SHIPPED', changedBy: 'Asha Tester' });
    expect(order.shipment).toEqual({
      provider: 'manual',
      courier: 'Delhivery',
      awb: 'DLV-1001',
      status: 'BOOKED',
      trackingUrl: null,
      labelUrl: `/api/orders/${orderId}/shipment/label`,
      events: [
        {
          at: now.toISOString(),
          status: 'BOOKED',
          location: null,
          description: 'Booked with Delhivery, AWB DLV-1001.',
        },
      ],
    });
    const mail = await waitForMail(
      config.dataDir,
      customer.email,
      `Your order #${orderId.slice(0, 8)} has shipped`,
    );
    expect(mail).toContain(`${config.publicUrl}/track/${orderId}`);
    const mine = await get('/api/orders/my-orders', customer.auth);
    expect(mine.json().orders[0].shipment.awb).toBe('DLV-1001');
  });

  it('refuses a second booking, a cancelled order and an AWB already on another order (409)', async () => {
    const { orderId } = await pendingOrder(app);
    await shipped(app, admin, orderId, { courier: 'Delhivery', awb: 'DLV-2001' });
    const again = await bookShipment(app, admin, orderId, { courier: 'Delhivery', awb: 'DLV-2002' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This order already has a shipment.');

    const other = await pendingOrder(app);
    const taken = await bookShipment(app, admin, other.orderId, { courier: 'Delhivery', awb: 'DLV-2001' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errors).toEqual({ awb: 'AWB DLV-2001 is already on another order.' });
    const untouched = await get(`/api/orders/${other.orderId}/tracking`, admin.auth);
    expect(untouched.json().shipment).toBeNull();

    const cancel = await app.inject({
      method: 'PUT',
      url: `/api/orders/${other.orderId}/cancel`,
      headers: other.customer.auth,
    });
    expect(cancel.statusCode).toBe(200);
    const canceled = await bookShipment(app, admin, other.orderId, { courier: 'Delhivery', awb: 'DLV-2003' });
    expect(canceled.statusCode).toBe(409);
    expect(canceled.json().message).toBe('A cancelled order cannot be shipped.');
  });
});

describe('tracking a parcel shipped by hand', () => {
  it('records the shop’s own events with a webhook’s effects: delivered moves the order', async () => {
    const { orderId } = await pendingOrder(app);
    await shipped(app, admin, orderId, { courier: 'Shop van', awb: 'VAN-0001' });
    const record = (payload: object) =>
      app.inject({
        method: 'POST',
        url: `/api/orders/${orderId}/shipment/events`,
        headers: admin.auth,
        payload,
      });
    const out = await record({ status: 'OUT_FOR_DELIVERY', location: 'Koramangala' });
    expect(out.statusCode, out.body).toBe(200);
    expect(out.json().order.shipment.events.at(-1)).toEqual({
      at: now.toISOString(),
      status: 'OUT_FOR_DELIVERY',
      location: 'Koramangala',
      description: 'Out for delivery.',
    });
    const delivered = await record({ status: 'DELIVERED', description: 'Handed to the shopper.' });
    expect(delivered.json().order.deliveryStatus).toBe('DELIVERED');
    expect(delivered.json().order.shipment.status).toBe('DELIVERED');
    const bad = await record({ status: 'BOOKED' });
    expect(bad.statusCode).toBe(400);
  });
});

describe('tracking', () => {
  it('shows the parcel to its customer and the admin, and answers anyone else as for a missing order', async () => {
    const { customer, orderId } = await pendingOrder(app);
    await shipped(app, admin, orderId, { courier: 'Blue Dart', awb: 'BD-3001' });
    expect((await get(`/api/orders/${orderId}/tracking`, customer.auth)).json().shipment.awb).toBe('BD-3001');
    expect((await get(`/api/orders/${orderId}/tracking`, admin.auth)).statusCode).toBe(200);
    const stranger = await createTestUser(app);
    const res = await get(`/api/orders/${orderId}/tracking`, stranger.auth);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Order not found.');
  });
});

describe('the label and the packing slip', () => {
  it('prints a 4x6 label whose barcode reads back as the AWB, with the cash to collect', async () => {
    const { orderId } = await pendingOrder(app, { quantity: 2 });
    await shipped(app, admin, orderId, { courier: 'Delhivery', awb: 'DLV4455667788' });
    const res = await get(`/api/orders/${orderId}/shipment/label`, admin.auth);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const pdf = res.rawPayload;
    const text = pdfText(pdf);
    for (const expected of [
      'AWB DLV4455667788',
      'COLLECT CASH Rs. 2,598.00',
      'Meera Iyer',
      '14 Residency Road',
      'Pincode 560025',
      'Phone 9876543210',
      `Order #${orderId.slice(0, 8)}`,
      'Return to',
      'Vastra Fashions',
      '12 MG Road, Bengaluru',
    ]) {
      expect(text).toContain(expected);
    }
    // 4 x 6 inches is 288 x 432 points.
    expect(pdf.toString('latin1')).toMatch(/\/MediaBox \[0 0 288 432\]/);
    expect(barcodesIn(pdf)).toEqual(['DLV4455667788']);
  });

  it('prints PREPAID for an order paid online, and has no label before booking (404)', async () => {
    const { orderId } = await pendingOrder(app, { paymentMethod: 'ONLINE_PAYMENT' });
    expect((await get(`/api/orders/${orderId}/shipment/label`, admin.auth)).statusCode).toBe(404);
    await shipped(app, admin, orderId, { courier: 'Delhivery', awb: 'DLV-5001' });
    const text = pdfText((await get(`/api/orders/${orderId}/shipment/label`, admin.auth)).rawPayload);
    expect(text).toContain('PREPAID');
    expect(text).not.toContain('COLLECT CASH');
  });

  it('prints a packing slip with each line and the invoice number', async () => {
    const { orderId } = await pendingOrder(app, { quantity: 3 });
    const order = await shipped(app, admin, orderId, { courier: 'Delhivery', awb: 'DLV-6001' });
    const res = await get(`/api/orders/${orderId}/shipment/packing-slip`, admin.auth);
    expect(res.headers['content-type']).toBe('application/pdf');
    const text = pdfText(res.rawPayload);
    expect(text).toContain(`Order #${orderId.slice(0, 8)}`);
    expect(text).toMatch(/Order date: \d{1,2} [A-Z][a-z]{2} \d{4}/);
    expect(text).toContain(`Invoice ${order.invoiceNumber}`);
    expect(text).toMatch(/Cotton Kurta\s+Indigo\s+L\s+3/);
    expect(text).toContain('Meera Iyer');
  });
});

describe('the shipping desk', () => {
  it('ships several orders at once, each on its own', async () => {
    const first = await pendingOrder(app);
    const second = await pendingOrder(app);
    await app.inject({
      method: 'PUT',
      url: `/api/orders/${second.orderId}/cancel`,
      headers: second.customer.auth,
    });
    const res = await app.inject({
      method: 'POST',
      url: '/api/admin/shipments',
      headers: admin.auth,
      payload: {
        orders: [
          { orderId: first.orderId, courier: 'Delhivery', awb: 'DLV-7001' },
          { orderId: second.orderId, courier: 'Delhivery', awb: 'DLV-7002' },
        ],
      },
    });
    expect(res.json()).toEqual({
      results: [
        { orderId: first.orderId, shipped: true, awb: 'DLV-7001', message: null },
        {
          orderId: second.orderId,
          shipped: false,
          awb: null,
          message: 'A cancelled order cannot be shipped.',
        },
      ],
    });
  });

  it('lists the day’s parcels in the manifest, as JSON and as a PDF to sign', async () => {
    const { orderId } = await pendingOrder(app);
    await shipped(app, admin, orderId, { courier: 'Ekart', awb: 'EK-8001' });
    const today = await get('/api/admin/shipments/manifest', admin.auth);
    expect(today.json().date).toBe('2026-12-10');
    expect(today.json().parcels).toContainEqual({
      orderId,
      orderNumber: orderId.slice(0, 8),
      courier: 'Ekart',
      awb: 'EK-8001',
      recipient: 'Meera Iyer',
      pincode: '560025',
      codAmount: '1299.00',
      bookedAt: now.toISOString(),
    });
    expect((await get('/api/admin/shipments/manifest?date=2026-12-11', admin.auth)).json()).toEqual({
      date: '2026-12-11',
      parcels: [],
    });
    const pdf = await get('/api/admin/shipments/manifest.pdf?date=2026-12-10', admin.auth);
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain('PICKUP MANIFEST');
    expect(text).toContain('EK-8001');
    expect(text).toContain('Picked up by (name and signature)');
  });

  it('lists pending orders whose recipient gave no phone', async () => {
    const { orderId } = await pendingOrder(app, { phone: null });
    const res = await get('/api/admin/shipments/attention', admin.auth);
    expect(res.json().withoutPhone.map((order: { id: string }) => order.id)).toContain(orderId);
  });
});
