import { randomUUID } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import Fastify from 'fastify';
import type { ShiprocketConfig } from '../src/config';
import { fakeOrderRoutes } from './fake-shiprocket-orders';
import { type Body, type FakeOrder, invalid, isPincode } from './fake-shiprocket-rules';
import { type FakeScan, fakeShipmentRoutes } from './fake-shiprocket-shipments';

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

  fakeOrderRoutes(server, orders, state, shiprocketPickupLocation);
  fakeShipmentRoutes(server, orders, scans, ndrActions);

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
