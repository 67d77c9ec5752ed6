import { afterAll, describe, expect, it } from 'vitest';
import { shiprocketAccount, startFakeShiprocket } from '../../../../test/fake-shiprocket';
import { createShiprocketProvider } from '.';
import { closedPort, failureOf, parcelOf } from './test-parcels';

const fake = await startFakeShiprocket();
afterAll(() => fake.close());

const provider = (config = fake.config()) => createShiprocketProvider(config);

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
