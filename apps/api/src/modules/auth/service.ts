import type { User } from '@vastra/contract/users';
import { eq, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { revokedTokens } from '../../db/schema/accounts';
import { users } from '../../db/schema/users';
import { conflict, unauthorized } from '../../lib/errors';
import { hashPassword, verifyPassword } from '../../lib/password';
import { signToken } from '../../lib/tokens';
import { toUser } from '../users';

export interface Registration {
  firstName: string;
  lastName: string;
  username: string;
  email: string;
  password: string;
  mobile?: string | null;
  dob?: string | null;
}

const EMAIL_TAKEN = 'An account with this email already exists.';
const USERNAME_TAKEN = 'This username is already taken.';
const INVALID_CREDENTIALS = 'Invalid credentials.';

/** Creates a CUSTOMER account; 409 when the email or username is taken in any letter case. */
export async function register(db: Db, input: Registration): Promise<User> {
  const taken = await db
    .select({ email: users.email, username: users.username })
    .from(users)
    .where(
      or(
        eq(sql`lower(${users.email})`, input.email.toLowerCase()),
        eq(sql`lower(${users.username})`, input.username.toLowerCase()),
      ),
    );
  if (taken.some((row) => row.email.toLowerCase() === input.email.toLowerCase())) {
    throw conflict(EMAIL_TAKEN, { email: EMAIL_TAKEN });
  }
  if (taken.length > 0) throw conflict(USERNAME_TAKEN, { username: USERNAME_TAKEN });

  try {
    const [row] = await db
      .insert(users)
      .values({
        firstName: input.firstName,
        lastName: input.lastName,
        username: input.username,
        email: input.email,
        passwordHash: await hashPassword(input.password),
        mobile: input.mobile ?? null,
        dob: input.dob ?? null,
        userType: 'CUSTOMER',
      })
      .returning();
    if (!row) throw new Error('user insert returned nothing');
    return toUser(row);
  } catch (error) {
    // Two registrations racing for the same name: the unique indexes decide, the loser gets the 409.
    const violated = uniqueViolation(error);
    if (violated?.includes('users_email_lower_key')) throw conflict(EMAIL_TAKEN, { email: EMAIL_TAKEN });
    if (violated?.includes('users_username_lower_key')) {
      throw conflict(USERNAME_TAKEN, { username: USERNAME_TAKEN });
    }
    throw error;
  }
}

/** The account an identifier (email or username, any case) names, if any. */
export async function findLoginAccount(db: Db, identifier: string) {
  const lower = identifier.trim().toLowerCase();
  const [row] = await db
    .select()
    .from(users)
    .where(or(eq(sql`lower(${users.email})`, lower), eq(sql`lower(${users.username})`, lower)))
    .limit(1);
  return row;
}

export type LoginAccount = NonNullable<Awaited<ReturnType<typeof findLoginAccount>>>;

/**
 * Whether the password is the account's. An unknown user is checked against a decoy hash, so
 * neither the answer nor its timing tells a wrong password and an unknown user apart.
 */
export async function passwordMatches(account: LoginAccount | undefined, password: string): Promise<boolean> {
  const ok = await verifyPassword(account?.passwordHash ?? (await decoyHash()), password);
  return ok && account !== undefined;
}

/** The session of a user whose password was checked. */
export async function startSession(
  jwtSecret: string,
  account: LoginAccount,
): Promise<{ token: string; user: User }> {
  const token = await signToken(jwtSecret, { userId: account.id, tokenVersion: account.tokenVersion });
  return { token, user: toUser(account) };
}

/** The 401 every failed login gets, unknown users included. */
export const invalidCredentials = () => unauthorized(INVALID_CREDENTIALS);

/**
 * Signs one session out: its token is refused from now on, on every process, while the user's other
 * sessions carry on. Tokens that have expired anyway are forgotten on the way.
 */
export async function revokeToken(db: Db, token: { id: string; expiresAt: Date }): Promise<void> {
  await db
    .insert(revokedTokens)
    .values({ tokenId: token.id, expiresAt: token.expiresAt })
    .onConflictDoNothing();
  await db.delete(revokedTokens).where(lt(revokedTokens.expiresAt, new Date()));
}

let decoy: Promise<string> | undefined;
/** A real argon2id hash to verify against when no user matched. */
function decoyHash(): Promise<string> {
  decoy ??= hashPassword('no user has this password');
  return decoy;
}

/** The constraint name (or message naming it) of a unique violation (23505), under Drizzle's wrapper. */
export function uniqueViolation(error: unknown): string | undefined {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { code, constraint, message } = e as { code?: string; constraint?: string; message?: string };
    if (code === '23505') return `${constraint ?? ''} ${message ?? ''}`;
  }
  return undefined;
}
