import { randomUUID } from 'node:crypto';
import type { StaffRole } from '@vastra/contract/staff-permissions';
import { expect } from 'vitest';
import type { App } from '../src/app';
import { type UserType, users } from '../src/db/schema/users';
import { hashPassword } from '../src/lib/password';
import { signToken } from '../src/lib/tokens';

export interface TestUser {
  id: string;
  email: string;
  username: string;
  password: string;
  token: string;
  /** Ready to spread into inject(): `{ headers: user.auth }`. */
  auth: { authorization: string };
}

/**
 * Inserts a user straight into the database and signs a token for them: for tests of other modules.
 * An ADMIN is the shop's OWNER unless another staff role is given.
 */
export async function createTestUser(
  app: App,
  userType: UserType = 'CUSTOMER',
  staffRole: StaffRole = 'OWNER',
): Promise<TestUser> {
  const tag = randomUUID().slice(0, 8);
  const password = 'secret123';
  const [row] = await app.db
    .insert(users)
    .values({
      firstName: userType === 'ADMIN' ? 'Asha' : 'Ravi',
      lastName: 'Tester',
      username: `user_${tag}`,
      email: `user_${tag}@example.in`,
      passwordHash: await hashPassword(password),
      userType,
      staffRole: userType === 'ADMIN' ? staffRole : null,
    })
    .returning();
  if (!row) throw new Error('user insert returned nothing');
  const token = await signToken(app.config.jwtSecret, { userId: row.id, tokenVersion: row.tokenVersion });
  return {
    id: row.id,
    email: row.email,
    username: row.username,
    password,
    token,
    auth: { authorization: `Bearer ${token}` },
  };
}

/** Signs the user in through the API: the new token's headers. */
async function signIn(app: App, user: TestUser, password: string): Promise<{ authorization: string }> {
  const login = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { identifier: user.username, password },
  });
  expect(login.statusCode).toBe(200);
  return { authorization: `Bearer ${login.json().token}` };
}

/** Headers with a token of the user's own that was then signed out (the user's other tokens stand). */
export async function signedOutAuth(app: App, user: TestUser): Promise<{ authorization: string }> {
  const auth = await signIn(app, user, user.password);
  expect((await app.inject({ method: 'POST', url: '/api/auth/logout', headers: auth })).statusCode).toBe(200);
  return auth;
}

/**
 * Changes the user's password through the API from a session of its own, which carries on, while
 * every other token signed before it (user.auth among them) ends: that session's headers.
 */
export async function changePassword(
  app: App,
  user: TestUser,
  newPassword: string,
): Promise<{ authorization: string }> {
  const auth = await signIn(app, user, user.password);
  const changed = await app.inject({
    method: 'PUT',
    url: '/api/users/change-password',
    headers: auth,
    payload: { currentPassword: user.password, newPassword },
  });
  expect(changed.statusCode).toBe(200);
  return auth;
}
