import { isIP } from 'node:net';
import { z } from 'zod';
import { newPasswordSchema } from '@creditdesk/domain/auth/auth.schemas';
import { DEFAULT_BUSINESS_TIME_ZONE, isTimeZone } from '@creditdesk/domain/shared/dates';
import { LANGUAGES, type Language } from '@creditdesk/domain/preferences/preferences.schemas';
import { codedMessageOf, englishMessage } from '@creditdesk/domain/shared/message-codes';

const flag = z.enum(['on', 'off']);
const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);
const optionalString = z.preprocess(emptyAsUndefined, z.string().optional());

/** Names proxy-addr (Fastify's trustProxy) accepts for its address ranges. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** An address or a CIDR range (`10.0.0.0/8`, `fd00::/8`) or one of proxy-addr's range names. */
const isProxyAddress = (entry: string) => {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d+$/.test(prefix) && bits <= (version === 4 ? 32 : 128);
};

/**
 * TRUST_PROXY as Fastify's trustProxy takes it: off by default (X-Forwarded-For is ignored, so it
 * cannot reset a rate limit), 'true' to trust every proxy, a hop count, or a comma list of the
 * proxies' addresses or ranges.
 */
const trustProxySchema = z.preprocess(
  emptyAsUndefined,
  z
    .string()
    .trim()
    .default('false')
    .transform((value, context): boolean | number | string[] => {
      if (value === 'true' || value === 'false') return value === 'true';
      if (/^\d+$/.test(value)) return Number(value);
      const entries = value.split(',').map((entry) => entry.trim());
      const invalid = entries.filter((entry) => !isProxyAddress(entry));
      if (invalid.length > 0)
        context.addIssue({
          code: 'custom',
          message: `expected true, false, a hop count or a comma list of addresses or CIDR ranges; not ${invalid.join(', ')}`,
        });
      return entries;
    }),
);

const environmentSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default('0.0.0.0'),
    DATA_DIR: z.string().default('./data'),
    DATABASE_URL: z.preprocess(emptyAsUndefined, z.url().optional()),
    DATABASE_MIGRATION_URL: z.preprocess(emptyAsUndefined, z.url().optional()),
    STORAGE: z.enum(['fs', 's3']).default('fs'),
    S3_ENDPOINT: z.preprocess(emptyAsUndefined, z.url().optional()),
    S3_BUCKET: optionalString,
    S3_REGION: z.preprocess(emptyAsUndefined, z.string().default('us-east-1')),
    S3_ACCESS_KEY_ID: optionalString,
    S3_SECRET_ACCESS_KEY: optionalString,
    S3_FORCE_PATH_STYLE: z.preprocess(emptyAsUndefined, z.enum(['true', 'false']).default('false')),
    JWT_SECRET: z.preprocess(emptyAsUndefined, z.string().min(32).optional()),
    AUDIT_KEY: z.preprocess(emptyAsUndefined, z.string().min(32).optional()),
    ADMIN_EMAIL: z.preprocess(emptyAsUndefined, z.email().default('admin@creditdesk.local')),
    ADMIN_PASSWORD: z.preprocess(emptyAsUndefined, newPasswordSchema.optional()),
    CAPTCHA: flag.default('on'),
    SMTP_URL: optionalString,
    MAIL_FROM: z.string().default('CreditDesk <no-reply@creditdesk.local>'),
    PUBLIC_URL: z.preprocess(emptyAsUndefined, z.url().optional()),
    TRUST_PROXY: trustProxySchema,
    SEED_DEMO: z.preprocess(emptyAsUndefined, z.enum(['true', 'false']).default('false')),
    BACKUP_DIR: z.string().default('./backups'),
    SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).default(25_000),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    TZ_BUSINESS: z.preprocess(
      emptyAsUndefined,
      z
        .string()
        .refine(isTimeZone, 'must be an IANA time zone such as Asia/Jakarta')
        .default(DEFAULT_BUSINESS_TIME_ZONE),
    ),
    REMINDER_MAIL_TIME: z.preprocess(
      emptyAsUndefined,
      z
        .string()
        .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be a time of day as HH:mm, such as 07:00')
        .default('07:00'),
    ),
    DEFAULT_LANGUAGE: z.preprocess(emptyAsUndefined, z.enum(LANGUAGES).default('en')),
    ORPHAN_MIN_AGE_MS: z.preprocess(
      emptyAsUndefined,
      z.coerce.number().int().min(0).default(3_600_000),
    ),
    // One at a time by default: two XLSX exports at once grew the server by 121-174 MB and took
    // 1.9-2.3x their SQL on two cores, one alone 22-83 MB and 0.8-1.4x (bench/RESULTS.md, issue 33).
    EXPORT_CONCURRENCY: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1).default(1)),
    READING: flag.default('on'),
    READING_TIMEOUT_SECONDS: z.preprocess(
      emptyAsUndefined,
      z.coerce.number().int().min(1).default(30),
    ),
    // One at a time by default: OCR takes a core while it runs, and the machine has two.
    READING_CONCURRENCY: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1).default(1)),
  })
  .refine((env) => !(env.NODE_ENV === 'production' && env.CAPTCHA === 'off'), {
    message: 'CAPTCHA=off is refused when NODE_ENV=production',
    path: ['CAPTCHA'],
  })
  .refine((env) => !env.DATABASE_MIGRATION_URL || env.DATABASE_URL, {
    message:
      'DATABASE_MIGRATION_URL is the owner login of the PostgreSQL of DATABASE_URL: set both',
    path: ['DATABASE_MIGRATION_URL'],
  })
  .refine((env) => env.STORAGE !== 's3' || env.S3_BUCKET, {
    message: 'STORAGE=s3 needs the bucket to keep files in',
    path: ['S3_BUCKET'],
  })
  .refine((env) => !env.S3_ACCESS_KEY_ID === !env.S3_SECRET_ACCESS_KEY, {
    message: 'set both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or neither (the default chain)',
    path: ['S3_SECRET_ACCESS_KEY'],
  });

