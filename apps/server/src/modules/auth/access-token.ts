import { createSecretKey } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;

export interface AccessTokenClaims {
  userId: string;
  sessionId: string;
}

/** Short-lived JWT access tokens (HS256); the session behind them is checked on every request. */
export const createAccessTokens = (secret: string) => {
  // A KeyObject made once; a raw byte secret would be imported into WebCrypto on every call.
  const key = createSecretKey(Buffer.from(secret, 'utf8'));
  return {
    sign: (claims: AccessTokenClaims, now = new Date()) =>
      new SignJWT({ sid: claims.sessionId })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(claims.userId)
        .setIssuedAt(Math.floor(now.getTime() / 1000))
        .setExpirationTime(Math.floor(now.getTime() / 1000) + ACCESS_TOKEN_TTL_SECONDS)
        .sign(key),
    verify: async (token: string): Promise<AccessTokenClaims | null> => {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
        if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return null;
        return { userId: payload.sub, sessionId: payload.sid };
      } catch {
        return null;
      }
    },
  };
};
export type AccessTokens = ReturnType<typeof createAccessTokens>;
