import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app';

const { app } = await createTestApp({ RATE_LIMIT_OTP_REQUEST: '3', RATE_LIMIT_OTP_REQUEST_IP: '5' });
const requestCode = (mobile: string, ip = '203.0.113.7') =>
  app.inject({ method: 'POST', url: '/api/auth/otp/request', payload: { mobile }, remoteAddress: ip });

describe('limits on mobile sign-in codes', () => {
  it('one number gets 3 codes per 15 minutes, from any address, then a 429 with Retry-After', async () => {
    const answers = await Promise.all(
      ['198.51.100.1', '198.51.100.2', '198.51.100.3', '198.51.100.4'].map((ip) =>
        requestCode('9811111111', ip),
      ),
    );
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 200, 200, 429]);
    const refused = answers.find((res) => res.statusCode === 429);
    expect(Number(refused?.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused?.json().message).toMatch(/^Too many attempts/);
  });

  it('one address gets 5 codes per 15 minutes, whatever the numbers', async () => {
    const statuses = [];
    for (let i = 0; i < 6; i++) statuses.push((await requestCode(`982222222${i}`)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it('guesses at one number’s code are limited per number too', async () => {
    const guesses = [];
    for (let i = 0; i < 11; i++) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/auth/otp/verify',
        payload: { mobile: '9833333333', otp: String(100000 + i) },
        remoteAddress: `198.51.100.${50 + i}`,
      });
      guesses.push(res.statusCode);
    }
    expect(guesses.slice(0, 10).every((status) => status === 400)).toBe(true);
    expect(guesses[10]).toBe(429);
  });
});
