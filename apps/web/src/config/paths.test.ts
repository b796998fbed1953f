import { describe, expect, it } from 'vitest';
import { paths, safeCallbackUrl } from './paths';

describe('paths', () => {
  it('builds the query strings of the auth pages', () => {
    expect(paths.signIn.getHref('/approval?page=2')).toBe(
      '/api/auth/signin?callbackUrl=%2Fapproval%3Fpage%3D2',
    );
    expect(paths.signIn.getHref()).toBe('/api/auth/signin');
    expect(paths.forgotPasswordSubmit.getHref({ email: 'a+b@bank.co.id', token: 't 1' })).toBe(
      '/auth/forgot-password/submit?email=a%2Bb%40bank.co.id&token=t+1',
    );
    expect(paths.changePasswordSubmit.getHref('abc')).toBe(
      '/auth/change-password/submit?token=abc',
    );
  });

  it('follows a callbackUrl only inside the app', () => {
    expect(safeCallbackUrl('/master-data/role?page=2')).toBe('/master-data/role?page=2');
    expect(safeCallbackUrl(null)).toBe('/');
    expect(safeCallbackUrl('https://evil.example')).toBe('/');
    expect(safeCallbackUrl('//evil.example')).toBe('/');
    expect(safeCallbackUrl('/\\evil.example')).toBe('/');
    expect(safeCallbackUrl('/api/auth/signin?callbackUrl=%2F')).toBe('/');
  });
});
