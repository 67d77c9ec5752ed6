import Fastify from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { registerErrorHandler } from './error-handler';
import { responseSerializerCompiler } from './response-serializer';

const user = z.object({
  id: z.string(),
  nickname: z.string().optional(),
  email: z.string(),
  phone: z.string().nullable(),
  address: z.object({ city: z.string() }).nullable(),
  tags: z.array(z.object({ name: z.string() })),
});

/** A stored user row: more than the answer may show. */
const row = {
  id: 'u1',
  passwordHash: '$argon2id$secret',
  email: 'asha@example.in',
  nickname: 'Asha',
  phone: null,
  address: { city: 'Pune', pincode: '411001' },
  tags: [{ name: 'gold', internal: true }],
};

async function appAnswering(answer: unknown, checkAgainstZod: boolean) {
  const app = Fastify({ logger: false }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler({ checkAgainstZod }));
  registerErrorHandler(app);
  app.get('/user', { schema: { response: { 200: user } } }, async () => answer as z.infer<typeof user>);
  app.get(
    '/either',
    { schema: { response: { 200: z.object({ kind: z.union([z.literal('a'), z.number()]) }) } } },
    async () => ({ kind: 7, extra: 'hidden' }),
  );
  await app.ready();
  return app;
}

describe('answers written from the response schema', () => {
  it('show the declared fields alone, in the schema order, as zod writes them', async () => {
    for (const checkAgainstZod of [false, true]) {
      const app = await appAnswering(row, checkAgainstZod);
      const res = await app.inject('/user');
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(
        '{"id":"u1","nickname":"Asha","email":"asha@example.in","phone":null,"address":{"city":"Pune"},"tags":[{"name":"gold"}]}',
      );
      expect(res.body).toBe(JSON.stringify(user.parse(row)));
    }
  });

  it('leave out an optional field that is absent and write null where the schema allows it', async () => {
    const app = await appAnswering({ ...row, nickname: undefined, address: null }, false);
    expect((await app.inject('/user')).body).toBe(
      '{"id":"u1","email":"asha@example.in","phone":null,"address":null,"tags":[{"name":"gold"}]}',
    );
  });

  it('fall back to zod for a union, still showing declared fields alone', async () => {
    const app = await appAnswering(row, false);
    expect((await app.inject('/either')).body).toBe('{"kind":7}');
  });

  it('refuse, where checked against zod, an answer zod refuses', async () => {
    const app = await appAnswering({ ...row, email: undefined }, true);
    const res = await app.inject('/user');
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('secret');
  });
});
