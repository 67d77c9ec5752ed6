import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { registerErrorHandler, sendError } from './error-handler';
import { conflict, fieldError } from './errors';

async function appWithRoutes() {
  const app = Fastify({ logger: false }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  app.post(
    '/items',
    { schema: { body: z.object({ name: z.string().min(1, 'Name is required.'), qty: z.number().int() }) } },
    async () => ({ ok: true }),
  );
  app.get('/conflict', async () => {
    throw conflict('Only 2 left in stock.');
  });
  app.get('/pincode', async () => {
    throw fieldError('postalCode', 'Pincode must be a 6-digit number.');
  });
  app.get('/boom', async () => {
    throw new Error('database password is hunter2');
  });
  await app.ready();
  return app;
}

describe('the error body', () => {
  it('names each invalid field with its sentence', async () => {
    const app = await appWithRoutes();
    const res = await app.inject({ method: 'POST', url: '/items', payload: { name: '', qty: 1.5 } });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.errors.name).toBe('Name is required.');
    expect(body.errors.qty).toEqual(expect.any(String));
    expect(body.message).toBe('Name is required.');
  });

  it('passes a thrown HttpError through with its status and field', async () => {
    const app = await appWithRoutes();
    expect((await app.inject('/conflict')).json()).toEqual({ message: 'Only 2 left in stock.' });
    const res = await app.inject('/pincode');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: 'Pincode must be a 6-digit number.',
      errors: { postalCode: 'Pincode must be a 6-digit number.' },
    });
  });

  it('hides the details of an unexpected failure', async () => {
    const app = await appWithRoutes();
    const res = await app.inject('/boom');
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('hunter2');
    expect(res.json().message).toBe('Something went wrong on our side. Please try again.');
  });

  it('answers a wrong content type with 415 and an oversized body with 413', async () => {
    const app = await appWithRoutes();
    const wrongType = await app.inject({
      method: 'POST',
      url: '/items',
      headers: { 'content-type': 'application/xml' },
      payload: '<a/>',
    });
    expect(wrongType.statusCode).toBe(415);
    const huge = await app.inject({
      method: 'POST',
      url: '/items',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ name: 'x'.repeat(2 * 1024 * 1024), qty: 1 }),
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().message).toBe('The request body is too large.');
  });
});

describe("the router's own refusals", () => {
  async function appWithParams() {
    const app = Fastify({ logger: false, frameworkErrors: sendError });
    registerErrorHandler(app);
    app.get('/products/:id', async () => ({ ok: true }));
    await app.ready();
    return app;
  }

  it('answers a broken percent-encoding in the path with 400 and the API error body', async () => {
    const app = await appWithParams();
    const res = await app.inject('/products/%ED%A0%80');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'This address is not valid.' });
  });

  it('answers a path parameter past its length with 414 and the API error body', async () => {
    const app = await appWithParams();
    const res = await app.inject(`/products/${'9'.repeat(5000)}`);
    expect(res.statusCode).toBe(414);
    expect(res.json()).toEqual({ message: 'This address is too long.' });
  });
});
