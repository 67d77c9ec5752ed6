import { INVITATION_INVALID } from '@vastra/contract/staff';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { staffInvitations } from '../../db/schema/staff';
import { users } from '../../db/schema/users';
import { fieldError } from '../../lib/errors';
import { hashPassword } from '../../lib/password';
import { storePasswordHash } from '../users';
import { hashInvitationToken } from './invitation-token';

/**
 * Sets the invited member's password from the link's token, once: an unknown, used or expired token,
 * or one whose member has since been taken off the staff, is refused under `token`.
 * Answers the member's email, to sign in with.
 */
export async function acceptInvitation(db: Db, token: string, password: string): Promise<string> {
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const [invitation] = await tx
      .update(staffInvitations)
      .set({ acceptedAt: new Date() })
      .where(
        and(
          eq(staffInvitations.tokenHash, hashInvitationToken(token)),
          isNull(staffInvitations.acceptedAt),
          gt(staffInvitations.expiresAt, new Date()),
        ),
      )
      .returning({ userId: staffInvitations.userId });
    const [member] = invitation
      ? await tx
          .select({ email: users.email })
          .from(users)
          .where(and(eq(users.id, invitation.userId), eq(users.userType, 'ADMIN')))
      : [];
    if (!invitation || !member) throw fieldError('token', INVITATION_INVALID);
    await storePasswordHash(tx, invitation.userId, passwordHash);
    return member.email;
  });
}
