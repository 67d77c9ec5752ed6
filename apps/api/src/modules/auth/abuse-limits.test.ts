import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app';
import { createTestUser } from '../../../test/users';
import type { App } from '../../app';

// A production shop: the settings the attack review ran with.
const production = {
  NODE_ENV: 'production',
  JWT_SECRET: 'abuse-limits-test-secret-of-32-characters-or-more',
  ALLOW_TEST_PAYMENTS: 'true',
};
const { app: direct } = await createTestApp(production);
const { app: behindProxy } = await createTestApp({ ...production, TRUST_PROXY: '1' });
const { app: strict } = await createTestApp({ ...production, RATE_LIMIT_LOGIN_IP: '10' });

const PROXY = '10.0.0.2';
/** A call as a client at `clientIp` makes it: direct, or through the proxy that forwards its address. */
function call(app: App, url: string, payload: object, clientIp: string, viaProxy = app === behindProxy) {
  return app.inject({
    method: 'POST',
    url,
    payload,
    remoteAddress: viaProxy ? PROXY : clientIp,
    headers: viaProxy ? { 'x-forwarded-for': clientIp } : {},
  });
}
const madeUpAddress = (i: number) => `198.51.${Math.floor(i / 250)}.${(i % 250) + 1}`;

describe('limits a changing IP address cannot escape', () => {
  it('X-Forwarded-For is ignored unless TRUST_PROXY names a proxy', async () => {
    const user = await createTestUser(direct);
    const statuses = [];
    for (let i = 0; i < 30; i++) {
      const res = await direct.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { identifier: user.username, password: 'wrong-guess' },
        remoteAddress: '203.0.113.50',
        headers: { 'x-forwarded-for': madeUpAddress(i) },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses.slice(10)).toEqual(Array(20).fill(429));
  });

  it('wrong passwords for one account from 30 addresses meet the per-account limit', async () => {
    const user = await createTestUser(behindProxy);
    const statuses = [];
    for (let i = 0; i < 30; i++) {
      const res = await call(
        behindProxy,
        '/api/auth/login',
        { identifier: i % 2 ? user.username : user.email, password: 'wrong-guess' },
        madeUpAddress(i),
      );
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 20)).toEqual(Array(20).fill(401));
    expect(statuses.slice(20)).toEqual(Array(10).fill(429));
    const locked = await call(
      behindProxy,
      '/api/auth/login',
      { identifier: user.username, password: user.password },
      madeUpAddress(99),
    );
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('reset codes for one email are limited to 3 in 15 minutes whatever address asks', async () => {
    const user = await createTestUser(behindProxy);
    const statuses = [];
    for (let i = 0; i < 6; i++) {
      const res = await call(
        behindProxy,
        '/api/auth/forgot-password/request-otp',
        { email: user.email },
        madeUpAddress(i),
      );
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 429, 429, 429]);
  });

  it('registrations from one IP are limited whatever the email', async () => {
    const results = await Promise.all(
      Array.from({ length: 35 }, (_, i) =>
        call(
          direct,
          '/api/auth/register',
          {
            firstName: 'Bulk',
            lastName: 'Buyer',
            username: `bulk_buyer_${i}`,
            email: `bulk_buyer_${i}@example.in`,
            password: 'secret1',
          },
          '203.0.113.77',
        ),
      ),
    );
    const statuses = results.map((res) => res.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(25);
    const elsewhere = await call(
      direct,
      '/api/auth/register',
      {
        firstName: 'Real',
        lastName: 'Shopper',
        username: 'real_shopper',
        email: 'real@example.in',
        password: 'secret1',
      },
      '203.0.113.78',
    );
    expect(elsewhere.statusCode).toBe(201);
  });

  it('logins with random identifiers from one IP are limited per IP, whatever the identifier', async () => {
    const user = await createTestUser(strict);
    const results = await Promise.all(
      Array.from({ length: 16 }, (_, i) =>
        call(strict, '/api/auth/login', { identifier: `nobody_${i}`, password: 'guess' }, '203.0.113.90'),
      ),
    );
    const statuses = results.map((res) => res.statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(6);

    const pastIpLimit = await call(
      strict,
      '/api/auth/login',
      { identifier: user.username, password: user.password },
      '203.0.113.90',
    );
    expect(pastIpLimit.statusCode).toBe(429);
    const fromElsewhere = await call(
      strict,
      '/api/auth/login',
      { identifier: user.username, password: user.password },
      '203.0.113.91',
    );
    expect(fromElsewhere.statusCode).toBe(200);
  });
});
