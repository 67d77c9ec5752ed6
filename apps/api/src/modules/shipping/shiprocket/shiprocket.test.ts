import { randomUUID } from 'node:crypto';
import { createServer } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { shiprocketAccount, startFakeShiprocket } from '../../../../test/fake-shiprocket';
import { HttpError } from '../../../lib/errors';
import type { Parcel, ReturnParcel } from '../shipping-provider';
import { createShiprocketProvider } from '.';

const fake = await startFakeShiprocket();
afterAll(() => fake.close());

const ORDERED_AT = new Date('2025-12-08T09:15:00Z');

function parcelOf(overrides: Partial<Parcel> = {}): Parcel {
  const orderId = randomUUID();
  return {
    orderId,
    orderNumber: orderId.slice(0, 8),
    orderedAt: ORDERED_AT,
    recipient: {
      name: 'Asha Rani Verma',
      phone: '9876543210',
      email: 'asha@example.in',
      addressLine1: '14 Residency Road',
      addressLine2: 'Flat 3B',
      city: 'Bengaluru',
      state: 'Karnataka',
      pincode: '560025',
    },
    lines: [
      {
        name: 'Denim Jacket (Blue, M)',
        sku: 'DJ-BLU-M',
        quantity: 2,
        unitPricePaise: 114975,
        hsnCode: '6201',
      },
      { name: 'Cotton Kurta (White, L)', sku: 'CK-WHT-L', quantity: 1, unitPricePaise: 79900, hsnCode: null },
    ],
    totalPaise: 309850,
    codAmountPaise: 309850,
    weightGrams: 1250,
    dimensionsCm: { length: 30, breadth: 25, height: 8 },
    pickupPincode: '560001',
    ...overrides,
  };
}

const provider = (config = fake.config()) => createShiprocketProvider(config);

async function failureOf(promise: Promise<unknown>): Promise<HttpError> {
  const error = await promise.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  if (!(error instanceof HttpError)) throw new Error(`expected an HttpError, got ${String(error)}`);
  return error;
}

describe('Shiprocket login', () => {
  it('logs in on the first call with the API user, then reuses the token', async () => {
    const before = fake.state.logins;
    const shiprocket = provider();
    const query = { pickupPincode: '560001', pincode: '560001', cod: true, weightGrams: 500 };
    await shiprocket.serviceability(query);
    await shiprocket.serviceability(query);
    expect(fake.state.logins).toBe(before + 1);
    expect(
      fake.received.filter((request) => request.path === '/v1/external/auth/login').at(-1)?.body,
    ).toEqual(shiprocketAccount);
  });

  it('a token that expires mid-booking is renewed once and the booking completes with one order', async () => {
    const shiprocket = provider();
    await shiprocket.serviceability({
      pickupPincode: '560001',
      pincode: '560001',
      cod: false,
      weightGrams: 500,
    });
    const logins = fake.state.logins;
    const parcel = parcelOf();
    fake.expireTokensAfter('/v1/external/orders/create/adhoc');
    const booking = await shiprocket.book(parcel, {});
    expect(fake.state.logins).toBe(logins + 1);
    expect([...fake.orders.values()].filter((order) => order.channelOrderId === parcel.orderId)).toHaveLength(
      1,
    );
    expect(booking.awb).toMatch(/^1411232\d+$/);
  });

  it('logs in again when the token nears its 240 hours, without waiting for a 401', async () => {
    let clock = new Date('2025-12-01T00:00:00Z');
    const shiprocket = createShiprocketProvider(fake.config(), { now: () => clock });
    const query = { pickupPincode: '560001', pincode: '560001', cod: false, weightGrams: 500 };
    await shiprocket.serviceability(query);
    const logins = fake.state.logins;
    clock = new Date(clock.getTime() + 238 * 3600_000);
    await shiprocket.serviceability(query);
    expect(fake.state.logins).toBe(logins);
    clock = new Date(clock.getTime() + 2 * 3600_000);
    await shiprocket.serviceability(query);
    expect(fake.state.logins).toBe(logins + 1);
  });

  it('a token Shiprocket expired early is replaced on its 401 and the call answers', async () => {
    const shiprocket = provider();
    const query = { pickupPincode: '560001', pincode: '560001', cod: false, weightGrams: 500 };
    await shiprocket.serviceability(query);
    const logins = fake.state.logins;
    fake.expireTokens();
    expect((await shiprocket.serviceability(query))?.serviceable).toBe(true);
    expect(fake.state.logins).toBe(logins + 1);
  });

  it('wrong credentials are a 502 naming the settings, with Shiprocket’s message', async () => {
    const error = await failureOf(
      provider(fake.config({ password: 'wrong' })).serviceability({
        pickupPincode: '560001',
        pincode: '560001',
        cod: false,
        weightGrams: 500,
      }),
    );
    expect(error.statusCode).toBe(502);
    expect(error.message).toBe(
      "Shiprocket refused the account's credentials (Invalid email and password combination). Check SHIPROCKET_EMAIL and SHIPROCKET_PASSWORD: they are the API user's, made under Settings > API in Shiprocket.",
    );
  });

  it('a 401 again after a fresh login is a 502 about the credentials', async () => {
    const logins = fake.state.logins;
    fake.refuseNext(
      '/v1/external/courier/track/awb/1411232999',
      401,
      { message: 'Token has expired', status_code: 401 },
      2,
    );
    const shiprocket = provider();
    const error = await failureOf(
      shiprocket.track({ courier: null, awb: '1411232999', trackingUrl: null, providerRef: null }),
    );
    expect(error.statusCode).toBe(502);
    expect(error.message).toMatch(
      /^Shiprocket refused the account's credentials even after a fresh login \(Token has expired\)/,
    );
    expect(fake.state.logins).toBe(logins + 2);
  });
});

