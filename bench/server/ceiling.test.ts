import Fastify from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, describe, expect, it } from 'vitest';
import { ceilingRoutes, jsonOfSize } from './ceiling';

describe('the benchmark ceiling', async () => {
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  await app.register(ceilingRoutes, { prefix: '/api' });
  afterAll(() => app.close());

  it('answers with valid JSON of exactly the requested size', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/bench/ceiling?bytes=4096' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(Buffer.byteLength(res.body)).toBe(4096);
    expect(res.json().data.length).toBeGreaterThan(0);
  });

  it('makes bodies of the asked size for small and large sizes alike', () => {
    for (const bytes of [32, 100, 1000, 12_345, 250_000]) {
      const body = jsonOfSize(bytes);
      expect(Buffer.byteLength(body)).toBe(bytes);
      expect(() => JSON.parse(body)).not.toThrow();
    }
  });
});
