import { describe, expect, it } from 'vitest';
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { eq, like, sql } from 'drizzle-orm';
import { AUTH_MESSAGES } from '@creditdesk/domain/auth/auth.messages';
import { auditLogs } from '../../plugins/audit/audit.table';
import { rateLimitCounters } from '../../plugins/rate-limit/rate-limit.table';
import { createUser, DEFAULT_TEST_PASSWORD, signIn } from '../../testing/factories';
import { decodeQuotedPrintable, latestPasswordLink } from '../../testing/outbox';
import { advanceClock, call, context, loginWithCaptcha, me, refresh } from './auth.fixture';

describe('password recovery', () => {
  const outbox = () => path.join(context.config.dataDir, 'outbox');
  const mailCount = async () => (await readdir(outbox()).catch(() => [])).length;

  const forgotPassword = (email: string) => call('POST', '/forgot-password', { email });

  /** The reset secret of the newest mail to `email`, read from the .eml in the outbox. */
  const resetSecretFromMail = async (email: string) => {
    const link = await latestPasswordLink(outbox(), email);
    if (!link) throw new Error(`no mail to ${email}`);
    return new URL(link).searchParams.get('token')!;
  };

  const sync = (token: string) =>
    call('GET', `/forgot-password/sync?token=${encodeURIComponent(token)}`);

  const changePassword = (body: Record<string, string>) => call('POST', '/change-password', body);

  it('answers an unknown email exactly as a known one, and mails only the known one', async () => {
    const user = await createUser(context.db);
    const mailsBefore = await mailCount();
    const known = await forgotPassword(user.email);
    const unknown = await forgotPassword('nobody@bank.example');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json().message).toBe(known.json().message);
    expect(Object.keys(unknown.json().response)).toEqual(Object.keys(known.json().response));
    expect(await mailCount()).toBe(mailsBefore + 1);
    // The receipt is never the secret that was mailed.
    expect(known.json().response.token).not.toBe(await resetSecretFromMail(user.email));
  });

  it("mails the link in the user's saved language, or the deployment's", async () => {
    const mailTo = async (email: string) => {
      for (const file of (await readdir(outbox())).sort().reverse()) {
        const mail = decodeQuotedPrintable(await readFile(path.join(outbox(), file), 'utf8'));
        if (mail.includes(`To: ${email}`)) return mail;
      }
      return '';
    };
    const english = await createUser(context.db);
    const indonesian = await createUser(context.db, { language: 'id' });
    await forgotPassword(english.email);
    await forgotPassword(indonesian.email);
    expect(await mailTo(english.email)).toContain('Subject: CreditDesk: set your password');
    const mail = await mailTo(indonesian.email);
    expect(mail).toContain('Subject: CreditDesk: atur kata sandi Anda');
    expect(mail).toContain('Halo Test User,');
  });

  it('keeps the outbox readable by the server only (directory 0700, mails 0600)', async () => {
    const user = await createUser(context.db);
    await forgotPassword(user.email);
    expect((await stat(outbox())).mode & 0o777).toBe(0o700);
    for (const file of await readdir(outbox()))
      expect((await stat(path.join(outbox(), file))).mode & 0o777, file).toBe(0o600);
  });

  it('checks, then spends the mailed link once, ending every session', async () => {
    const user = await createUser(context.db);
    const session = await signIn(context, user.email);
    await forgotPassword(user.email);
    const secret = await resetSecretFromMail(user.email);

    const check = await sync(secret);
    expect(check.statusCode).toBe(200);
    expect(check.json().response).toEqual({ email: user.email });

    const changed = await changePassword({
      token: secret,
      newPassword: 'Fresh.2026',
      reEnterPassword: 'Fresh.2026',
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().response.token).toEqual(expect.any(String));

    expect((await me(session.token)).statusCode).toBe(401);
    expect((await refresh(session.refreshToken)).statusCode).toBe(401);
    expect((await loginWithCaptcha(user.email, DEFAULT_TEST_PASSWORD)).statusCode).toBe(401);
    expect((await loginWithCaptcha(user.email, 'Fresh.2026')).statusCode).toBe(200);

    const reuse = await changePassword({
      token: secret,
      newPassword: 'Again.2026',
      reEnterPassword: 'Again.2026',
    });
    expect(reuse.statusCode).toBe(400);
    expect(reuse.json().code).toBe(AUTH_MESSAGES.resetTokenInvalid);
    expect((await sync(secret)).statusCode).toBe(400);

    const audit = await context.db.select().from(auditLogs).where(eq(auditLogs.entityId, user.id));
    expect(audit.map((row) => row.action)).toContain('password-changed');
  });

  it('lets a link expire after 30 minutes', async () => {
    const user = await createUser(context.db);
    await forgotPassword(user.email);
    const secret = await resetSecretFromMail(user.email);
    advanceClock(30 * 60 * 1000 + 1000);
    const check = await sync(secret);
    expect(check.statusCode).toBe(400);
    expect(check.json().code).toBe(AUTH_MESSAGES.resetTokenInvalid);
  });

  it('keeps only the newest link alive after a resend', async () => {
    const user = await createUser(context.db);
    await forgotPassword(user.email);
    const first = await resetSecretFromMail(user.email);
    await new Promise((resolve) => setTimeout(resolve, 5));
    // A minute later: a second mail within the minute would be held back (reset mail limits).
    await context.db
      .update(rateLimitCounters)
      .set({ resetAt: sql`now() - interval '1 second'` })
      .where(like(rateLimitCounters.key, `reset-mail:${user.email}:%`));
    await forgotPassword(user.email);
    const second = await resetSecretFromMail(user.email);
    expect(second).not.toBe(first);
    expect((await sync(first)).statusCode).toBe(400);
    expect((await sync(second)).statusCode).toBe(200);
  });

  it('enforces the password rules with their messages and changes nothing', async () => {
    const user = await createUser(context.db);
    await forgotPassword(user.email);
    const secret = await resetSecretFromMail(user.email);
    const cases: Array<[string, string, string]> = [
      ['Ab.1', 'Ab.1', 'New Password must be at least 8 characters.'],
      ['Abcdefgh.12345', 'Abcdefgh.12345', 'New Password must be at most 12 characters.'],
      ['ABCDEFG.1', 'ABCDEFG.1', 'New Password must contain at least one lowercase letter.'],
      ['abcdefg.1', 'abcdefg.1', 'New Password must contain at least one uppercase letter.'],
      ['Abcdefg.h', 'Abcdefg.h', 'New Password must contain at least one number.'],
      [
        'Abcdefg12',
        'Abcdefg12',
        'New Password must contain at least one special character (. , ! @ # $ % ^ & * =).',
      ],
      ['Fresh.2026', 'Fresh.2027', "Password didn't match, please try again"],
    ];
    for (const [newPassword, reEnterPassword, message] of cases) {
      const response = await changePassword({ token: secret, newPassword, reEnterPassword });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(message);
    }
    expect((await sync(secret)).statusCode).toBe(200);
    expect((await loginWithCaptcha(user.email, DEFAULT_TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('lets an invited user without a password create one', async () => {
    const user = await createUser(context.db, { password: null });
    expect((await loginWithCaptcha(user.email, DEFAULT_TEST_PASSWORD)).statusCode).toBe(401);
    await forgotPassword(user.email);
    const secret = await resetSecretFromMail(user.email);
    await changePassword({
      token: secret,
      newPassword: 'First.2026',
      reEnterPassword: 'First.2026',
    });
    expect((await loginWithCaptcha(user.email, 'First.2026')).statusCode).toBe(200);
  });
});