describe('Shiprocket serviceability', () => {
  it('a served pincode: COD, the recommended courier’s days, city and state; the query in kg and 0/1', async () => {
    const answer = await provider().serviceability({
      pickupPincode: '560001',
      pincode: '560001',
      cod: true,
      weightGrams: 1250,
    });
    expect(answer).toEqual({
      serviceable: true,
      cod: true,
      days: { from: 4, to: 6 },
      city: 'Bengaluru',
      state: 'Karnataka',
    });
    expect(fake.received.at(-1)).toMatchObject({
      method: 'GET',
      path: '/v1/external/courier/serviceability/',
      query: { pickup_postcode: '560001', delivery_postcode: '560001', cod: '1', weight: '1.25' },
    });
  });

  it('a pincode no courier serves is not serviceable', async () => {
    const answer = await provider().serviceability({
      pickupPincode: '560001',
      pincode: '799001',
      cod: false,
      weightGrams: 500,
    });
    expect(answer).toEqual({ serviceable: false, cod: false, days: null, city: null, state: null });
  });

  it('served without cash on delivery: COD off, prepaid still served', async () => {
    fake.serve('682001', {
      city: 'Kochi',
      state: 'Kerala',
      couriers: [{ id: 12, name: 'Ecom Express', cod: false, days: '5' }],
    });
    const shiprocket = provider();
    const prepaid = await shiprocket.serviceability({
      pickupPincode: '560001',
      pincode: '682001',
      cod: false,
      weightGrams: 500,
    });
    expect(prepaid).toEqual({
      serviceable: true,
      cod: false,
      days: { from: 5, to: 5 },
      city: 'Kochi',
      state: 'Kerala',
    });
  });
});

