import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app';
import { waitForMail } from '../../../test/outbox';
import { createTestUser } from '../../../test/users';
import { staffInvitations } from '../../db/schema/staff';
import { users } from '../../db/schema/users';

const { app, config } = await createTestApp();
const owner = await createTestUser(app, 'ADMIN');

const asOwner = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  app.inject({ method, url: `/api${url}`, headers: owner.auth, payload });
const login = (identifier: string, password: string) =>
  app.inject({ method: 'POST', url: '/api/auth/login', payload: { identifier, password } });
const accept = (token: string, password: string) =>
  app.inject({ method: 'POST', url: '/api/staff/invitations/accept', payload: { token, password } });

/** The owner invites someone; the link's token as the mail gives it. */
async function invite(email: string, staffRole: string) {
  const res = await asOwner('POST', '/admin/staff', {
    firstName: 'Neha',
    lastName: 'Iyer',
    email,
    staffRole,
  });
  expect(res.statusCode, res.body).toBe(201);
  const mail = await waitForMail(config.dataDir, email, 'You are invited to join the staff');
  const token = /\/staff\/accept\?token=([A-Za-z0-9_-]+)/.exec(mail)?.[1] ?? '';
  expect(token).not.toBe('');
  return { member: res.json().staff, token };
}

describe('staff invitations', () => {
  it('invites by mail; the member sets a password once, signs in and may use only their role’s part', async () => {
    const { member, token } = await invite('neha@example.in', 'CATALOGUE');
    expect(member).toMatchObject({
      email: 'neha@example.in',
      staffRole: 'CATALOGUE',
      invitationPending: true,
    });
    // Before the link is used nobody can sign in as them.
    expect((await login('neha@example.in', 'neha-secret')).statusCode).toBe(401);

    const accepted = await accept(token, 'neha-secret');
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().message).toBe('Your password is set. Sign in with neha@example.in.');
    const again = await accept(token, 'another-secret');
    expect(again.statusCode).toBe(400);
    expect(again.json().errors).toEqual({ token: 'This invitation link has expired or was already used.' });

    const session = await login('neha@example.in', 'neha-secret');
    expect(session.statusCode).toBe(200);
    expect(session.json().user).toMatchObject({ userType: 'ADMIN', staffRole: 'CATALOGUE' });
    const headers = { authorization: `Bearer ${session.json().token}` };
    expect((await app.inject({ method: 'GET', url: '/api/coupons', headers })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/orders/all', headers })).statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: '/api/admin/staff', headers })).statusCode).toBe(403);

    const listed = (await asOwner('GET', '/admin/staff')).json().staff;
    expect(listed.find((m: { id: string }) => m.id === member.id)).toMatchObject({
      invitationPending: false,
    });
  });

  it('refuses an expired link', async () => {
    const { member, token } = await invite('late@example.in', 'ORDERS');
    await app.db
      .update(staffInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(staffInvitations.userId, member.id));
    expect((await accept(token, 'late-secret')).statusCode).toBe(400);
  });

  it('makes a customer staff with the account they have, and says so by mail', async () => {
    const customer = await createTestUser(app, 'CUSTOMER');
    const res = await asOwner('POST', '/admin/staff', {
      firstName: 'Ravi',
      lastName: 'Tester',
      email: customer.email.toUpperCase(),
      staffRole: 'SUPPORT',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().staff).toMatchObject({
      id: customer.id,
      staffRole: 'SUPPORT',
      invitationPending: false,
    });
    await waitForMail(config.dataDir, customer.email, 'You have been added to the staff');
    const session = await login(customer.email, customer.password);
    expect(session.json().user.staffRole).toBe('SUPPORT');
  });

  it('refuses someone already on the staff, and bad input, changing nothing', async () => {
    const twice = await asOwner('POST', '/admin/staff', {
      firstName: 'Asha',
      lastName: 'Tester',
      email: owner.email,
      staffRole: 'ORDERS',
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().errors).toEqual({ email: 'This person is already on the staff.' });
    const bad = await asOwner('POST', '/admin/staff', {
      firstName: '',
      lastName: 'Iyer',
      email: 'not-an-email',
      staffRole: 'BOSS',
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['email', 'firstName', 'staffRole']);
    const staff = (await asOwner('GET', '/admin/staff')).json().staff as { email: string }[];
    expect(staff.filter((m) => m.email === owner.email)).toHaveLength(1);
  });
});

describe('the last owner', () => {
  it('cannot be demoted or removed; with a second owner, either can go', async () => {
    const { app: shop } = await createTestApp();
    const only = await createTestUser(shop, 'ADMIN');
    const call = (method: 'PUT' | 'DELETE', id: string, payload?: object) =>
      shop.inject({ method, url: `/api/admin/staff/${id}`, headers: only.auth, payload });

    const demote = await call('PUT', only.id, { staffRole: 'ORDERS' });
    expect(demote.statusCode).toBe(409);
    expect(demote.json().message).toBe('The shop must keep at least one owner.');
    expect((await call('DELETE', only.id)).statusCode).toBe(409);

    const second = await createTestUser(shop, 'ADMIN', 'ORDERS');
    expect((await call('PUT', second.id, { staffRole: 'OWNER' })).json().staff.staffRole).toBe('OWNER');
    const removed = await call('DELETE', second.id);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().message).toBe('Asha Tester is no longer on the staff.');
    // Their sessions end with their place on the staff; the account stays a customer's.
    expect((await shop.inject({ method: 'GET', url: '/api/auth/me', headers: second.auth })).statusCode).toBe(
      401,
    );
    expect((await call('DELETE', second.id)).statusCode).toBe(404);
    expect((await call('PUT', only.id, { staffRole: 'SUPPORT' })).statusCode).toBe(409);
  });

  it('survives two owners demoting each other at once', async () => {
    const { app: shop } = await createTestApp();
    const a = await createTestUser(shop, 'ADMIN');
    const b = await createTestUser(shop, 'ADMIN');
    const demote = (by: typeof a, id: string) =>
      shop.inject({
        method: 'PUT',
        url: `/api/admin/staff/${id}`,
        headers: by.auth,
        payload: { staffRole: 'CATALOGUE' },
      });
    const answers = (await Promise.all([demote(a, b.id), demote(b, a.id)])).map((res) => res.statusCode);
    // One goes through; the other is refused, by the lock (409) or, once demoted, by the guard (403).
    expect(answers.filter((status) => status === 200)).toHaveLength(1);
    expect(answers.filter((status) => status === 409 || status === 403)).toHaveLength(1);
    const rows = await shop.db
      .select({ role: users.staffRole })
      .from(users)
      .where(eq(users.userType, 'ADMIN'));
    expect(rows.filter((row) => row.role === 'OWNER')).toHaveLength(1);
  });
});
