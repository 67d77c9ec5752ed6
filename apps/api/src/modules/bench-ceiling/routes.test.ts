import { describe, expect, it } from 'vitest';
import { createTestAppForOneTest } from '../../../test/app';
import { jsonOfSize } from './routes';

describe('the benchmark ceiling', () => {
  it('answers with valid JSON of exactly the requested size when BENCH_CEILING is on', async () => {
    const { app } = await createTestAppForOneTest({ BENCH_CEILING: 'true' });
    const res = await app.inject({ method: 'GET', url: '/api/bench/ceiling?bytes=4096' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(Buffer.byteLength(res.body)).toBe(4096);
    expect(res.json().data.length).toBeGreaterThan(0);
  });

  it('is not there in a shop that did not turn it on', async () => {
    const { app } = await createTestAppForOneTest();
    const res = await app.inject({ method: 'GET', url: '/api/bench/ceiling?bytes=4096' });
    expect(res.statusCode).toBe(404);
  });

  it('makes bodies of the asked size for small and large sizes alike', () => {
    for (const bytes of [32, 100, 1000, 12_345, 250_000]) {
      const body = jsonOfSize(bytes);
      expect(Buffer.byteLength(body)).toBe(bytes);
      expect(() => JSON.parse(body)).not.toThrow();
    }
  });
});