describe('Shiprocket booking', () => {
  it('creates the ad-hoc order in rupees, assigns the AWB and asks for the pickup', async () => {
    const parcel = parcelOf();
    const booking = await provider().book(parcel, {});
    const order = [...fake.orders.values()].find((o) => o.channelOrderId === parcel.orderId);
    expect(booking).toEqual({
      courier: 'Xpressbees Surface',
      awb: order?.awb,
      trackingUrl: `https://shiprocket.co/tracking/${order?.awb}`,
      providerRef: `${order?.orderId}/${order?.shipmentId}`,
    });
    expect(fake.bodiesAt('/v1/external/orders/create/adhoc').at(-1)).toEqual({
      order_id: parcel.orderId,
      order_date: '2025-12-08 14:45',
      pickup_location: 'Vastra Warehouse',
      billing_customer_name: 'Asha',
      billing_last_name: 'Rani Verma',
      billing_address: '14 Residency Road',
      billing_address_2: 'Flat 3B',
      billing_city: 'Bengaluru',
      billing_pincode: '560025',
      billing_state: 'Karnataka',
      billing_country: 'India',
      billing_email: 'asha@example.in',
      billing_phone: '9876543210',
      shipping_is_billing: true,
      order_items: [
        { name: 'Denim Jacket (Blue, M)', sku: 'DJ-BLU-M', units: 2, selling_price: 1149.75, hsn: '6201' },
        { name: 'Cotton Kurta (White, L)', sku: 'CK-WHT-L', units: 1, selling_price: 799 },
      ],
      payment_method: 'COD',
      sub_total: 3098.5,
      length: 30,
      breadth: 25,
      height: 8,
      weight: 1.25,
    });
    expect(fake.bodiesAt('/v1/external/courier/assign/awb').at(-1)).toEqual({
      shipment_id: order?.shipmentId,
      is_return: 0,
    });
    expect(fake.bodiesAt('/v1/external/courier/generate/pickup').at(-1)).toEqual({
      shipment_id: [order?.shipmentId],
    });
    expect(order?.pickupRequested).toBe(true);
  });

  it('a paid order is Prepaid', async () => {
    await provider().book(parcelOf({ codAmountPaise: 0 }), {});
    expect(fake.bodiesAt('/v1/external/orders/create/adhoc').at(-1)?.payment_method).toBe('Prepaid');
  });

  it('booking again after a refused AWB finishes the same Shiprocket order', async () => {
    const parcel = parcelOf();
    const shiprocket = provider();
    fake.refuseNext('/v1/external/courier/assign/awb', 400, {
      message: 'Courier not serviceable for this shipment',
      status_code: 400,
    });
    const refused = await failureOf(shiprocket.book(parcel, {}));
    expect(refused.statusCode).toBe(502);
    expect(refused.message).toBe(
      `Shiprocket could not assign an AWB to order ${parcel.orderNumber}: Courier not serviceable for this shipment`,
    );
    const booking = await shiprocket.book(parcel, {});
    expect(booking.awb).toMatch(/^1411232\d+$/);
    expect([...fake.orders.values()].filter((order) => order.channelOrderId === parcel.orderId)).toHaveLength(
      1,
    );
  });

  it('Shiprocket’s error body is a 502 with its message and field errors', async () => {
    const parcel = parcelOf();
    const error = await failureOf(provider(fake.config({ pickupLocation: 'Nowhere' })).book(parcel, {}));
    expect(error.statusCode).toBe(502);
    expect(error.message).toBe(
      `Shiprocket could not create the order ${parcel.orderNumber}: Oops! Invalid Data. Wrong Pickup location entered.`,
    );
  });

  it('a recipient without a phone is refused before Shiprocket is asked', async () => {
    const parcel = parcelOf();
    const before = fake.received.length;
    const error = await failureOf(
      provider().book({ ...parcel, recipient: { ...parcel.recipient, phone: null } }, {}),
    );
    expect(error.statusCode).toBe(409);
    expect(fake.received.length).toBe(before);
  });

  it('Shiprocket unreachable is a 502 saying nothing changed', async () => {
    const port = await closedPort();
    const error = await failureOf(
      provider(fake.config({ baseUrl: `http://127.0.0.1:${port}` })).book(parcelOf(), {}),
    );
    expect(error.statusCode).toBe(502);
    expect(error.message).toBe(
      'Shiprocket could not log in: it could not be reached. Nothing was changed; try again shortly.',
    );
  });
});

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

/** A port nothing listens on: bound, then closed. */
function closedPort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}
