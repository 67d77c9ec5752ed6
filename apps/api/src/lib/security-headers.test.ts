import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app';
import { SCRIPT_LOADER_HASH } from '../modules/spa';

const { app } = await createTestApp();

const expected = {
  'content-security-policy': `default-src 'self';script-src 'self' ${SCRIPT_LOADER_HASH};style-src 'self' 'unsafe-inline';img-src 'self' data: blob:;media-src 'self' blob:;font-src 'self' data:;connect-src 'self';object-src 'none';base-uri 'self';form-action 'self' https:;frame-ancestors 'none'`,
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'cross-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'no-referrer',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};

describe('security headers', () => {
  it.each([
    ['a catalogue read', 'GET', '/api/categories', 200],
    ['a refused request', 'GET', '/api/cart', 401],
    ['an unknown API path', 'GET', '/api/no-such-thing', 404],
    ['a malformed body', 'POST', '/api/auth/login', 400],
  ])('are on %s', async (_what, method, url, status) => {
    const res = await app.inject({
      method: method as 'GET' | 'POST',
      url,
      ...(method === 'POST'
        ? { headers: { 'content-type': 'application/json' }, payload: '{"identifier":' }
        : {}),
    });
    expect(res.statusCode).toBe(status);
    // Each once: a header sent twice would read as a list here.
    expect(res.headers).toMatchObject(expected);
    expect(res.headers['x-powered-by']).toBeUndefined();
  });
});
