import { randomUUID } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';

export interface TokenClaims {
  userId: string;
  /**
   * The user's token version when signed; a password change or reset bumps it and ends older tokens,
   * all but the one the change was made with.
   */
  tokenVersion: number;
}

const encoder = new TextEncoder();
const TOKEN_LIFETIME = '7d';

/** A verified token: whose it is, and its own id and end, by which it can be revoked (logout). */
export interface VerifiedToken extends TokenClaims {
  tokenId: string;
  expiresAt: Date;
}

/** Signs an HS256 session token with its own id (jti), so that logging out can revoke it alone. */
export async function signToken(secret: string, claims: TokenClaims): Promise<string> {
  return new SignJWT({ ver: claims.tokenVersion })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(claims.userId)
    .setJti(randomUUID())
    .setIssuedAt()
    .setExpirationTime(TOKEN_LIFETIME)
    .sign(encoder.encode(secret));
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** At most this many verified tokens are remembered per signing key, the least recently used going first. */
const REMEMBERED_TOKENS = 5_000;
const verifiedBySecret = new Map<string, Map<string, VerifiedToken>>();

/**
 * The token's claims, or null when it is malformed, forged, expired, or lacks an expiry or an id.
 * A token's signature is checked once: a shopper sends the same token with every request, and the
 * HMAC was a tenth of the server's time placing orders. What is remembered is only what the token
 * itself says (signed by this key), so it is never stale; its expiry is checked on every use, and
 * whether it was revoked is still asked of the database by the caller.
 */
export async function readToken(secret: string, token: string): Promise<VerifiedToken | null> {
  let verified = verifiedBySecret.get(secret);
  if (!verified) {
    verified = new Map();
    verifiedBySecret.set(secret, verified);
  }
  const known = verified.get(token);
  if (known) {
    verified.delete(token);
    if (known.expiresAt.getTime() <= Date.now()) return null;
    verified.set(token, known);
    return known;
  }
  const claims = await verifyToken(secret, token);
  if (claims) {
    verified.set(token, claims);
    if (verified.size > REMEMBERED_TOKENS) verified.delete(verified.keys().next().value as string);
  }
  return claims;
}

async function verifyToken(secret: string, token: string): Promise<VerifiedToken | null> {
  try {
    const { payload } = await jwtVerify(token, encoder.encode(secret), {
      algorithms: ['HS256'],
      requiredClaims: ['exp', 'jti', 'sub'],
    });
    const { sub, ver, jti, exp } = payload;
    if (typeof sub !== 'string' || typeof ver !== 'number' || typeof exp !== 'number') return null;
    if (typeof jti !== 'string' || !uuidPattern.test(jti)) return null;
    return { userId: sub, tokenVersion: ver, tokenId: jti, expiresAt: new Date(exp * 1000) };
  } catch {
    return null;
  }
}
