import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app';
import { orderOfNewProduct } from '../../../test/shop-fixtures';
import { deliveryRules, shipmentEvents, shipments } from '../../db/schema/shipping';

const { app } = await createTestApp();

async function placedOrderId() {
  const { res } = await orderOfNewProduct(app, 'Kurta', { color: 'Red', size: 'M', stock: 5 }, 1, 'COD');
  expect(res.statusCode, res.body).toBe(201);
  return res.json().order.id as string;
}

const parcel = (orderId: string, awb: string) => ({
  orderId,
  provider: 'manual' as const,
  awb,
  statusAt: new Date(),
  weightGrams: 500,
  lengthCm: 30,
  breadthCm: 25,
  heightCm: 5,
  bookedAt: new Date(),
});

describe('the shipping tables', () => {
  it('start with one row of delivery rules that serves everywhere with cash on delivery', async () => {
    const rows = await app.db.select().from(deliveryRules);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ blockedPrefixes: [], codBlockedPrefixes: [], dispatchCutoffHour: 14 });
  });

  it('keep one forward parcel per order, one AWB per provider, and each event once', async () => {
    const first = await placedOrderId();
    const second = await placedOrderId();
    const [shipment] = await app.db.insert(shipments).values(parcel(first, 'AWB-1')).returning();
    await expect(app.db.insert(shipments).values(parcel(first, 'AWB-2'))).rejects.toThrow();
    await expect(app.db.insert(shipments).values(parcel(second, 'AWB-1'))).rejects.toThrow();
    const event = {
      shipmentId: shipment?.id as string,
      eventId: 'e1',
      at: new Date(),
      status: 'PICKED_UP' as const,
      description: 'Picked up',
    };
    await app.db.insert(shipmentEvents).values(event);
    await expect(app.db.insert(shipmentEvents).values(event)).rejects.toThrow();
  });

  it('refuse a status the contract does not list', async () => {
    const orderId = await placedOrderId();
    await expect(
      app.db.insert(shipments).values({ ...parcel(orderId, 'AWB-9'), status: 'LOST' as never }),
    ).rejects.toThrow();
  });
});
