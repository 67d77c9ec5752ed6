import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type StaffRole, staffPermissions, staffRoles } from '@vastra/contract/staff-permissions';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from './app';
import {
  authorisationMatrix,
  type Expected,
  methodOf,
  type RouteRule,
  routeCollector,
  statusesOf,
} from './authorisation-matrix';
import { startFakeRazorpay } from './fake-razorpay';
import { razorpayEnv } from './razorpay-shop';
import { callOrder, createSecurityFixtures, phonePeEnv, sendCall } from './security-fixtures';
import { createTestUser } from './users';

// A storefront build, so that its routes (/ and /*) are registered as in production.
const webDist = mkdtempSync(path.join(tmpdir(), 'vastra-web-'));
writeFileSync(
  path.join(webDist, 'index.html'),
  '<html><head><title>Vastra</title></head><body></body></html>',
);

const simulatorRoutes = routeCollector();
// The shipping simulator, so that its page and form are registered beside the webhook.
const { app } = await createTestApp(
  { SHIPPING_PROVIDER: 'simulator' },
  (config) => {
    config.webDistDir = webDist;
  },
  simulatorRoutes,
);
const fixtures = await createSecurityFixtures(app);

// The optional routes: PAYMENT_PROVIDER=phonepe registers PhonePe's callback instead of the
// simulator's page and form, PAYMENT_PROVIDER=razorpay Razorpay's page, callback and webhook. The
// PhonePe shop also sends its texts to the message simulator, which registers the simulator's page.
const phonePeRoutes = routeCollector();
const phonePeShop = await createTestApp(
  { ...phonePeEnv, SMS_PROVIDER: 'simulator', WHATSAPP_PROVIDER: 'simulator' },
  () => {},
  phonePeRoutes,
);
const razorpayRoutes = routeCollector();
const fakeRazorpay = await startFakeRazorpay();
afterAll(() => fakeRazorpay.close());
const razorpayShop = await createTestApp(razorpayEnv(fakeRazorpay.url), () => {}, razorpayRoutes);
const optional = {
  phonepe: {
    app: phonePeShop.app,
    fixtures: {
      ...fixtures,
      users: {
        customer: await createTestUser(phonePeShop.app, 'CUSTOMER'),
        otherCustomer: await createTestUser(phonePeShop.app, 'CUSTOMER'),
        admin: await createTestUser(phonePeShop.app, 'ADMIN'),
      },
    },
  },
  // Its page needs a payment of its own: the shop's fixtures, made there.
  razorpay: { app: razorpayShop.app, fixtures: await createSecurityFixtures(razorpayShop.app) },
};

const ruleFor = new Map(authorisationMatrix.map((rule) => [rule.route, rule]));
const registered = new Set([...simulatorRoutes.keys(), ...phonePeRoutes.keys(), ...razorpayRoutes.keys()]);

const describeExpected = (expected: Expected) =>
  `guest ${expected.guest}, customer ${expected.customer}, another customer ${expected.otherCustomer}, admin ${expected.admin}${expected.area ? ` (${expected.area})` : ''}`;

// One member of staff of each role but the owner, whom the fixtures' admin already is.
const staff = Object.fromEntries(
  await Promise.all(
    staffRoles
      .filter((role) => role !== 'OWNER')
      .map(async (role) => [role, await createTestUser(app, 'ADMIN', role)] as const),
  ),
) as Record<Exclude<StaffRole, 'OWNER'>, Awaited<ReturnType<typeof createTestUser>>>;

/** The rule's call as a member of staff with `role`, on the main app. */
function callAsStaff(rule: RouteRule, role: Exclude<StaffRole, 'OWNER'>) {
  const asMember = { ...fixtures, users: { ...fixtures.users, admin: staff[role] } };
  return sendCall(app, asMember, { method: methodOf(rule), ...rule.call(asMember, 'admin') }, 'admin');
}

async function statusesFor(rule: RouteRule): Promise<Expected> {
  const target = rule.optional ? optional[rule.optional].app : app;
  const f = rule.optional ? optional[rule.optional].fixtures : fixtures;
  const statuses = {} as Expected;
  for (const caller of callOrder) {
    const res = await sendCall(target, f, { method: methodOf(rule), ...rule.call(f, caller) }, caller);
    statuses[caller] = res.statusCode;
    if (res.statusCode >= 400) {
      expect(res.headers['content-type'], `${rule.route} as ${caller}`).toContain('application/json');
      expect(typeof res.json().message, `${rule.route} as ${caller}: ${res.body}`).toBe('string');
    }
  }
  return statuses;
}

