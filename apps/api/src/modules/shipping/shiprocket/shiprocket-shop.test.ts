import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../../test/app';
import { saveCompanyDetails } from '../../../../test/catalogue-fixtures';
import {
  shiprocketAccount,
  shiprocketPickupLocation,
  shiprocketWebhookToken,
  startFakeShiprocket,
} from '../../../../test/fake-shiprocket';
import { pendingOrder, shipped } from '../../../../test/shipping-fixtures';
import { createTestUser } from '../../../../test/users';

// The shop with SHIPPING_PROVIDER=shiprocket, talking to the local fake of Shiprocket's API.
const fake = await startFakeShiprocket();
fake.serve('560025', {
  city: 'Bengaluru',
  state: 'Karnataka',
  couriers: [{ id: 10, name: 'Delhivery', cod: true, days: '2' }],
});
const { app } = await createTestApp({
  SHIPPING_PROVIDER: 'shiprocket',
  SHIPROCKET_EMAIL: shiprocketAccount.email,
  SHIPROCKET_PASSWORD: shiprocketAccount.password,
  SHIPROCKET_BASE_URL: fake.url,
  SHIPROCKET_WEBHOOK_TOKEN: shiprocketWebhookToken,
  SHIPROCKET_PICKUP_LOCATION: shiprocketPickupLocation,
});
const admin = await createTestUser(app, 'ADMIN');
await saveCompanyDetails(app.db);
afterAll(async () => {
  await app.close();
  await fake.close();
});

const webhook = (payload: object, token: string | null = shiprocketWebhookToken) =>
  app.inject({
    method: 'POST',
    url: '/api/shipping/webhooks/shiprocket',
    headers: { 'content-type': 'application/json', ...(token === null ? {} : { 'x-api-key': token }) },
    payload: JSON.stringify(payload),
  });

describe('a shop shipping through Shiprocket', () => {
  it('answers a delivery check with what Shiprocket says of the pincode', async () => {
    const served = await app.inject({ method: 'GET', url: '/api/delivery/check?pincode=560025' });
    expect(served.statusCode).toBe(200);
    expect(served.json()).toMatchObject({ pincode: '560025', serviceable: true, cod: true });
    const unserved = await app.inject({ method: 'GET', url: '/api/delivery/check?pincode=799001' });
    expect(unserved.json()).toMatchObject({ serviceable: false, cod: false, estimatedDelivery: null });
  });

  it('books an order with Shiprocket and follows it to DELIVERED by its webhook', async () => {
    const { orderId, customer } = await pendingOrder(app, { phone: '9876543210' });
    const order = await shipped(app, admin, orderId);
    expect(order.deliveryStatus).toBe('SHIPPED');
    expect(order.shipment).toMatchObject({ provider: 'shiprocket', status: 'BOOKED' });
    const awb = order.shipment.awb as string;
    expect(awb).toBeTruthy();
    expect(fake.bodiesAt('/v1/external/orders/create/adhoc').at(-1)).toMatchObject({ order_id: orderId });

    const event = {
      awb,
      current_status: 'DELIVERED',
      shipment_status: 'DELIVERED',
      shipment_status_id: 7,
      current_timestamp: '31 12 2099 10:00:00',
      order_id: orderId,
      scans: [],
    };
    const forged = await webhook(event, 'not-the-panel-token-at-all');
    expect(forged.statusCode).toBe(401);
    const mine = await app.inject({
      method: 'GET',
      url: `/api/orders/${orderId}/tracking`,
      headers: customer.auth,
    });
    expect(mine.json().shipment.status).toBe('BOOKED');

    for (let time = 0; time < 2; time++) expect((await webhook(event)).statusCode).toBe(200);
    const tracked = await app.inject({
      method: 'GET',
      url: `/api/orders/${orderId}/tracking`,
      headers: customer.auth,
    });
    const delivered = tracked
      .json()
      .shipment.events.filter((e: { status: string }) => e.status === 'DELIVERED');
    expect(tracked.json().shipment.status).toBe('DELIVERED');
    expect(delivered).toHaveLength(1);
    const history = await app.inject({ method: 'GET', url: '/api/orders/my-orders', headers: customer.auth });
    expect(history.json().orders[0]).toMatchObject({ id: orderId, deliveryStatus: 'DELIVERED' });
  });

  it('tells the admin why, and books nothing, when Shiprocket refuses the order', async () => {
    const { orderId } = await pendingOrder(app, { phone: '9876543210' });
    fake.refuseNext('/v1/external/orders/create/adhoc', 422, {
      message: 'Oops! Invalid Data.',
      status_code: 422,
      errors: { billing_pincode: ['The billing pincode is invalid.'] },
    });
    const refused = await app.inject({
      method: 'POST',
      url: `/api/orders/${orderId}/shipment`,
      headers: admin.auth,
      payload: {},
    });
    expect(refused.statusCode).toBe(502);
    expect(refused.json().message).toContain('Oops! Invalid Data.');
    const tracking = await app.inject({
      method: 'GET',
      url: `/api/orders/${orderId}/tracking`,
      headers: admin.auth,
    });
    expect(tracking.json().shipment).toBeNull();
  });
});