export interface RateLimit {
  max: number;
  timeWindowMs: number;
}

/** How to reach the S3-compatible store that `STORAGE=s3` keeps files in. */
export interface S3Settings {
  /** The store's address (MinIO, Ceph); unset: AWS S3 of `region`. */
  endpoint?: string;
  bucket: string;
  region: string;
  /** Unset: the SDK's default chain (environment, instance role). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /** `bucket` in the path rather than the host name, as MinIO and Ceph usually need. */
  forcePathStyle: boolean;
}

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  /** The login the app runs as (PostgreSQL); unset: the embedded PGlite. */
  databaseUrl?: string;
  /**
   * The login that owns the tables and runs the migrations; unset: `databaseUrl`, and then the
   * audit log is not protected from the app's own login.
   */
  databaseMigrationUrl?: string;
  storage: 'fs' | 's3';
  /** The bucket and how to reach it; set when `storage` is 's3'. */
  s3?: S3Settings;
  jwtSecret?: string;
  /** The key of the audit log's anchors (HMAC); unset: generated once into DATA_DIR. */
  auditKey?: string;
  admin: { email: string; password?: string };
  captchaEnabled: boolean;
  smtpUrl?: string;
  mailFrom: string;
  publicUrl: string;
  seedDemo: boolean;
  /** Which proxies' X-Forwarded-For to believe for the client address (Fastify's trustProxy). */
  trustProxy: boolean | number | string[];
  logLevel: string;
  /** Where `npm run backup` writes its dated snapshots. */
  backupDir: string;
  /** How long requests in flight may run on after SIGTERM before they are cut off. */
  shutdownGraceMs: number;
  /** The bank's calendar (IANA zone): today for every date-only default and rule. */
  businessTimeZone: string;
  /** When the daily due-date reminder mail goes out (HH:mm on the bank's calendar). */
  reminderMailTime: string;
  /** How old a file no row references must be before the storage sweep removes it. */
  orphanFileMinAgeMs: number;
  /** Exports one instance runs at once; the next is answered 503 (plugins/export-limit). */
  exportConcurrency: number;
  /** Reading uploaded files for their numbers (modules/document-reading): READING=off stops it. */
  reading: { enabled: boolean; timeoutMs: number; concurrency: number };
  /** The language of a user who has not chosen one. */
  defaultLanguage: Language;
  /** Requests per address to sign-in and forgot-password. */
  authRateLimit: RateLimit;
}

export class ConfigError extends Error {}

/** A rule's message in English: the domain's rules give a code, zod's own a sentence. */
const englishOf = (message: string) => {
  const coded = codedMessageOf(message);
  return coded ? englishMessage(coded.code, coded.params) : message;
};

/** Reads the environment once; fails with every problem listed. */
export const loadConfig = (env: NodeJS.ProcessEnv = process.env): Config => {
  const parsed = environmentSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `- ${issue.path.join('.')}: ${englishOf(issue.message)}`,
    );
    throw new ConfigError(`Invalid configuration:\n${problems.join('\n')}`);
  }
  const e = parsed.data;
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL,
    databaseMigrationUrl: e.DATABASE_MIGRATION_URL,
    storage: e.STORAGE,
    s3:
      // The refine above makes S3_BUCKET present whenever STORAGE is s3.
      e.STORAGE === 's3' && e.S3_BUCKET
        ? {
            endpoint: e.S3_ENDPOINT,
            bucket: e.S3_BUCKET,
            region: e.S3_REGION,
            credentials:
              e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
                ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
                : undefined,
            forcePathStyle: e.S3_FORCE_PATH_STYLE === 'true',
          }
        : undefined,
    jwtSecret: e.JWT_SECRET,
    auditKey: e.AUDIT_KEY,
    admin: { email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD },
    captchaEnabled: e.CAPTCHA === 'on',
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    seedDemo: e.SEED_DEMO === 'true',
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    backupDir: e.BACKUP_DIR,
    shutdownGraceMs: e.SHUTDOWN_GRACE_MS,
    businessTimeZone: e.TZ_BUSINESS,
    reminderMailTime: e.REMINDER_MAIL_TIME,
    orphanFileMinAgeMs: e.ORPHAN_MIN_AGE_MS,
    exportConcurrency: e.EXPORT_CONCURRENCY,
    reading: {
      enabled: e.READING === 'on',
      timeoutMs: e.READING_TIMEOUT_SECONDS * 1000,
      concurrency: e.READING_CONCURRENCY,
    },
    defaultLanguage: e.DEFAULT_LANGUAGE,
    authRateLimit: { max: 20, timeWindowMs: 60_000 },
  };
};
