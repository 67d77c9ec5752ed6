import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app';

// A built storefront as `vite build` leaves it: an asset with its .br and .gz copies, and the manifest.
const webDist = mkdtempSync(path.join(tmpdir(), 'vastra-web-'));
const script = `export const greeting = ${JSON.stringify('welcome to Vastra '.repeat(100))};\n`;
mkdirSync(path.join(webDist, 'assets'));
mkdirSync(path.join(webDist, '.vite'));
writeFileSync(
  path.join(webDist, 'index.html'),
  // Long enough (over 1 kB) to be worth compressing.
  `<html><head><title>Vastra</title></head><body>shell<p>${'Clothing for everyone. '.repeat(60)}</p></body></html>`,
);
writeFileSync(path.join(webDist, 'assets/index-abc123.js'), script);
writeFileSync(path.join(webDist, 'assets/index-abc123.js.br'), brotliCompressSync(script));
writeFileSync(path.join(webDist, 'assets/index-abc123.js.gz'), gzipSync(script));
writeFileSync(path.join(webDist, 'assets/tiny-def456.js'), 'export {};\n');
writeFileSync(
  path.join(webDist, '.vite/manifest.json'),
  JSON.stringify({
    'index.html': { file: 'assets/index-abc123.js', isEntry: true, imports: ['_vendor.js'] },
    '_vendor.js': { file: 'assets/vendor-111.js' },
    'src/features/catalog/ProductPage.tsx': {
      file: 'assets/ProductPage-222.js',
      imports: ['_vendor.js', 'index.html', '_gallery.js'],
    },
    '_gallery.js': { file: 'assets/gallery-333.js', imports: ['_vendor.js'] },
  }),
);

const { app } = await createTestApp({}, (config) => {
  config.webDistDir = webDist;
});

const asset = '/assets/index-abc123.js';

describe('the storefront files', () => {
  it('sends the brotli copy of an asset to a browser that accepts brotli', async () => {
    const res = await app.inject({
      method: 'GET',
      url: asset,
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toContain('javascript');
    expect(res.headers.vary).toContain('accept-encoding');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(script);
  });

  it('sends the gzip copy to a browser that accepts only gzip', async () => {
    const res = await app.inject({ method: 'GET', url: asset, headers: { 'accept-encoding': 'gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(res.rawPayload).toString()).toBe(script);
  });

  it('sends the file as it is to a client that accepts no compression', async () => {
    const res = await app.inject({ method: 'GET', url: asset, headers: { 'accept-encoding': 'identity' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers.vary).toContain('accept-encoding');
    expect(res.body).toBe(script);
  });

  it('sends a file too small to have compressed copies as it is', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/assets/tiny-def456.js',
      headers: { 'accept-encoding': 'br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe('export {};\n');
  });

  it('still fills in index.html for each page when the browser accepts compression', async () => {
    for (const url of ['/', '/men', '/index.html']) {
      const res = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br, gzip' } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      // Compressed as it is sent, from the page filled in for this request (not a copy from the build).
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers.vary).toContain('accept-encoding');
      expect(brotliDecompressSync(res.rawPayload).toString()).toContain('<body>shell<p>Clothing');
    }
  });

  it('does not publish the build manifest or any other hidden file', async () => {
    for (const url of ['/.vite/manifest.json', '/%2Evite/manifest.json', '/.vite/']) {
      const res = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('index-abc123');
    }
  });
});

describe('storefront pages', () => {
  it('are sent as they are to a client that asks for no encoding', async () => {
    const res = await app.inject({ method: 'GET', url: '/products/mens-shirts' });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toContain('<body>shell<p>Clothing');
  });
});

describe('a storefront page', () => {
  it("names its own page chunk and that chunk's imports for preloading, not what index.html loads", async () => {
    const res = await app.inject({ method: 'GET', url: '/product/6f1c3b1e-8a3f-4a53-9d1e-2b7c1f0a4c11' });
    expect(res.body).toContain('<link rel="modulepreload" crossorigin href="/assets/ProductPage-222.js">');
    expect(res.body).toContain('<link rel="modulepreload" crossorigin href="/assets/gallery-333.js">');
    expect(res.body).not.toContain('href="/assets/vendor-111.js"');
    expect(res.body).not.toContain('href="/assets/index-abc123.js"');
  });

  it('that is not a storefront page chunk preloads nothing more', async () => {
    const res = await app.inject({ method: 'GET', url: '/admin/products' });
    expect(res.body).not.toContain('modulepreload');
  });
});
