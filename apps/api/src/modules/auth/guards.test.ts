import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app';
import { createTestUser } from '../../../test/users';
import { requireAdmin } from '../../lib/auth-guard';
import { registerErrorHandler } from '../../lib/error-handler';

const { app } = await createTestApp();

// No admin-only route belongs to this module, so the guard is mounted on a tiny app that shares
// the real configuration and database.
const adminArea = Fastify();
adminArea.decorate('config', app.config);
adminArea.decorate('db', app.db);
registerErrorHandler(adminArea);
adminArea.get('/admin-only', { onRequest: requireAdmin }, async () => ({ ok: true }));
await adminArea.ready();
afterAll(() => adminArea.close());

const callAs = (headers: Record<string, string> = {}) =>
  adminArea.inject({ method: 'GET', url: '/admin-only', headers });

describe('requireAdmin', () => {
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
});
