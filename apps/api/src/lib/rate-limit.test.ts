import Fastify from 'fastify';
import { Redis } from 'ioredis';
import { describe, expect, it } from 'vitest';
import { dropKeys, testKeyPrefix, testRedisUrl } from '../../test/redis';
import { registerErrorHandler } from './error-handler';
import { attemptLimit, enableRateLimits, limitPerClient } from './rate-limit';
import { createMemoryState } from './shared-state/memory-state';
import { createRedisState } from './shared-state/redis-state';
import type { SharedState } from './shared-state/shared-state';

const quiet = { warn: () => {}, info: () => {} };

/** Two limited routes: two calls per client and name, and two guesses per address whatever the name. */
async function limitedApp(sharedState: SharedState) {
  const app = Fastify({ logger: false });
  app.decorate('sharedState', sharedState);
  registerErrorHandler(app);
  await app.register(async (scope) => {
    await enableRateLimits(scope);
    scope.post('/subscribe', { config: limitPerClient(2, 60_000, 'email') }, async () => ({ ok: true }));
    scope.post(
      '/guess',
      { preHandler: attemptLimit(scope, 'guess-ip', 2, 60_000, (request) => request.ip) },
      async () => ({ ok: true }),
    );
  });
  await app.ready();
  return app;
}

async function statusesOf(app: Awaited<ReturnType<typeof limitedApp>>, url: string, calls: number) {
  const statuses: number[] = [];
  for (let i = 0; i < calls; i++) {
    const res = await app.inject({ method: 'POST', url, payload: { email: 'asha@example.in' } });
    statuses.push(res.statusCode);
  }
  return statuses;
}

describe('rate limits', () => {
  it('answer 429 past the limit, with Retry-After, in one process', async () => {
    const app = await limitedApp(createMemoryState());
    expect(await statusesOf(app, '/subscribe', 3)).toEqual([200, 200, 429]);
    expect(await statusesOf(app, '/guess', 3)).toEqual([200, 200, 429]);
    const refused = await app.inject({ method: 'POST', url: '/guess' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(55);
    expect(refused.json().message).toMatch(/^Too many attempts\. Please try again in \d+ seconds\.$/);
    await app.close();
  });

  it('still limit while Redis cannot be reached, counting in this process', async () => {
    const away = await createRedisState('redis://127.0.0.1:1', testKeyPrefix(), quiet);
    const app = await limitedApp(away);
    expect(await statusesOf(app, '/subscribe', 3)).toEqual([200, 200, 429]);
    expect(await statusesOf(app, '/guess', 3)).toEqual([200, 200, 429]);
    await app.close();
    await away.close();
  });

  it.runIf(testRedisUrl)('are counted in Redis under keys that name the route or the limit', async () => {
    const url = testRedisUrl as string;
    const prefix = testKeyPrefix();
    const state = await createRedisState(url, prefix, quiet);
    const app = await limitedApp(state);
    await statusesOf(app, '/subscribe', 1);
    await statusesOf(app, '/guess', 1);
    const redis = new Redis(url);
    try {
      expect((await redis.keys(`${prefix}*`)).sort()).toEqual([
        `${prefix}rate-limit:POST/subscribe:127.0.0.1|asha@example.in`,
        `${prefix}rate-limit:guess-ip|127.0.0.1`,
      ]);
    } finally {
      await redis.quit();
      await app.close();
      await state.close();
      await dropKeys(url, prefix);
    }
  });
});
