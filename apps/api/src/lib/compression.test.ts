import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app';
import { brotliEnding, brotliParts, compressBody } from './compression';

const { app } = await createTestApp();
afterAll(() => app.close());

// The OpenAPI document is a large JSON answer even on an empty test database.
describe('API answers', () => {
  it('come brotli-compressed to a client that accepts brotli, and decode to the same JSON', async () => {
    const docs = await app.inject({ method: 'GET', url: '/api/docs/json' });
    const brotli = await app.inject({
      method: 'GET',
      url: '/api/docs/json',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toContain('accept-encoding');
    expect(brotli.rawPayload.length).toBeLessThan(docs.rawPayload.length / 3);
    expect(JSON.parse(brotliDecompressSync(brotli.rawPayload).toString())).toEqual(docs.json());
  });

  it('come gzip-compressed to a client that accepts only gzip', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/docs/json',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(res.rawPayload).toString()).openapi).toBeDefined();
  });

  it('stay as they are when small or when the client asks for no encoding', async () => {
    const small = await app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'accept-encoding': 'br' },
    });
    expect(small.statusCode).toBe(200);
    expect(small.headers['content-encoding']).toBeUndefined();
    const none = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(none.headers['content-encoding']).toBeUndefined();
  });

  it('keep their ETag, so a compressed answer is still revalidated with a bodiless 304', async () => {
    const first = await app.inject({
      method: 'GET',
      url: '/api/categories',
      headers: { 'accept-encoding': 'br' },
    });
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\//);
    const again = await app.inject({
      method: 'GET',
      url: '/api/categories',
      headers: { 'accept-encoding': 'br', 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });

  it('are not decompressed on the way in: a gzipped body is refused, not inflated', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: Buffer.from([0x1f, 0x8b, 0x08, 0x00]),
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
  });
});

// What is kept (answers, pages) is counted against its budget by its length: it must hold no more.
describe('a body compressed to be kept', () => {
  const answerOf = (items: number) =>
    JSON.stringify(
      Array.from({ length: items }, (_, i) => ({ id: `product-${i}`, name: `Kurta ${i * 7919}` })),
    );

  it.each(['br', 'gzip'] as const)('holds only its own bytes in %s, small or large', (encoding) => {
    for (const body of [answerOf(60), answerOf(20_000)]) {
      const compressed = compressBody(body, encoding);
      expect(compressed.buffer.byteLength).toBe(compressed.length);
      const decoded = encoding === 'br' ? brotliDecompressSync(compressed) : gunzipSync(compressed);
      expect(decoded.toString()).toBe(body);
    }
  });
});

describe('a text compressed in parts', () => {
  const opening = `<style>${'.card{padding:1rem}'.repeat(400)}${Array.from({ length: 300 }, (_, i) => `.c${i}{margin:${i}px}`).join('')}</style>`;

  it('opens with the same bytes whatever follows, and the parts joined decode to the whole', async () => {
    const [productOpening, product] = await brotliParts([opening, '<h1>Cotton Kurta</h1>'.repeat(50)], {
      finish: true,
    });
    const [listOpening, list] = await brotliParts(
      [opening, '<h3>Silk Sherwani</h3><h3>Linen Shirt</h3>'.repeat(40)],
      { finish: true },
    );
    expect(productOpening?.equals(listOpening as Buffer)).toBe(true);
    expect(product?.equals(list as Buffer)).toBe(false);
    const whole = brotliDecompressSync(Buffer.concat([productOpening, product] as Buffer[])).toString();
    expect(whole).toBe(`${opening}${'<h1>Cotton Kurta</h1>'.repeat(50)}`);
  });

  it('left open, ends with any text stored as it is, and decodes to the whole', async () => {
    const body = '<h1>Cotton Kurta</h1>'.repeat(50);
    const parts = await brotliParts([opening, body], { finish: false });
    const stock = `<script type="application/json">{"kurta":{"m":56}}</script></body></html>`;
    for (const ending of ['', stock, `${stock}${'x'.repeat(70_000)}`]) {
      const bytes = brotliEnding(Buffer.from(ending));
      expect(bytes.length).toBeLessThan(Buffer.byteLength(ending) + 8);
      const whole = brotliDecompressSync(Buffer.concat([...parts, bytes])).toString();
      expect(whole).toBe(`${opening}${body}${ending}`);
    }
  });
});
