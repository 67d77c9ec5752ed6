import type { User } from '@vastra/contract/users';
import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { users } from '../../db/schema/users';
import { fieldError, notFound } from '../../lib/errors';
import { hashPassword, verifyPassword } from '../../lib/password';
import { toUser } from './user-dto';

export interface ProfileChanges {
  firstName: string;
  lastName: string;
  /** undefined keeps the stored value; null clears it. */
  mobile?: string | null;
  dob?: string | null;
  /** undefined keeps the choice; true records when and where (the profile) it was made, if not yet made. */
  whatsappOptIn?: boolean;
}

/** The user behind a verified session; 404 if the account has gone since the token was checked. */
export async function findUser(db: Db, userId: string): Promise<User> {
  const [row] = await db.select().from(users).where(eq(users.id, userId));
  if (!row) throw notFound('User not found.');
  return toUser(row);
}

/** Saves the editable profile fields and returns the updated user. */
export async function updateProfile(db: Db, userId: string, changes: ProfileChanges): Promise<User> {
  const [row] = await db
    .update(users)
    .set({
      firstName: changes.firstName,
      lastName: changes.lastName,
      ...(changes.mobile !== undefined && { mobile: changes.mobile }),
      ...(changes.dob !== undefined && { dob: changes.dob }),
      // A changed number has not been proven yet.
      ...(changes.mobile !== undefined && {
        mobileVerified: sql`${users.mobileVerified} and ${users.mobile} is not distinct from ${changes.mobile}`,
      }),
      ...(changes.whatsappOptIn === true && {
        whatsappOptInAt: sql`coalesce(${users.whatsappOptInAt}, now())`,
        whatsappOptInSource: sql`coalesce(${users.whatsappOptInSource}, 'PROFILE')`,
      }),
      ...(changes.whatsappOptIn === false && { whatsappOptInAt: null, whatsappOptInSource: null }),
      updatedAt: new Date(),
    })
    .where(eq(users.id, userId))
    .returning();
  if (!row) throw notFound('User not found.');
  return toUser(row);
}

/**
 * Replaces the password after checking the current one. Every other session ends; the session that
 * made the change (`tokenId`) carries on with the token it has.
 */
export async function changePassword(
  db: Db,
  userId: string,
  tokenId: string,
  input: { currentPassword: string; newPassword: string },
): Promise<void> {
  const [row] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId));
  if (!row) throw notFound('User not found.');
  if (!(await verifyPassword(row.passwordHash, input.currentPassword))) {
    throw fieldError('currentPassword', 'Current password is incorrect.');
  }
  await storePasswordHash(db, userId, await hashPassword(input.newPassword), tokenId);
}

/**
 * Stores a new password hash and bumps the token version, ending older sessions except the one
 * named by `keptSessionId` (none, for a reset by mailed code).
 */
export async function storePasswordHash(
  db: Db | Tx,
  userId: string,
  passwordHash: string,
  keptSessionId: string | null = null,
): Promise<void> {
  const [row] = await db
    .update(users)
    .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1`, keptSessionId, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning({ id: users.id });
  if (!row) throw notFound('User not found.');
}