describe('the authorisation matrix', () => {
  it('has an entry for every route the server registers', () => {
    const missing = [...registered].filter((key) => !ruleFor.has(key));
    expect(
      missing,
      `registered without an entry: add ${missing.join(', ')} to the authorisation matrix (test/authorisation-matrix.ts)`,
    ).toEqual([]);
  });

  it('names only routes the server registers', () => {
    const stale = authorisationMatrix.map((rule) => rule.route).filter((route) => !registered.has(route));
    expect(stale, 'these matrix entries name routes that no longer exist').toEqual([]);
  });

  it('lists each route once', () => {
    expect(ruleFor.size).toBe(authorisationMatrix.length);
  });

  it('answers a guest 401 and a customer 403 with the guards’ own sentences', async () => {
    const guest = await sendCall(app, fixtures, { method: 'GET', url: '/api/orders/all' }, 'guest');
    expect(guest.json()).toEqual({ message: 'Please log in to continue.' });
    const customer = await sendCall(app, fixtures, { method: 'GET', url: '/api/orders/all' }, 'customer');
    expect(customer.json()).toEqual({ message: 'You do not have permission to do that.' });
  });

  it('lets no body make its sender an admin: a role sent along is ignored', async () => {
    const register = await sendCall(
      app,
      fixtures,
      {
        method: 'POST',
        url: '/api/auth/register',
        json: {
          firstName: 'Kiran',
          lastName: 'Rao',
          username: 'kiran_rao',
          email: 'kiran@example.in',
          password: 'secret123',
          userType: 'ADMIN',
        },
      },
      'guest',
    );
    expect(register.statusCode).toBe(201);
    expect(register.json().user.userType).toBe('CUSTOMER');
    const profile = await sendCall(
      app,
      fixtures,
      {
        method: 'PUT',
        url: '/api/users/profile',
        json: { firstName: 'Ravi', lastName: 'Tester', userType: 'ADMIN' },
      },
      'otherCustomer',
    );
    expect(profile.json().user.userType).toBe('CUSTOMER');
    const dashboard = await sendCall(
      app,
      fixtures,
      { method: 'GET', url: '/api/admin/dashboard' },
      'otherCustomer',
    );
    expect(dashboard.statusCode).toBe(403);
  });

  for (const rule of authorisationMatrix) {
    it(`${rule.route}: ${describeExpected(rule.expect)}`, async () => {
      const statuses = await statusesFor(rule);
      expect(statuses).toEqual(statusesOf(rule.expect));
    });
  }
});

describe('staff roles, route by route', () => {
  const areaOf = new Map([...simulatorRoutes.areas, ...phonePeRoutes.areas, ...razorpayRoutes.areas]);

  it('guards every staff-only route, and only those, by the area the matrix names', () => {
    const named = authorisationMatrix.filter((rule) => rule.expect.area).map((rule) => rule.route);
    expect([...areaOf.keys()].sort()).toEqual(named.sort());
  });

  for (const rule of authorisationMatrix) {
    const area = rule.expect.area;
    if (!area) continue;
    const refused = staffRoles.filter((role) => role !== 'OWNER' && !staffPermissions[area].includes(role));
    const allowed = staffRoles.filter((role) => role !== 'OWNER' && staffPermissions[area].includes(role));
    it(`${rule.route} (${area}): 403 for ${refused.join(', ') || 'no role'}`, async () => {
      expect(areaOf.get(rule.route)).toBe(area);
      for (const role of refused) {
        const res = await callAsStaff(rule, role as Exclude<StaffRole, 'OWNER'>);
        expect(res.statusCode, `${rule.route} as ${role}`).toBe(403);
        expect(res.json()).toEqual({ message: 'You do not have permission to do that.' });
      }
      // Reads only: a write allowed to a role would change what the owner's call above found.
      if (methodOf(rule) !== 'GET') return;
      for (const role of allowed) {
        const res = await callAsStaff(rule, role as Exclude<StaffRole, 'OWNER'>);
        expect(res.statusCode, `${rule.route} as ${role}`).toBe(rule.expect.admin);
      }
    });
  }
});
