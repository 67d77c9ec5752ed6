import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { startFakeShiprocket } from '../../../../test/fake-shiprocket';
import type { Parcel, ReturnParcel } from '../shipping-provider';
import { createShiprocketProvider } from '.';
import { failureOf, parcelOf } from './test-parcels';

const fake = await startFakeShiprocket();
afterAll(() => fake.close());

const provider = (config = fake.config()) => createShiprocketProvider(config);

describe('Shiprocket tracking, NDR and returns', () => {
  it('maps the tracking activities, oldest first, leaving out statuses we do not track', async () => {
    const { awb } = await provider().book(parcelOf(), {});
    fake.addScan(awb, {
      date: '2025-12-09 10:04:00',
      activity: 'Out for Pickup',
      location: 'Bengaluru Hub',
      srStatus: '19',
      srStatusLabel: 'OUT FOR PICKUP',
    });
    fake.addScan(awb, {
      date: '2025-12-09 13:50:00',
      activity: 'PickDone',
      location: 'Bengaluru Hub',
      srStatus: '42',
      srStatusLabel: 'PICKED UP',
    });
    fake.addScan(awb, {
      date: '2025-12-09 15:00:00',
      activity: 'Bagged',
      location: 'Bengaluru Hub',
      srStatus: 'NA',
      srStatusLabel: 'NA',
    });
    fake.addScan(awb, {
      date: '2025-12-10 08:57:00',
      activity: 'Out for delivery',
      location: 'Indiranagar',
      srStatus: '17',
      srStatusLabel: 'OUT FOR DELIVERY',
    });
    const notices = await provider().track({ courier: null, awb, trackingUrl: null, providerRef: null });
    expect(notices).toEqual([
      {
        awb,
        eventId: `${awb}:BOOKED:2025-12-09T04:34:00.000Z`,
        status: 'BOOKED',
        at: new Date('2025-12-09T04:34:00Z'),
        location: 'Bengaluru Hub',
        description: 'Out for Pickup',
      },
      {
        awb,
        eventId: `${awb}:PICKED_UP:2025-12-09T08:20:00.000Z`,
        status: 'PICKED_UP',
        at: new Date('2025-12-09T08:20:00Z'),
        location: 'Bengaluru Hub',
        description: 'PickDone',
      },
      {
        awb,
        eventId: `${awb}:OUT_FOR_DELIVERY:2025-12-10T03:27:00.000Z`,
        status: 'OUT_FOR_DELIVERY',
        at: new Date('2025-12-10T03:27:00Z'),
        location: 'Indiranagar',
        description: 'Out for delivery',
      },
    ]);
  });

  it('an AWB without activities yet has no events', async () => {
    const { awb } = await provider().book(parcelOf(), {});
    expect(await provider().track({ courier: null, awb, trackingUrl: null, providerRef: null })).toEqual([]);
  });

  it('NDR: re-attempt and return, with a comment Shiprocket requires', async () => {
    const booking = await provider().book(parcelOf(), {});
    const shiprocket = provider();
    await shiprocket.resolveFailedDelivery(booking, 'REATTEMPT', 'Customer asks for delivery after 6 pm.');
    await shiprocket.resolveFailedDelivery(booking, 'RTO', undefined);
    expect(fake.ndrActions.filter((action) => action.awb === booking.awb)).toEqual([
      {
        awb: booking.awb,
        body: { action: 're-attempt', comments: 'Customer asks for delivery after 6 pm.' },
      },
      { awb: booking.awb, body: { action: 'return', comments: 'Please return the parcel to the shop.' } },
    ]);
  });

  it('NDR refused by Shiprocket is a 502 with its message', async () => {
    const error = await failureOf(
      provider().resolveFailedDelivery(
        { courier: null, awb: '999999999', trackingUrl: null, providerRef: null },
        'REATTEMPT',
        undefined,
      ),
    );
    expect(error.statusCode).toBe(502);
    expect(error.message).toBe(
      'Shiprocket could not ask for another attempt on AWB 999999999: No NDR found for this AWB',
    );
  });

  it('a reverse pickup: a return order from the shopper to the pickup location’s address, then its AWB', async () => {
    const forward = parcelOf();
    const returnParcel: ReturnParcel = {
      ...forward,
      returnId: randomUUID(),
      lines: [forward.lines[0] as Parcel['lines'][number]],
      totalPaise: 229950,
    };
    const booking = await provider().bookReturnPickup(returnParcel);
    const order = [...fake.orders.values()].find((o) => o.channelOrderId === returnParcel.returnId);
    expect(order?.isReturn).toBe(true);
    expect(booking).toMatchObject({ courier: 'Delhivery Reverse', awb: order?.awb });
    expect(fake.bodiesAt('/v1/external/orders/create/return').at(-1)).toEqual({
      order_id: returnParcel.returnId,
      order_date: '2025-12-08 14:45',
      pickup_customer_name: 'Asha',
      pickup_last_name: 'Rani Verma',
      pickup_address: '14 Residency Road',
      pickup_address_2: 'Flat 3B',
      pickup_city: 'Bengaluru',
      pickup_state: 'Karnataka',
      pickup_country: 'India',
      pickup_pincode: '560025',
      pickup_email: 'asha@example.in',
      pickup_phone: '9876543210',
      shipping_customer_name: 'Vastra',
      shipping_last_name: 'Fashions',
      shipping_address: '12 MG Road',
      shipping_address_2: 'Near Metro',
      shipping_city: 'Bengaluru',
      shipping_state: 'Karnataka',
      shipping_country: 'India',
      shipping_pincode: '560001',
      shipping_email: 'dispatch@vastra.example',
      shipping_phone: '9876500000',
      order_items: [
        { name: 'Denim Jacket (Blue, M)', sku: 'DJ-BLU-M', units: 2, selling_price: 1149.75, hsn: '6201' },
      ],
      payment_method: 'Prepaid',
      sub_total: 2299.5,
      length: 30,
      breadth: 25,
      height: 8,
      weight: 1.25,
    });
    expect(fake.bodiesAt('/v1/external/courier/assign/awb').at(-1)).toEqual({
      shipment_id: order?.shipmentId,
      is_return: 1,
    });
  });
});
