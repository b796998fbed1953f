import { createSecretKey } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;

export interface AccessTokenClaims {
  userId: string;
  sessionId: string;
}

/** Verified tokens remembered at once: about one per signed-in user, a few hundred bytes each. */
export const VERIFIED_TOKENS_KEPT = 5000;

/**
 * Short-lived JWT access tokens (HS256); the session behind them is checked on every request.
 * A token whose signature was verified is remembered until it expires: the same string always
 * verifies the same way, and WebCrypto's HMAC was about a tenth of the server's CPU on a list
 * request. Only the signature check is skipped; the session is still read every time.
 */
export const createAccessTokens = (secret: string) => {
  // A KeyObject made once; a raw byte secret would be imported into WebCrypto on every call.
  const key = createSecretKey(Buffer.from(secret, 'utf8'));
  const verified = new Map<string, { claims: AccessTokenClaims; expiresAt: number }>();
  const remember = (token: string, claims: AccessTokenClaims, expiresAt: number) => {
    if (verified.size >= VERIFIED_TOKENS_KEPT) {
      const oldest = verified.keys().next();
      if (!oldest.done) verified.delete(oldest.value);
    }
    verified.set(token, { claims, expiresAt });
  };
  return {
    sign: (claims: AccessTokenClaims, now = new Date()) =>
      new SignJWT({ sid: claims.sessionId })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(claims.userId)
        .setIssuedAt(Math.floor(now.getTime() / 1000))
        .setExpirationTime(Math.floor(now.getTime() / 1000) + ACCESS_TOKEN_TTL_SECONDS)
        .sign(key),
    verify: async (token: string): Promise<AccessTokenClaims | null> => {
      const known = verified.get(token);
      if (known && Date.now() < known.expiresAt) return known.claims;
      verified.delete(token);
      try {
        // A token without `exp` would never expire: refused, whoever signed it.
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          requiredClaims: ['exp'],
        });
        if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return null;
        if (typeof payload.exp !== 'number') return null;
        const claims = { userId: payload.sub, sessionId: payload.sid };
        remember(token, claims, payload.exp * 1000);
        return claims;
      } catch {
        return null;
      }
    },
  };
};
export type AccessTokens = ReturnType<typeof createAccessTokens>;
