import type { User } from '@vastra/contract/users';
import type { users } from '../../db/schema/users';

type UserRow = typeof users.$inferSelect;

/** The public shape of a user (docs/api.md's User): never the password hash or token version. */
export function toUser(row: UserRow): User {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    username: row.username,
    email: row.email,
    mobile: row.mobile,
    dob: row.dob,
    userType: row.userType,
    ...(row.userType === 'ADMIN' && row.staffRole ? { staffRole: row.staffRole } : {}),
    // Told to the customer's own checkout, which then offers online payment only.
    ...(row.codBlocked ? { codBlocked: true } : {}),
    mobileVerified: row.mobileVerified,
    whatsappOptIn: row.whatsappOptInAt !== null,
    createdAt: row.createdAt.toISOString(),
  };
}
