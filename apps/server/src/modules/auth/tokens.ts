import { createHash, createHmac, randomBytes, randomInt } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import type { Role } from '@gius/shared/roles';

/** An opaque random token for links and refresh tokens (256 bits, URL-safe). */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Tokens are stored as their SHA-256: a leaked table gives no usable token. */
export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** Short codes are keyed with the server secret, so a leaked hash cannot be brute-forced offline. */
export function hmac(secret: Uint8Array, value: string): string {
  return createHmac('sha256', secret).update(value).digest('hex');
}

export function randomDigits(length: number): string {
  let code = '';
  for (let i = 0; i < length; i++) code += String(randomInt(10));
  return code;
}

export interface AccessClaims {
  userId: string;
  role: Role;
  /** The refresh-token family (one per sign-in), so a session can be told apart. */
  sessionId: string;
}

const ISSUER = 'gius';

export async function signAccessToken(options: {
  secret: Uint8Array;
  claims: AccessClaims;
  ttlSeconds: number;
  now?: Date;
}): Promise<{ token: string; expiresAt: number }> {
  const iat = Math.floor((options.now ?? new Date()).getTime() / 1000);
  const exp = iat + options.ttlSeconds;
  const token = await new SignJWT({ role: options.claims.role, sid: options.claims.sessionId })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(options.claims.userId)
    .setIssuer(ISSUER)
    .setIssuedAt(iat)
    .setExpirationTime(exp)
    .sign(options.secret);
  return { token, expiresAt: exp * 1000 };
}

/** The claims of a valid, unexpired token; null for anything else. */
export async function verifyAccessToken(secret: Uint8Array, token: string): Promise<AccessClaims | null> {
  try {
    const { payload } = await jwtVerify(token, secret, { issuer: ISSUER, algorithms: ['HS256'] });
    if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return null;
    return { userId: payload.sub, role: payload.role as Role, sessionId: payload.sid };
  } catch {
    return null;
  }
}
