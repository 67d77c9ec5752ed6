import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import pg from 'pg';
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

describe('a database out of reach', () => {
  const busy = { message: 'The shop is busy for a moment. Please try again.' };

  /** Each route fails as a query does when PostgreSQL is shutting down, restarting or gone. */
  async function appFailingWith(failures: Record<string, () => Promise<unknown>>) {
    const app = Fastify({ logger: false });
    registerErrorHandler(app);
    for (const [name, fail] of Object.entries(failures)) app.get(`/${name}`, fail);
    await app.ready();
    return app;
  }

  const pgError = (code: string, message: string) => Object.assign(new Error(message), { code });

  it('answers 503 with Retry-After and a sentence, never a 500, whatever cut the connection', async () => {
    // A real pool pointed at a port nobody listens on: refused, and wrapped by Drizzle as a query is.
    const pool = new pg.Pool({ connectionString: 'postgres://postgres@127.0.0.1:1/shop' });
    pool.on('error', () => {});
    const db = drizzle({ client: pool });
    const app = await appFailingWith({
      refused: () => db.execute(sql`select 1`),
      'in-transaction': () => db.transaction(async (tx) => tx.execute(sql`select 1`)),
      'admin-shutdown': async () => {
        throw new Error('Failed query: insert into orders', {
          cause: pgError('57P01', 'terminating connection due to administrator command'),
        });
      },
      'starting-up': async () => {
        throw pgError('57P03', 'the database system is starting up');
      },
      'connection-failure': async () => {
        throw pgError('08006', 'connection failure');
      },
      terminated: async () => {
        throw new Error('Connection terminated unexpectedly');
      },
      'pool-timeout': async () => {
        throw new Error('timeout exceeded when trying to connect');
      },
      'every-address-refused': async () => {
        throw new AggregateError(
          [pgError('ECONNREFUSED', 'connect ECONNREFUSED ::1:5432')],
          'connect failed',
        );
      },
      reset: async () => {
        throw pgError('ECONNRESET', 'read ECONNRESET');
      },
    });
    try {
      for (const url of [
        '/refused',
        '/in-transaction',
        '/admin-shutdown',
        '/starting-up',
        '/connection-failure',
        '/terminated',
        '/pool-timeout',
        '/every-address-refused',
        '/reset',
      ]) {
        const res = await app.inject(url);
        expect({ url, status: res.statusCode, body: res.json() }).toEqual({ url, status: 503, body: busy });
        expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      }
    } finally {
      await app.close();
      await pool.end();
    }
  });

  it('still answers 500 for a database error that is not about reaching it', async () => {
    const app = await appFailingWith({
      duplicate: async () => {
        throw new Error('Failed query', { cause: pgError('23505', 'duplicate key value') });
      },
    });
    const res = await app.inject('/duplicate');
    expect(res.statusCode).toBe(500);
    expect(res.headers['retry-after']).toBeUndefined();
    await app.close();
  });
});
