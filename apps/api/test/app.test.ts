import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createTestApp } from './app';
import { testDatabaseKind } from './database';

const webDist = mkdtempSync(path.join(tmpdir(), 'vastra-web-'));
writeFileSync(
  path.join(webDist, 'index.html'),
  '<html><head><title>Vastra</title></head><body>shell</body></html>',
);

const { app } = await createTestApp({}, (config) => {
  config.webDistDir = webDist;
});

describe('the HTTP shell', () => {
  it('answers the liveness check', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: testDatabaseKind });
  });

  it('gives unknown API paths a JSON 404', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.json()).toEqual({ message: 'Not found.' });
  });

  it('gives a missing upload a JSON 404, not the storefront', async () => {
    const res = await app.inject({ method: 'GET', url: '/uploads/missing.webp' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Not found.' });
  });

  it('serves the storefront for every other path so the browser app can route it', async () => {
    for (const url of ['/', '/men', '/product/abc', '/some/unknown/page']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('shell');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('sends the security headers on every answer', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("default-src 'self'");
    expect(csp).not.toContain('upgrade-insecure-requests');
  });

  it('publishes the OpenAPI document', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.paths['/api/health']).toBeDefined();
    const refs = new Set(res.body.match(/#\/components\/schemas\/[\w-]+/g));
    for (const ref of refs) expect(doc.components.schemas[ref.split('/').pop() ?? '']).toBeDefined();
  });

  it('answers a malformed JSON body with 400 and a sentence', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/health',
      headers: { 'content-type': 'application/json' },
      payload: '{"broken":',
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(res.json().message).toEqual(expect.any(String));
  });
});
