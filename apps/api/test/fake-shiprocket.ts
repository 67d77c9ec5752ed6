import { randomUUID } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import Fastify, { type FastifyReply, type FastifyRequest } from 'fastify';
import type { ShiprocketConfig } from '../src/config';

export const shiprocketAccount = { email: 'api-user@vastra.example', password: 'sr-api-pass-42' };
export const shiprocketWebhookToken = 'shiprocket-hook-token-0123456789';
export const shiprocketPickupLocation = 'Vastra Warehouse';

/** One courier a pincode is served by, as the fake's serviceability answers it. */
export interface FakeCourier {
  id: number;
  name: string;
  cod: boolean;
  /** Shiprocket's estimated_delivery_days: "3" or "4 - 6". */
  days: string;
}

export interface FakeScan {
  date: string;
  activity: string;
  location: string;
  srStatus: string;
  srStatusLabel: string;
}

interface FakeOrder {
  orderId: number;
  shipmentId: number;
  channelOrderId: string;
  isReturn: boolean;
  awb: string | null;
  courier: string | null;
  pickupRequested: boolean;
}

type Body = Record<string, unknown>;

const invalid = (reply: FastifyReply, errors: Record<string, string[]>) =>
  reply.status(422).send({ message: 'Oops! Invalid Data.', errors, status_code: 422 });

const missing = (body: Body, fields: string[]) => {
  const errors: Record<string, string[]> = {};
  for (const field of fields) {
    const value = body[field];
    if (value === undefined || value === null || value === '') {
      errors[field] = [`The ${field.replaceAll('_', ' ')} field is required.`];
    }
  }
  return errors;
};

const isPincode = (value: unknown) => /^\d{6}$/.test(String(value ?? ''));
const isPositive = (value: unknown) => typeof value === 'number' && value > 0;

function itemErrors(items: unknown): Record<string, string[]> {
  if (!Array.isArray(items) || items.length === 0)
    return { order_items: ['The order items field is required.'] };
  const errors: Record<string, string[]> = {};
  items.forEach((item: Body, index) => {
    for (const field of ['name', 'sku']) {
      if (typeof item[field] !== 'string' || item[field] === '') {
        errors[`order_items.${index}.${field}`] = [`The order_items.${index}.${field} field is required.`];
      }
    }
    if (!Number.isInteger(item.units) || (item.units as number) < 1) {
      errors[`order_items.${index}.units`] = [`The order_items.${index}.units must be at least 1.`];
    }
    if (typeof item.selling_price !== 'number' || item.selling_price < 0) {
      errors[`order_items.${index}.selling_price`] = [
        `The order_items.${index}.selling_price must be a number.`,
      ];
    }
  });
  return errors;
}

function sizeErrors(body: Body): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const field of ['length', 'breadth', 'height', 'weight']) {
    if (!isPositive(body[field])) errors[field] = [`The ${field} must be greater than 0.`];
  }
  if (typeof body.sub_total !== 'number' || body.sub_total < 0)
    errors.sub_total = ['The sub total field is required.'];
  return errors;
}

/**
 * A local Shiprocket with the rules its public API documents (apiv2.shiprocket.in/v1/external): a
 * login giving Bearer tokens that expire (401 "Token has expired" without a live one), 422
 * "Oops! Invalid Data." with field errors for requests missing what the docs require, serviceability
 * by pincode, ad-hoc and return orders keyed by our order id (the same id again answers the same
 * order), AWB assignment, pickup requests, tracking activities, NDR actions and pickup locations.
 * Every request is kept in `received` for tests to read back.
 */
