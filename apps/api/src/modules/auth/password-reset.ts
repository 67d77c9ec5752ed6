import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { OTP_INVALID } from '@vastra/contract/auth';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { passwordResetCodes } from '../../db/schema/accounts';
import { users } from '../../db/schema/users';
import { fieldError } from '../../lib/errors';
import type { Mailer } from '../../lib/mail';
import { hashPassword } from '../../lib/password';
import { storePasswordHash } from '../users';

const CODE_LIFETIME_MS = 10 * 60_000;
const MAX_TRIES = 5;

export interface ResetContext {
  db: Db;
  mailer: Mailer;
  jwtSecret: string;
  log: FastifyBaseLogger;
}

/**
 * Sends a fresh 6-digit code to the account with this email, replacing any earlier code. An unknown
 * email is silently ignored: the caller answers the same either way.
 */
export async function requestResetCode(ctx: ResetContext, email: string): Promise<void> {
  const [user] = await ctx.db
    .select({ id: users.id, email: users.email, firstName: users.firstName })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()));
  if (!user) return;

  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const values = {
    userId: user.id,
    codeHash: hashCode(ctx.jwtSecret, user.id, code),
    attempts: 0,
    expiresAt: new Date(Date.now() + CODE_LIFETIME_MS),
    createdAt: new Date(),
  };
  await ctx.db
    .insert(passwordResetCodes)
    .values(values)
    .onConflictDoUpdate({ target: passwordResetCodes.userId, set: values });

  try {
    await ctx.mailer.send({
      to: user.email,
      subject: 'Your Vastra password reset code',
      text: [
        `Hello ${user.firstName},`,
        '',
        `Your one-time code to reset your password is ${code}.`,
        'It is valid for 10 minutes. If you did not ask for it, you can ignore this message.',
      ].join('\n'),
    });
  } catch (error) {
    // The answer must not reveal whether the account exists, so a mail failure is only logged.
    ctx.log.error({ err: error, userId: user.id }, 'password reset code could not be mailed');
  }
}

/**
 * Sets a new password when the code is right, unexpired and within its tries; the code is used up
 * and every earlier session ends. Anything else is one 400, and a wrong code costs a try.
 */
export async function resetPassword(
  ctx: ResetContext,
  input: { email: string; otp: string; newPassword: string },
): Promise<void> {
  const wrongCode = () => fieldError('otp', OTP_INVALID);
  // Hashed first, so a known and an unknown email take the same time to refuse.
  const passwordHash = await hashPassword(input.newPassword);
  const [user] = await ctx.db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.email})`, input.email.toLowerCase()));
  if (!user) throw wrongCode();

  // Claiming a try and reading the code is one statement: parallel guesses queue on the row, so no
  // more than MAX_TRIES are ever compared, however many arrive at once.
  const [claimed] = await ctx.db
    .update(passwordResetCodes)
    .set({ attempts: sql`${passwordResetCodes.attempts} + 1` })
    .where(
      and(
        eq(passwordResetCodes.userId, user.id),
        gt(passwordResetCodes.expiresAt, new Date()),
        lt(passwordResetCodes.attempts, MAX_TRIES),
      ),
    )
    .returning({ codeHash: passwordResetCodes.codeHash });
  const codeHash = hashCode(ctx.jwtSecret, user.id, input.otp);
  if (!claimed || !safeEqual(claimed.codeHash, codeHash)) throw wrongCode();

  const accepted = await ctx.db.transaction(async (tx) => {
    // Deleting the matching row uses the code up, so two resets racing with it cannot both win.
    const [used] = await tx
      .delete(passwordResetCodes)
      .where(and(eq(passwordResetCodes.userId, user.id), eq(passwordResetCodes.codeHash, codeHash)))
      .returning({ id: passwordResetCodes.id });
    if (!used) return false;
    await storePasswordHash(tx, user.id, passwordHash);
    return true;
  });
  if (!accepted) throw wrongCode();
}

const safeEqual = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** HMAC-SHA256 of the code, keyed by the signing secret and bound to the user. */
function hashCode(secret: string, userId: string, code: string): string {
  return createHmac('sha256', secret).update(`${userId}:${code}`).digest('hex');
}
