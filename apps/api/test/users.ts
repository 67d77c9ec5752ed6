import { randomUUID } from 'node:crypto';
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

/** Inserts a user straight into the database and signs a token for them: for tests of other modules. */
export async function createTestUser(app: App, userType: UserType = 'CUSTOMER'): Promise<TestUser> {
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
