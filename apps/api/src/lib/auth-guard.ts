import { mayUse, type StaffArea, type StaffRole } from '@vastra/contract/staff-permissions';
import { type SQL, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { oncePerDatabase } from '../db/named-statement';
import { revokedTokens } from '../db/schema/accounts';
import { type UserType, users } from '../db/schema/users';
import { forbidden, unauthorized } from './errors';
import { readToken, type VerifiedToken } from './tokens';

/** The signed-in caller, as the guards found it in the database, and the token they came with. */
export interface SessionUser {
  id: string;
  userType: UserType;
  /** Set for every ADMIN: what they may use (contract staff-permissions). */
  staffRole: StaffRole | null;
  token: { id: string; expiresAt: Date };
}

declare module 'fastify' {
  interface FastifyRequest {
    sessionUser?: SessionUser;
    sessionToken?: VerifiedToken;
  }
}

/** The caller behind the Bearer token, or null for a guest. A stale or forged token counts as none. */
export async function findSessionUser(request: FastifyRequest): Promise<SessionUser | null> {
  const claims = await signedToken(request);
  return claims ? sessionOf(request.server.db, claims) : null;
}

/** The Bearer token's claims when it is well signed and unexpired; whether its session stands is not asked. */
async function signedToken(request: FastifyRequest): Promise<VerifiedToken | null> {
  const token = bearerToken(request);
  return token ? readToken(request.server.config.jwtSecret, token) : null;
}

/** The token as sent in the Authorization header, or '' when none is. */
export function bearerToken(request: FastifyRequest): string {
  const header = request.headers.authorization;
  return header?.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() : '';
}

/**
 * The token's user, unless the user is gone, the password changed since it was signed (from another
 * session, or by a reset), or it was signed out.
 */
async function sessionOf(db: Db, token: VerifiedToken): Promise<SessionUser | null> {
  const [user] = await sessionQuery(db).execute({ ...token });
  return user ? { ...user, token: { id: token.tokenId, expiresAt: token.expiresAt } } : null;
}

/**
 * Where the user of the token given as the placeholders `userId`, `tokenVersion` and `tokenId` is
 * found while its session stands: the one definition both kinds of guard ask. A token of the
 * current version stands, and so does the session that last changed the password, whose client
 * keeps the token it had.
 */
function sessionConditions(): SQL {
  return sql`${users.id} = ${sql.placeholder('userId')}::uuid
    and (${users.tokenVersion} = ${sql.placeholder('tokenVersion')}::int
      or ${users.keptSessionId} = ${sql.placeholder('tokenId')}::uuid)
    and not exists (select 1 from ${revokedTokens} where ${revokedTokens.tokenId} = ${sql.placeholder('tokenId')}::uuid)`;
}

/** The session check of `db`, built once (every signed-in request runs it) and prepared once per connection. */
const sessionQuery = oncePerDatabase((db: Db) =>
  db
    .select({ id: users.id, userType: users.userType, staffRole: users.staffRole })
    .from(users)
    .where(sessionConditions())
    .prepare('session_user'),
);

/** preHandler: 401 unless a valid session token is sent. Sets request.sessionUser. */
export async function requireUser(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  const user = await findSessionUser(request);
  if (!user) throw unauthorized();
  request.sessionUser = user;
}

/** Whether `user` is staff whose role may use any of `areas`: for calls that answer customers too. */
export function staffMayUse(
  user: Pick<SessionUser, 'userType' | 'staffRole'>,
  ...areas: StaffArea[]
): boolean {
  const role = user.userType === 'ADMIN' ? user.staffRole : null;
  return role !== null && areas.some((area) => mayUse(role, area));
}

/**
 * The preHandler of every admin call, by the part of the back office it belongs to: 401 for guests,
 * 403 for a customer and for staff whose role may not use `area` (contract staff-permissions).
 */
export function requireStaff(area: StaffArea) {
  const guard = async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    await requireUser(request, reply);
    if (!request.sessionUser || !staffMayUse(request.sessionUser, area)) throw forbidden();
  };
  return Object.assign(guard, { staffArea: area });
}

/**
 * preHandler for the busiest writes (a cart line added or changed): 401 unless a well-signed,
 * unexpired token is sent, and the route's own statement asks whether its session still stands
 * (`sessionStands`) instead of a query of its own before it, one round trip fewer on each. Such a
 * route must answer 401 and change nothing when it does not. Sets request.sessionToken.
 */
export async function requireToken(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  const token = await signedToken(request);
  if (!token) throw unauthorized();
  request.sessionToken = token;
}

/** The token set by requireToken; throws if a route forgot the guard. */
export function sessionToken(request: FastifyRequest): VerifiedToken {
  if (!request.sessionToken) throw unauthorized();
  return request.sessionToken;
}

/** The token's values a statement with `sessionStands` is given. */
export type SessionValues = Pick<VerifiedToken, 'userId' | 'tokenVersion' | 'tokenId'>;

/** SQL, true while the session of the token given as `SessionValues` placeholders stands. */
export function sessionStands(): SQL {
  return sql`exists (select 1 from ${users} where ${sessionConditions()})`;
}

/** For a requireToken route's rarer paths, that ask no statement with `sessionStands`: 401 unless it stands. */
export async function checkSessionStands(db: Db, token: SessionValues): Promise<void> {
  const [user] = await sessionQuery(db).execute({ ...token });
  if (!user) throw unauthorized();
}

/** The caller set by requireUser; throws if a route forgot the guard. */
export function sessionUser(request: FastifyRequest): SessionUser {
  if (!request.sessionUser) throw unauthorized();
  return request.sessionUser;
}
