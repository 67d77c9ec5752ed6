import { eq, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { oncePerDatabase } from '../db/named-statement';
import { revokedTokens } from '../db/schema/accounts';
import { type UserType, users } from '../db/schema/users';
import { forbidden, unauthorized } from './errors';
import { readToken } from './tokens';

/** The signed-in caller, as the guards found it in the database, and the token they came with. */
export interface SessionUser {
  id: string;
  userType: UserType;
  token: { id: string; expiresAt: Date };
}

declare module 'fastify' {
  interface FastifyRequest {
    sessionUser?: SessionUser;
  }
}

/** The caller behind the Bearer token, or null for a guest. A stale or forged token counts as none. */
export async function findSessionUser(request: FastifyRequest): Promise<SessionUser | null> {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return null;
  const claims = await readToken(request.server.config.jwtSecret, header.slice('Bearer '.length).trim());
  if (!claims) return null;
  const [user] = await sessionQuery(request.server.db).execute({
    userId: claims.userId,
    tokenId: claims.tokenId,
  });
  if (!user || user.tokenVersion !== claims.tokenVersion || user.revoked) return null;
  return { id: user.id, userType: user.userType, token: { id: claims.tokenId, expiresAt: claims.expiresAt } };
}

/**
 * The session check of `db`, built once (every signed-in request runs it) and prepared once per
 * connection: the user, and whether this token was signed out.
 */
const sessionQuery = oncePerDatabase((db: Db) =>
  db
    .select({
      id: users.id,
      userType: users.userType,
      tokenVersion: users.tokenVersion,
      revoked: sql<boolean>`exists (select 1 from ${revokedTokens} where ${revokedTokens.tokenId} = ${sql.placeholder('tokenId')})`,
    })
    .from(users)
    .where(eq(users.id, sql.placeholder('userId')))
    .prepare('session_user'),
);

/** preHandler: 401 unless a valid session token is sent. Sets request.sessionUser. */
export async function requireUser(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  const user = await findSessionUser(request);
  if (!user) throw unauthorized();
  request.sessionUser = user;
}

/** preHandler: 401 for guests, 403 for a signed-in user who is not an admin. */
export async function requireAdmin(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  await requireUser(request, reply);
  if (request.sessionUser?.userType !== 'ADMIN') throw forbidden();
}

/** The caller set by requireUser; throws if a route forgot the guard. */
export function sessionUser(request: FastifyRequest): SessionUser {
  if (!request.sessionUser) throw unauthorized();
  return request.sessionUser;
}
