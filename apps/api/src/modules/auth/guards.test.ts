import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app';
import { createTestUser } from '../../../test/users';
import { users } from '../../db/schema/users';
import { requireStaff } from '../../lib/auth-guard';
import { registerErrorHandler } from '../../lib/error-handler';

const { app } = await createTestApp();

// No admin-only route belongs to this module, so the guard is mounted on a tiny app that shares
// the real configuration and database: one call of the catalogue's, one of the staff screen's.
const adminArea = Fastify();
adminArea.decorate('config', app.config);
adminArea.decorate('db', app.db);
registerErrorHandler(adminArea);
adminArea.get('/admin-only', { onRequest: requireStaff('catalogue') }, async () => ({ ok: true }));
adminArea.get('/owner-only', { onRequest: requireStaff('staff') }, async () => ({ ok: true }));
await adminArea.ready();
afterAll(() => adminArea.close());

const callAs = (headers: Record<string, string> = {}) =>
  adminArea.inject({ method: 'GET', url: '/admin-only', headers });

describe('requireStaff', () => {
  it('answers a customer token with 403', async () => {
    const customer = await createTestUser(app, 'CUSTOMER');
    const res = await callAs(customer.auth);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: expect.any(String) });
  });

  it('answers a customer token on the shop’s own admin call (GET /orders/all) with 403', async () => {
    const customer = await createTestUser(app, 'CUSTOMER');
    const res = await app.inject({ method: 'GET', url: '/api/orders/all', headers: customer.auth });
    expect(res.statusCode).toBe(403);
  });

  it('answers a guest with 401', async () => {
    expect((await callAs()).statusCode).toBe(401);
  });

  it('lets an admin through', async () => {
    const admin = await createTestUser(app, 'ADMIN');
    const res = await callAs(admin.auth);
    expect(res.statusCode).toBe(200);
  });

  it('lets staff through only where their role may go, reading the role at each call', async () => {
    const member = await createTestUser(app, 'ADMIN', 'CATALOGUE');
    expect((await callAs(member.auth)).statusCode).toBe(200);
    const owner = await adminArea.inject({ method: 'GET', url: '/owner-only', headers: member.auth });
    expect(owner.statusCode).toBe(403);
    expect(owner.json()).toEqual({ message: 'You do not have permission to do that.' });
    await app.db.update(users).set({ staffRole: 'ORDERS' }).where(eq(users.id, member.id));
    expect((await callAs(member.auth)).statusCode).toBe(403);
  });
});