export async function startFakeShiprocket() {
  const server = Fastify();
  const tokens = new Map<string, number>();
  const orders = new Map<string, FakeOrder>();
  const scans = new Map<string, FakeScan[]>();
  const ndrActions: { awb: string; body: Body }[] = [];
  const served = new Map<string, { city: string; state: string; couriers: FakeCourier[] }>();
  const received: { method: string; path: string; query: Record<string, string>; body: Body | null }[] = [];
  const state = { logins: 0, nextId: 500_000, expireTokensAfter: null as string | null };
  const refusals = new Map<string, { status: number; body: unknown; times: number }>();

  served.set('560001', {
    city: 'Bengaluru',
    state: 'Karnataka',
    couriers: [
      { id: 51, name: 'Xpressbees Surface', cod: true, days: '4 - 6' },
      { id: 10, name: 'Delhivery', cod: true, days: '3' },
    ],
  });

  server.addHook('onRequest', async (request, reply) => {
    if (request.url === '/v1/external/auth/login') return;
    const authorization = request.headers.authorization ?? '';
    const expiresAt = authorization.startsWith('Bearer ') ? tokens.get(authorization.slice(7)) : undefined;
    if (expiresAt === undefined || expiresAt <= Date.now()) {
      return reply.status(401).send({ message: 'Token has expired', status_code: 401 });
    }
  });
  server.addHook('preHandler', async (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    received.push({
      method: request.method,
      path,
      query: request.query as Record<string, string>,
      body: (request.body as Body | undefined) ?? null,
    });
    const refusal = refusals.get(path);
    if (refusal) {
      if (--refusal.times === 0) refusals.delete(path);
      return reply.status(refusal.status).send(refusal.body);
    }
  });
  server.addHook('onResponse', async (request, reply) => {
    if (reply.statusCode < 300 && state.expireTokensAfter === request.url.split('?')[0]) {
      state.expireTokensAfter = null;
      tokens.clear();
    }
  });

  server.post('/v1/external/auth/login', async (request, reply) => {
    const { email, password } = (request.body ?? {}) as Body;
    if (email !== shiprocketAccount.email || password !== shiprocketAccount.password) {
      return reply.status(403).send({ message: 'Invalid email and password combination', status_code: 403 });
    }
    state.logins++;
    const token = randomUUID();
    tokens.set(token, Date.now() + 240 * 3600_000);
    return {
      id: 1,
      first_name: 'API',
      last_name: 'User',
      email,
      company_id: 42,
      created_at: '2025-01-01',
      token,
    };
  });

  server.get('/v1/external/courier/serviceability/', async (request, reply) => {
    const query = request.query as Record<string, string>;
    const errors: Record<string, string[]> = {};
    if (!isPincode(query.pickup_postcode)) errors.pickup_postcode = ['The pickup postcode must be 6 digits.'];
    if (!isPincode(query.delivery_postcode))
      errors.delivery_postcode = ['The delivery postcode must be 6 digits.'];
    if (query.cod !== '0' && query.cod !== '1')
      errors.cod = ['The cod field is required when order id is not present.'];
    if (!(Number(query.weight) > 0))
      errors.weight = ['The weight field is required when order id is not present.'];
    if (Object.keys(errors).length > 0) return invalid(reply, errors);
    const area = served.get(query.delivery_postcode ?? '');
    const couriers = (area?.couriers ?? []).filter((courier) => query.cod === '0' || courier.cod);
    if (!area || couriers.length === 0) {
      return { status: 404, message: 'No courier serviceable for the given pincodes.' };
    }
    return {
      status: 200,
      currency: 'INR',
      data: {
        recommended_courier_company_id: couriers[0]?.id,
        available_courier_companies: couriers.map((courier) => ({
          courier_company_id: courier.id,
          courier_name: courier.name,
          cod: courier.cod ? 1 : 0,
          city: area.city,
          state: area.state,
          postcode: query.delivery_postcode,
          estimated_delivery_days: courier.days,
          etd: 'Dec 11, 2025',
          rate: 74.5,
        })),
      },
    };
  });

  const createOrder = (request: FastifyRequest, reply: FastifyReply, isReturn: boolean) => {
    const body = (request.body ?? {}) as Body;
    const required = isReturn
      ? [
          'order_id',
          'order_date',
          'pickup_customer_name',
          'pickup_address',
          'pickup_city',
          'pickup_state',
          'pickup_country',
          'pickup_pincode',
          'pickup_email',
          'pickup_phone',
          'shipping_customer_name',
          'shipping_address',
          'shipping_city',
          'shipping_country',
          'shipping_pincode',
          'shipping_state',
          'shipping_phone',
          'payment_method',
        ]
      : [
          'order_id',
          'order_date',
          'pickup_location',
          'billing_customer_name',
          'billing_address',
          'billing_city',
          'billing_pincode',
          'billing_state',
          'billing_country',
          'billing_email',
          'billing_phone',
          'payment_method',
        ];
    const errors = { ...missing(body, required), ...itemErrors(body.order_items), ...sizeErrors(body) };
    if (!isReturn && body.shipping_is_billing !== true) {
      errors.shipping_is_billing = ['The shipping is billing field is required.'];
    }
    const methods = isReturn ? ['Prepaid', 'PREPAID'] : ['COD', 'Prepaid'];
    if (!errors.payment_method && !methods.includes(String(body.payment_method))) {
      errors.payment_method = ['The selected payment method is invalid.'];
    }
    if (Object.keys(errors).length > 0) return invalid(reply, errors);
    if (!isReturn && body.pickup_location !== shiprocketPickupLocation) {
      return invalid(reply, { pickup_location: ['Wrong Pickup location entered.'] });
    }
    const key = `${isReturn ? 'return' : 'forward'}:${body.order_id}`;
    let order = orders.get(key);
    if (!order) {
      order = {
        orderId: state.nextId++,
        shipmentId: state.nextId++,
        channelOrderId: String(body.order_id),
        isReturn,
        awb: null,
        courier: null,
        pickupRequested: false,
      };
      orders.set(key, order);
    }
    return {
      order_id: order.orderId,
      shipment_id: order.shipmentId,
      status: isReturn ? 'RETURN PENDING' : 'NEW',
      status_code: isReturn ? 21 : 1,
      awb_code: order.awb,
      courier_name: order.courier,
    };
  };
  server.post('/v1/external/orders/create/adhoc', (request, reply) => createOrder(request, reply, false));
  server.post('/v1/external/orders/create/return', (request, reply) => createOrder(request, reply, true));

  const orderOfShipment = (shipmentId: unknown) =>
    [...orders.values()].find((order) => order.shipmentId === shipmentId);

  server.post('/v1/external/courier/assign/awb', async (request, reply) => {
    const body = (request.body ?? {}) as Body;
    const errors = missing(body, ['shipment_id', 'is_return']);
    if (Object.keys(errors).length > 0) return invalid(reply, errors);
    const order = orderOfShipment(body.shipment_id);
    if (!order)
      return reply.status(400).send({ message: 'Given shipment id does not exist', status_code: 400 });
    if (order.awb) return reply.status(400).send({ message: 'AWB is already assigned', status_code: 400 });
    order.awb = `${order.isReturn ? 'R' : ''}1411232${order.shipmentId}`;
    order.courier = order.isReturn ? 'Delhivery Reverse' : 'Xpressbees Surface';
    return {
      awb_assign_status: 1,
      response: {
        data: {
          courier_company_id: 51,
          awb_code: order.awb,
          order_id: order.orderId,
          shipment_id: order.shipmentId,
          courier_name: order.courier,
        },
      },
    };
  });

  server.post('/v1/external/courier/generate/pickup', async (request, reply) => {
    const ids = ((request.body ?? {}) as Body).shipment_id;
    if (!Array.isArray(ids) || ids.length !== 1) {
      return invalid(reply, { shipment_id: ['The shipment id must be an array of one id.'] });
    }
    const order = orderOfShipment(ids[0]);
    if (!order?.awb) return reply.status(400).send({ message: 'Awb not Assigned', status_code: 400 });
    if (order.pickupRequested)
      return reply.status(400).send({ message: 'Already in Pickup Queue.', status_code: 400 });
    order.pickupRequested = true;
    return {
      pickup_status: 1,
      response: {
        pickup_scheduled_date: '2025-12-09 12:00:00',
        pickup_token_number: 'Reference No: 1234',
        status: 3,
      },
    };
  });

  server.get('/v1/external/courier/track/awb/:awb', async (request) => {
    const { awb } = request.params as { awb: string };
    const list = scans.get(awb);
    if (!list || list.length === 0) {
      return {
        tracking_data: {
          track_status: 0,
          error:
            'Aahh! There is no activities found in our DB. Please have some patience it will be updated soon.',
        },
      };
    }
    return {
      tracking_data: {
        track_status: 1,
        shipment_status: Number(list.at(-1)?.srStatus),
        shipment_track: [{ awb_code: awb, current_status: list.at(-1)?.srStatusLabel }],
        // Newest first, as Shiprocket lists them.
        shipment_track_activities: [...list].reverse().map((scan) => ({
          date: scan.date,
          status: 'X',
          activity: scan.activity,
          location: scan.location,
          'sr-status': scan.srStatus,
          'sr-status-label': scan.srStatusLabel,
        })),
        track_url: `https://shiprocket.co/tracking/${awb}`,
      },
    };
  });

  server.post('/v1/external/ndr/:awb/action', async (request, reply) => {
    const { awb } = request.params as { awb: string };
    const body = (request.body ?? {}) as Body;
    const errors = missing(body, ['action', 'comments']);
    if (!errors.action && !['re-attempt', 'return', 'fake-attempt'].includes(String(body.action))) {
      errors.action = ['The selected action is invalid.'];
    }
    if (Object.keys(errors).length > 0) return invalid(reply, errors);
    if (![...orders.values()].some((order) => order.awb === awb)) {
      return reply.status(400).send({ message: 'No NDR found for this AWB', status_code: 400 });
    }
    ndrActions.push({ awb, body });
    return reply.status(202).send({ status: 'Data Updated Sucessfully' });
  });

  server.get('/v1/external/settings/company/pickup', async () => ({
    data: {
      shipping_address: [
        {
          id: 4984500,
          pickup_location: shiprocketPickupLocation,
          name: 'Vastra Fashions',
          email: 'dispatch@vastra.example',
          phone: '9876500000',
          address: '12 MG Road',
          address_2: 'Near Metro',
          city: 'Bengaluru',
          state: 'Karnataka',
          country: 'India',
          pin_code: '560001',
        },
      ],
    },
  }));

  const url = await server.listen({ host: '127.0.0.1', port: 0 });
  return {
    url,
    config: (overrides: Partial<ShiprocketConfig> = {}): ShiprocketConfig => ({
      ...shiprocketAccount,
      baseUrl: url,
      webhookToken: shiprocketWebhookToken,
      pickupLocation: shiprocketPickupLocation,
      ...overrides,
    }),
    state,
    orders,
    ndrActions,
    received,
    /** The bodies sent to one path, in order. */
    bodiesAt: (path: string) =>
      received.filter((request) => request.path === path).map((request) => request.body),
    serve: (pincode: string, area: { city: string; state: string; couriers: FakeCourier[] }) =>
      served.set(pincode, area),
    /** Every token stops working now, as one that reached its 240 hours. */
    expireTokens: () => tokens.clear(),
    /** Every token stops working once the next request to `path` has been answered. */
    expireTokensAfter: (path: string) => {
      state.expireTokensAfter = path;
    },
    /** The next request (or `times` requests) to `path` get this answer, as Shiprocket refusing it. */
    refuseNext: (path: string, status: number, body: unknown, times = 1) =>
      refusals.set(path, { status, body, times }),
    addScan: (awb: string, scan: FakeScan) => scans.set(awb, [...(scans.get(awb) ?? []), scan]),
    close: () => server.close(),
  };
}

export type FakeShiprocket = Awaited<ReturnType<typeof startFakeShiprocket>>;

/** A tracking webhook as Shiprocket posts it, with its x-api-key (the panel's token) unless told otherwise. */
export function shiprocketWebhook(
  payload: unknown,
  token: string | null = shiprocketWebhookToken,
): { headers: IncomingHttpHeaders; rawBody: Buffer } {
  return {
    headers: { 'content-type': 'application/json', ...(token === null ? {} : { 'x-api-key': token }) },
    rawBody: Buffer.from(typeof payload === 'string' ? payload : JSON.stringify(payload)),
  };
}
