import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app';
import { dropKeys, testKeyPrefix, testRedisUrl } from '../../../test/redis';

// Two apps stand for two API processes of one shop: with REDIS_URL they count the same attempts.
describe.runIf(testRedisUrl)('rate limits shared through Redis by several processes', async () => {
  const env = {
    REDIS_URL: testRedisUrl as string,
    REDIS_KEY_PREFIX: testKeyPrefix(),
    RATE_LIMIT_REGISTER_IP: '2',
  };
  const processes = testRedisUrl ? [await createTestApp(env), await createTestApp(env)] : [];
  afterAll(() => dropKeys(env.REDIS_URL, env.REDIS_KEY_PREFIX));
  const on = (i: number) => (processes[i % processes.length] as (typeof processes)[number]).app;

  it('refuses the 11th failed login for one identifier, wherever the attempts land', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await on(i).inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { identifier: 'nobody@vastra.example', password: `guess-${i}` },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([...Array(10).fill(401), 429]);
  });

  it('counts @fastify/rate-limit limits (registrations per address) across processes', async () => {
    const register = (i: number) =>
      on(i).inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: {
          firstName: 'Asha',
          lastName: 'Rao',
          username: `asha_${i}_${Date.now()}`,
          email: `asha_${i}_${Date.now()}@example.in`,
          password: 'secret123',
        },
      });
    expect((await register(0)).statusCode).toBe(201);
    expect((await register(1)).statusCode).toBe(201);
    const third = await register(2);
    expect(third.statusCode).toBe(429);
    expect(third.headers['retry-after']).toBeDefined();
  });
});
