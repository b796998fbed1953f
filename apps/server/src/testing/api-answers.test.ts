import { createSecretKey } from 'node:crypto';
import { decodeJwt, SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { adminSession } from './factories';
import { testAppFile } from './test-app-file';

const file = testAppFile();

describe('every API answer', () => {
  it('carries Cache-Control: no-store, refusals and public answers too', async () => {
    const { headers } = await adminSession(file.context);
    const answers = [
      await file.context.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers }),
      await file.context.app.inject({ method: 'GET', url: '/api/v1/master-data/roles', headers }),
      await file.context.app.inject({ method: 'GET', url: '/api/v1/master-data/roles' }),
      await file.context.app.inject({ method: 'GET', url: '/api/v1/auth/captcha' }),
      await file.context.app.inject({ method: 'GET', url: '/api/v1/settings' }),
      await file.context.app.inject({ method: 'GET', url: '/api/v1/nothing-here' }),
      await file.context.app.inject({ method: 'GET', url: '/api/health/live' }),
    ];
    for (const answer of answers)
      expect(answer.headers['cache-control'], `${answer.statusCode} ${answer.body}`).toBe(
        'no-store',
      );
  });
});

describe('an access token', () => {
  const signedWith = async (token: string, withExpiry: boolean) => {
    const claims = decodeJwt(token);
    const key = createSecretKey(Buffer.from(file.context.config.jwtSecret ?? '', 'utf8'));
    const jwt = new SignJWT({ sid: claims.sid })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(claims.sub))
      .setIssuedAt();
    return (withExpiry ? jwt.setExpirationTime('10m') : jwt).sign(key);
  };

  it('without `exp` is refused with 401, though signed with the right key for a live session', async () => {
    const { headers } = await adminSession(file.context);
    const token = headers.authorization.replace('Bearer ', '');
    const me = (bearer: string) =>
      file.context.app.inject({
        method: 'GET',
        url: '/api/v1/auth/me',
        headers: { authorization: `Bearer ${bearer}` },
      });
    expect((await me(await signedWith(token, true))).statusCode).toBe(200);
    const refused = await me(await signedWith(token, false));
    expect(refused.statusCode, refused.body).toBe(401);
  });
});
