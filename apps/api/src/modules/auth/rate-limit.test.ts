import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app';
import { createTestUser } from '../../../test/users';

const { app } = await createTestApp({ RATE_LIMIT_LOGIN: '3', RATE_LIMIT_REGISTER: '2' });

const post = (url: string, payload: object, ip = '203.0.113.7') =>
  app.inject({ method: 'POST', url, payload, remoteAddress: ip });

describe('rate limits', () => {
  it('answers the login after the limit with 429, Retry-After and a JSON sentence', async () => {
    const user = await createTestUser(app);
    for (let i = 0; i < 3; i++) {
      const res = await post('/api/auth/login', { identifier: user.username, password: 'wrong-one' });
      expect(res.statusCode).toBe(401);
    }
    const blocked = await post('/api/auth/login', {
      identifier: user.username.toUpperCase(),
      password: user.password,
    });
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(blocked.json()).toEqual({ message: expect.stringMatching(/^Too many attempts/) });
  });

  it('never locks out someone who signs in correctly, however often', async () => {
    const user = await createTestUser(app);
    for (let i = 0; i < 8; i++) {
      const res = await post('/api/auth/login', { identifier: user.username, password: user.password });
      expect(res.statusCode).toBe(200);
    }
  });

  it('forgets earlier failures once the right password is given', async () => {
    const user = await createTestUser(app);
    for (const password of ['wrong-1', 'wrong-2', user.password, 'wrong-3', 'wrong-4']) {
      await post('/api/auth/login', { identifier: user.username, password });
    }
    const res = await post('/api/auth/login', { identifier: user.username, password: user.password });
    expect(res.statusCode).toBe(200);
  });

  it('counts each identifier and each client separately', async () => {
    const user = await createTestUser(app);
    const otherClient = await post(
      '/api/auth/login',
      { identifier: user.username, password: user.password },
      '198.51.100.9',
    );
    expect(otherClient.statusCode).toBe(200);
  });

  it('does not count storefront or other API calls', async () => {
    for (let i = 0; i < 5; i++) {
      const res = await app.inject({ method: 'GET', url: '/api/health', remoteAddress: '203.0.113.7' });
      expect(res.statusCode).toBe(200);
      expect(res.headers).not.toHaveProperty('x-ratelimit-limit');
    }
  });

  it('limits registrations of one email from one client', async () => {
    const payload = {
      firstName: 'Kiran',
      lastName: 'Rao',
      username: 'kiran_rao',
      email: 'kiran@example.in',
      password: 'secret1',
    };
    expect((await post('/api/auth/register', payload, '192.0.2.1')).statusCode).toBe(201);
    expect((await post('/api/auth/register', payload, '192.0.2.1')).statusCode).toBe(409);
    const blocked = await post('/api/auth/register', { ...payload, email: 'KIRAN@example.in' }, '192.0.2.1');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBeDefined();
  });

  it('allows 3 code requests per email in 15 minutes', async () => {
    const email = 'asks-often@example.in';
    for (let i = 0; i < 3; i++) {
      expect((await post('/api/auth/forgot-password/request-otp', { email })).statusCode).toBe(200);
    }
    const blocked = await post('/api/auth/forgot-password/request-otp', { email });
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(14 * 60);
  });

  it('allows 10 reset attempts per email in 15 minutes', async () => {
    const payload = { email: 'guesser@example.in', otp: '000000', newPassword: 'secret1' };
    for (let i = 0; i < 10; i++) {
      expect((await post('/api/auth/forgot-password/reset', payload)).statusCode).toBe(400);
    }
    expect((await post('/api/auth/forgot-password/reset', payload)).statusCode).toBe(429);
  });
});
