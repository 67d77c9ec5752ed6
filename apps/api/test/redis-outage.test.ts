import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { App } from '../src/app';
import { LOGIN_FAILURES, login, REGISTRATIONS_PER_IP, ready, useOutageShop } from './outage-shop';

// Redis taken away while the shop works, and brought back: see outage-shop.ts for the servers.
describe('the shop while Redis is away', () => {
  const shop = useOutageShop();

  const register = (app: App, email: string) =>
    app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        firstName: 'Meera',
        lastName: 'Iyer',
        username: email.split('@')[0],
        email,
        password: 'secret123',
      },
    });
  const newEmail = () => `shopper_${randomUUID().slice(0, 8)}@example.in`;
  const failedLogins = async (app: App, identifier: string, times: number) => {
    const statuses: number[] = [];
    for (let i = 0; i < times; i++) statuses.push((await login(app, identifier, `guess-${i}`)).statusCode);
    return statuses;
  };

  describe('with Redis stopped', () => {
    beforeAll(() => shop.redis.stop());

    it('signs shoppers up and in, and each process still refuses the sign-in after too many failures', async () => {
      const email = newEmail();
      expect((await register(shop.one, email)).statusCode).toBe(201);
      expect((await login(shop.one, email, 'secret123')).statusCode).toBe(200);

      const guessed = newEmail();
      expect(await failedLogins(shop.one, guessed, LOGIN_FAILURES + 1)).toEqual([
        ...Array(LOGIN_FAILURES).fill(401),
        429,
      ]);
      // Counted in each process while Redis is away: the other has seen none of these failures.
      expect(await failedLogins(shop.other, guessed, LOGIN_FAILURES + 1)).toEqual([
        ...Array(LOGIN_FAILURES).fill(401),
        429,
      ]);
    });

    it('still limits sign-ups per address in each process', async () => {
      const statuses: number[] = [];
      for (let i = 0; i <= REGISTRATIONS_PER_IP; i++)
        statuses.push((await register(shop.other, newEmail())).statusCode);
      expect(statuses).toEqual([...Array(REGISTRATIONS_PER_IP).fill(201), 429]);
    });

    it('stays ready, saying Redis is degraded', async () => {
      const res = await ready(shop.one);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ status: 'ready', sharedState: 'redis', redis: 'degraded' });
    });
  });

  describe('once Redis is back', () => {
    beforeAll(async () => {
      await shop.redis.start();
      for (const app of [shop.one, shop.other]) {
        await vi.waitFor(async () => expect((await ready(app)).json()).toMatchObject({ redis: 'up' }), {
          timeout: 15_000,
          interval: 100,
        });
      }
    });

    it('shares the counts of both processes again', async () => {
      const guessed = newEmail();
      const logins: number[] = [];
      for (let i = 0; i <= LOGIN_FAILURES; i++) {
        logins.push((await login(i % 2 === 0 ? shop.one : shop.other, guessed, `guess-${i}`)).statusCode);
      }
      expect(logins).toEqual([...Array(LOGIN_FAILURES).fill(401), 429]);

      const signUps: number[] = [];
      for (let i = 0; i <= REGISTRATIONS_PER_IP; i++) {
        signUps.push((await register(i % 2 === 0 ? shop.other : shop.one, newEmail())).statusCode);
      }
      expect(signUps).toEqual([...Array(REGISTRATIONS_PER_IP).fill(201), 429]);
    });
  });
});
