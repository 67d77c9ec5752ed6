import { createHash } from 'node:crypto';

/** An invitation link works for a week: long enough for a new member to find the mail. */
export const INVITATION_LIFETIME_MS = 7 * 24 * 60 * 60_000;

/** What is stored of an invitation's token: its sha256, so a copy of the database opens no account. */
export function hashInvitationToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
