import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('gives the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      dataDir: './data',
      databaseUrl: undefined,
      storage: 'fs',
      admin: { email: 'admin@creditdesk.local', password: undefined },
      captchaEnabled: true,
      publicUrl: 'http://localhost:3000',
      seedDemo: false,
      trustProxy: false,
      businessTimeZone: 'Asia/Jakarta',
      defaultLanguage: 'en',
      shutdownGraceMs: 25_000,
      s3: undefined,
    });
  });

  it('reads the bucket settings with STORAGE=s3, and needs the bucket', () => {
    expect(
      loadConfig({
        STORAGE: 's3',
        S3_ENDPOINT: 'http://minio:9000',
        S3_BUCKET: 'creditdesk',
        S3_ACCESS_KEY_ID: 'key',
        S3_SECRET_ACCESS_KEY: 'secret',
        S3_FORCE_PATH_STYLE: 'true',
      }).s3,
    ).toEqual({
      endpoint: 'http://minio:9000',
      bucket: 'creditdesk',
      region: 'us-east-1',
      credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
      forcePathStyle: true,
    });
    expect(loadConfig({ STORAGE: 's3', S3_BUCKET: 'b' }).s3?.credentials).toBeUndefined();
    expect(() => loadConfig({ STORAGE: 's3' })).toThrow(/S3_BUCKET: STORAGE=s3 needs the bucket/);
    expect(() => loadConfig({ STORAGE: 's3', S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'key' })).toThrow(
      /S3_SECRET_ACCESS_KEY/,
    );
    expect(() => loadConfig({ SHUTDOWN_GRACE_MS: '-1' })).toThrow(/SHUTDOWN_GRACE_MS/);
  });

  it('reads the migration login and the audit key, and needs DATABASE_URL beside the migration login', () => {
    const owner = 'postgres://owner:secret@db:5432/creditdesk';
    expect(
      loadConfig({
        DATABASE_URL: 'postgres://app:secret@db:5432/creditdesk',
        DATABASE_MIGRATION_URL: owner,
        AUDIT_KEY: 'k'.repeat(32),
      }),
    ).toMatchObject({ databaseMigrationUrl: owner, auditKey: 'k'.repeat(32) });
    expect(loadConfig({})).toMatchObject({ databaseMigrationUrl: undefined, auditKey: undefined });
    expect(() => loadConfig({ DATABASE_MIGRATION_URL: owner })).toThrow(
      /DATABASE_MIGRATION_URL: DATABASE_MIGRATION_URL is the owner login/,
    );
    expect(() => loadConfig({ AUDIT_KEY: 'short' })).toThrow(/AUDIT_KEY/);
  });

  it('reads TRUST_PROXY as a flag, a hop count or a list of proxy addresses', () => {
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(
      loadConfig({ TRUST_PROXY: '10.0.0.1, 10.1.0.0/16,fd00::/8,loopback' }).trustProxy,
    ).toEqual(['10.0.0.1', '10.1.0.0/16', 'fd00::/8', 'loopback']);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/40' })).toThrow(
      /TRUST_PROXY: .*10\.0\.0\.0\/40/,
    );
    expect(() => loadConfig({ TRUST_PROXY: 'yes' })).toThrow(/TRUST_PROXY/);
  });

  it('takes the default language from DEFAULT_LANGUAGE and refuses an unknown one', () => {
    expect(loadConfig({ DEFAULT_LANGUAGE: 'id' }).defaultLanguage).toBe('id');
    expect(loadConfig({ DEFAULT_LANGUAGE: '' }).defaultLanguage).toBe('en');
    expect(() => loadConfig({ DEFAULT_LANGUAGE: 'fr' })).toThrow('DEFAULT_LANGUAGE');
  });

  it('takes the business time zone from TZ_BUSINESS and refuses an unknown one', () => {
    expect(loadConfig({ TZ_BUSINESS: 'Asia/Makassar' }).businessTimeZone).toBe('Asia/Makassar');
    expect(loadConfig({ TZ_BUSINESS: '' }).businessTimeZone).toBe('Asia/Jakarta');
    expect(() => loadConfig({ TZ_BUSINESS: 'Asia/Atlantis' })).toThrow(
      'TZ_BUSINESS: must be an IANA time zone such as Asia/Jakarta',
    );
  });

  it("takes the orphan files' minimum age from ORPHAN_MIN_AGE_MS, an hour by default", () => {
    expect(loadConfig({}).orphanFileMinAgeMs).toBe(3_600_000);
    expect(loadConfig({ ORPHAN_MIN_AGE_MS: '600000' }).orphanFileMinAgeMs).toBe(600_000);
    expect(loadConfig({ ORPHAN_MIN_AGE_MS: '' }).orphanFileMinAgeMs).toBe(3_600_000);
    expect(() => loadConfig({ ORPHAN_MIN_AGE_MS: '-1' })).toThrow('ORPHAN_MIN_AGE_MS');
  });

  it('lists every problem at once', () => {
    expect(() => loadConfig({ PORT: 'abc', DATABASE_URL: 'nope', ADMIN_PASSWORD: 'weak' })).toThrow(
      ConfigError,
    );
    try {
      loadConfig({ PORT: 'abc', DATABASE_URL: 'nope', ADMIN_PASSWORD: 'weak' });
    } catch (error) {
      const message = (error as Error).message;
      expect(message).toContain('PORT');
      expect(message).toContain('DATABASE_URL');
      expect(message).toContain('ADMIN_PASSWORD: New Password must be at least 8 characters.');
    }
  });

  it('refuses CAPTCHA=off in production but allows it elsewhere', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', CAPTCHA: 'off' })).toThrow(
      /CAPTCHA=off is refused when NODE_ENV=production/,
    );
    expect(loadConfig({ CAPTCHA: 'off' }).captchaEnabled).toBe(false);
  });

  it('treats empty variables as unset', () => {
    expect(
      loadConfig({ DATABASE_URL: '', ADMIN_PASSWORD: '', PUBLIC_URL: '' }).databaseUrl,
    ).toBeUndefined();
  });
});
