import { expect, test } from '@playwright/test';
import { decodeJwt, SignJWT } from 'jose';
import { E2E_ADMIN, E2E_JWT_SECRET } from '../support/environment';
import { signIn } from '../support/sign-in';

/** The same session's access token, signed as the server would but already expired. */
const expiredCopy = async (token: string) => {
  const claims = decodeJwt(token);
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ sid: claims.sid })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(claims.sub!)
    .setIssuedAt(now - 3600)
    .setExpirationTime(now - 60)
    .sign(new TextEncoder().encode(E2E_JWT_SECRET));
};

test('an expired access token is refreshed without the user noticing', async ({ page }) => {
  await signIn(page, E2E_ADMIN);
  const token = await page.evaluate(() => sessionStorage.getItem('creditdesk.access-token'));
  expect(token).toBeTruthy();
  const expired = await expiredCopy(token!);
  await page.evaluate((value) => sessionStorage.setItem('creditdesk.access-token', value), expired);

  const refreshed = page.waitForResponse((response) =>
    response.url().endsWith('/api/v1/auth/refresh-token'),
  );
  await page.goto('/master-data/group');
  expect((await refreshed).status()).toBe(200);

  await expect(page).toHaveURL(/\/master-data\/group$/);
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
  const current = await page.evaluate(() => sessionStorage.getItem('creditdesk.access-token'));
  expect(current).not.toBe(expired);
});
