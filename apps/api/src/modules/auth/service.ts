import type { User } from '@vastra/contract/users';
import { eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/users';
import { conflict, unauthorized } from '../../lib/errors';
import { hashPassword, verifyPassword } from '../../lib/password';
import { signToken } from '../../lib/tokens';
import { toUser } from '../users/user-dto';

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

/**
 * Signs in by email or username in any case. A wrong password and an unknown user get the same
 * 401, after the same amount of hashing work, so neither the answer nor its timing tells them apart.
 */
export async function login(
  db: Db,
  jwtSecret: string,
  input: { identifier: string; password: string },
): Promise<{ token: string; user: User }> {
  const identifier = input.identifier.toLowerCase();
  const [row] = await db
    .select()
    .from(users)
    .where(or(eq(sql`lower(${users.email})`, identifier), eq(sql`lower(${users.username})`, identifier)))
    .limit(1);
  const passwordOk = await verifyPassword(row?.passwordHash ?? (await decoyHash()), input.password);
  if (!row || !passwordOk) throw unauthorized(INVALID_CREDENTIALS);
  const token = await signToken(jwtSecret, { userId: row.id, tokenVersion: row.tokenVersion });
  return { token, user: toUser(row) };
}

let decoy: Promise<string> | undefined;
/** A real argon2id hash to verify against when no user matched. */
function decoyHash(): Promise<string> {
  decoy ??= hashPassword('no user has this password');
  return decoy;
}

/** The constraint name (or message naming it) of a unique violation (23505), under Drizzle's wrapper. */
function uniqueViolation(error: unknown): string | undefined {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { code, constraint, message } = e as { code?: string; constraint?: string; message?: string };
    if (code === '23505') return `${constraint ?? ''} ${message ?? ''}`;
  }
  return undefined;
}
