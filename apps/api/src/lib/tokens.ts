import { jwtVerify, SignJWT } from 'jose';

export interface TokenClaims {
  userId: string;
  /** The user's token version when signed; a password change or reset bumps it and ends old tokens. */
  tokenVersion: number;
}

const encoder = new TextEncoder();
const TOKEN_LIFETIME = '7d';

/** Signs an HS256 session token. */
export async function signToken(secret: string, claims: TokenClaims): Promise<string> {
  return new SignJWT({ ver: claims.tokenVersion })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(claims.userId)
    .setIssuedAt()
    .setExpirationTime(TOKEN_LIFETIME)
    .sign(encoder.encode(secret));
}

/** The token's claims, or null when it is malformed, forged or expired. */
export async function readToken(secret: string, token: string): Promise<TokenClaims | null> {
  try {
    const { payload } = await jwtVerify(token, encoder.encode(secret), { algorithms: ['HS256'] });
    if (typeof payload.sub !== 'string' || typeof payload.ver !== 'number') return null;
    return { userId: payload.sub, tokenVersion: payload.ver };
  } catch {
    return null;
  }
}
