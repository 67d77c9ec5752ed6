import { randomBytes } from 'node:crypto';
import { count } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/users';
import { hashPassword } from '../../lib/password';

export interface AdminBootstrapResult {
  created: boolean;
  /** Set only when the password was generated here: shown once, never stored in clear. */
  generatedPassword?: string;
}

/** On an empty database, creates the `admin` user from ADMIN_EMAIL and ADMIN_PASSWORD (or a generated one). */
export async function createAdminIfEmpty(
  db: Db,
  options: { email: string; password: string | undefined },
): Promise<AdminBootstrapResult> {
  const [row] = await db.select({ n: count() }).from(users);
  if (Number(row?.n ?? 0) > 0) return { created: false };
  const generatedPassword = options.password ? undefined : randomBytes(12).toString('base64url');
  const password = options.password ?? (generatedPassword as string);
  await db
    .insert(users)
    .values({
      firstName: 'Admin',
      lastName: 'User',
      username: 'admin',
      email: options.email,
      passwordHash: await hashPassword(password),
      userType: 'ADMIN',
      staffRole: 'OWNER',
    })
    .onConflictDoNothing();
  return { created: true, generatedPassword };
}
