import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app';
import { saveCompanyDetails } from '../../../test/catalogue-fixtures';
import { bookShipment, pendingOrder, shipped } from '../../../test/shipping-fixtures';
import { createTestUser } from '../../../test/users';

const { app, config } = await createTestApp({ SHIPPING_PROVIDER: 'simulator' });
const admin = await createTestUser(app, 'ADMIN');

describe('booking with the simulator (SHIPPING_PROVIDER=simulator)', () => {
  it('needs the shop’s pickup address before it books anything', async () => {
    const { orderId } = await pendingOrder(app);
    const res = await bookShipment(app, admin, orderId);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/^Save the shop’s company details first/);
  });

  it('books an AWB of its own with a tracking page, and ships the order', async () => {
    await saveCompanyDetails(app.db);
    const { orderId } = await pendingOrder(app);
    const order = await shipped(app, admin, orderId);
    const awb = `SIM${orderId.replaceAll('-', '').slice(0, 12).toUpperCase()}`;
    expect(order.deliveryStatus).toBe('SHIPPED');
    expect(order.shipment).toMatchObject({
      provider: 'simulator',
      courier: 'Simulated Courier',
      awb,
      status: 'BOOKED',
      trackingUrl: `${config.publicUrl}/api/shipping/simulator/${awb}`,
    });
  });
});
