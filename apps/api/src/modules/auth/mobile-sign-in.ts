import { randomBytes } from 'node:crypto';
import { MOBILE_NAMES_NEEDED, OTP_INVALID } from '@vastra/contract/auth';
import type { User } from '@vastra/contract/users';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/users';
import { badRequest, conflict, fieldError } from '../../lib/errors';
import { hashPassword } from '../../lib/password';
import { toUser } from '../users';
import { checkMobileCode, useMobileCode } from './mobile-code';
import { startSession, uniqueViolation } from './service';

export interface MobileSignIn {
  mobile: string;
  otp: string;
  firstName?: string;
  lastName?: string;
  email?: string;
}

const EMAIL_TAKEN = 'An account with this email already exists.';
const MOBILE_TAKEN = 'This mobile number is already verified on another account.';

/**
 * Signs in the account whose verified mobile this is, or, with a name, creates a CUSTOMER for a new
 * number (`created`). The code is checked first, so whether a number is known is told only to whoever
 * holds its code; a new number without a name keeps its code for the call that brings the name.
 */
export async function signInWithMobile(
  db: Db,
  secret: string,
  input: MobileSignIn,
): Promise<{ created: boolean; session: { token: string; user: User } }> {
  const wrongCode = () => fieldError('otp', OTP_INVALID);
  if (!(await checkMobileCode(db, secret, input.mobile, input.otp))) throw wrongCode();

  const known = await verifiedAccount(db, input.mobile);
  if (known) {
    const used = await db.transaction((tx) => useMobileCode(tx, secret, input.mobile, input.otp));
    if (!used) throw wrongCode();
    return { created: false, session: await startSession(secret, known) };
  }

  const missing = {
    ...(!input.firstName && { firstName: 'First name is required.' }),
    ...(!input.lastName && { lastName: 'Last name is required.' }),
  };
  if (Object.keys(missing).length > 0) throw badRequest(MOBILE_NAMES_NEEDED, missing);

  // An unusable password: the account signs in by code until its owner sets one by email.
  const passwordHash = await hashPassword(randomBytes(24).toString('base64url'));
  const username = await freeUsername(db, `m${input.mobile}`);
  try {
    const row = await db.transaction(async (tx) => {
      if (!(await useMobileCode(tx, secret, input.mobile, input.otp))) return undefined;
      const [inserted] = await tx
        .insert(users)
        .values({
          firstName: input.firstName as string,
          lastName: input.lastName as string,
          username,
          email: input.email ?? '',
          passwordHash,
          mobile: input.mobile,
          mobileVerified: true,
          userType: 'CUSTOMER',
        })
        .returning();
      return inserted;
    });
    if (!row) throw wrongCode();
    return { created: true, session: await startSession(secret, row) };
  } catch (error) {
    const violated = uniqueViolation(error);
    if (violated?.includes('users_email_lower_key')) throw conflict(EMAIL_TAKEN, { email: EMAIL_TAKEN });
    if (violated?.includes('users_verified_mobile_key'))
      throw conflict(MOBILE_TAKEN, { mobile: MOBILE_TAKEN });
    throw error;
  }
}

/**
 * Marks the signed-in user's mobile verified with the code sent to it. A number verified on another
 * account stays theirs (409); a mobile changed since the code was sent is not marked.
 */
export async function verifyProfileMobile(
  db: Db,
  secret: string,
  userId: string,
  otp: string,
): Promise<User> {
  const wrongCode = () => fieldError('otp', OTP_INVALID);
  const mobile = await profileMobile(db, userId);
  if (!(await checkMobileCode(db, secret, mobile, otp))) throw wrongCode();
  try {
    const row = await db.transaction(async (tx) => {
      if (!(await useMobileCode(tx, secret, mobile, otp))) return undefined;
      const [updated] = await tx
        .update(users)
        .set({ mobileVerified: true, updatedAt: new Date() })
        .where(and(eq(users.id, userId), eq(users.mobile, mobile)))
        .returning();
      return updated;
    });
    if (!row) throw wrongCode();
    return toUser(row);
  } catch (error) {
    if (uniqueViolation(error)?.includes('users_verified_mobile_key')) {
      throw conflict(MOBILE_TAKEN, { mobile: MOBILE_TAKEN });
    }
    throw error;
  }
}

const NO_MOBILE = 'Please add a 10-digit mobile number to your profile first.';

/** The signed-in user's stored mobile, when it is an Indian mobile a code can be sent to; else a 400. */
export async function profileMobile(db: Db, userId: string): Promise<string> {
  const [row] = await db.select({ mobile: users.mobile }).from(users).where(eq(users.id, userId));
  if (!row?.mobile || !/^[6-9]\d{9}$/.test(row.mobile)) throw fieldError('mobile', NO_MOBILE);
  return row.mobile;
}

async function verifiedAccount(db: Db, mobile: string) {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.mobile, mobile), eq(users.mobileVerified, true)));
  return row;
}

/** `wanted`, or it with a few random letters after it when someone already has that username. */
async function freeUsername(db: Db, wanted: string): Promise<string> {
  const [taken] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.username})`, wanted.toLowerCase()));
  return taken ? `${wanted}-${randomBytes(3).toString('hex')}` : wanted;
}
