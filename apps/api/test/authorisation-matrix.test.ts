import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createTestApp } from './app';
import {
  authorisationMatrix,
  type Expected,
  methodOf,
  type RouteRule,
  routeCollector,
} from './authorisation-matrix';
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

// The optional route: PAYMENT_PROVIDER=phonepe registers PhonePe's callback instead of the
// simulator's page and form.
const optionalRoutes = routeCollector();
const optional = await createTestApp(phonePeEnv, () => {}, optionalRoutes);
const optionalFixtures = {
  ...fixtures,
  users: {
    customer: await createTestUser(optional.app, 'CUSTOMER'),
    otherCustomer: await createTestUser(optional.app, 'CUSTOMER'),
    admin: await createTestUser(optional.app, 'ADMIN'),
  },
};

const ruleFor = new Map(authorisationMatrix.map((rule) => [rule.route, rule]));
const registered = new Set([...simulatorRoutes.keys(), ...optionalRoutes.keys()]);

const describeExpected = (expected: Expected) =>
  `guest ${expected.guest}, customer ${expected.customer}, another customer ${expected.otherCustomer}, admin ${expected.admin}`;

async function statusesFor(rule: RouteRule): Promise<Expected> {
  const target = rule.optional ? optional.app : app;
  const f = rule.optional ? optionalFixtures : fixtures;
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
      expect(statuses).toEqual(rule.expect);
    });
  }
});
