import { createHash, randomBytes } from 'node:crypto';

export const SESSION_COOKIE = 'cabinet_session';

/** 256 random bits; only the hash is stored, so a leaked database holds no usable session. */
export function newSessionToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashToken(token) };
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
