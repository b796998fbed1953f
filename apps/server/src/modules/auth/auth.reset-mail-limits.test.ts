import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { and, eq, like, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createUser } from '../../testing/factories';
import type { TestResponse } from '../../testing/http';
import { latestPasswordLink } from '../../testing/outbox';
import { createSecondInstance } from '../../testing/test-app';
import { auditLogs } from '../../plugins/audit/audit.table';
import { rateLimitCounters } from '../../plugins/rate-limit/rate-limit.table';
import { call, context } from './auth.fixture';

const forgotPassword = (email: string) => call('POST', '/forgot-password', { email });

/** The mails in the outbox addressed to `email`. */
const mailsTo = async (email: string) => {
  const outbox = path.join(context.config.dataDir, 'outbox');
  const files = await readdir(outbox).catch(() => [] as string[]);
  const mails = await Promise.all(files.map((file) => readFile(path.join(outbox, file), 'utf8')));
  return mails.filter((mail) => mail.includes(`To: ${email}`)).length;
};

/** What an answer shows a caller: its status, message and the keys of its response. */
const visible = (response: TestResponse) => ({
  statusCode: response.statusCode,
  message: response.json().message,
  keys: Object.keys(response.json().response),
});

/** Ends the current window of `email`'s limit of `windowMs`, as if that much time had passed. */
const endWindow = (email: string, windowMs: number) =>
  context.db
    .update(rateLimitCounters)
    .set({ resetAt: sql`now() - interval '1 second'` })
    .where(eq(rateLimitCounters.key, `reset-mail:${email.toLowerCase()}:${windowMs}`));

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

describe('reset mail limits per recipient', () => {
  it('mails a recipient once a minute however fast it is asked, answering every request alike', async () => {
    const user = await createUser(context.db);
    const answers = [];
    for (let attempt = 0; attempt < 4; attempt++) answers.push(await forgotPassword(user.email));
    // Four more at once, as a fuzzer sends them.
    answers.push(...(await Promise.all([1, 2, 3, 4].map(() => forgotPassword(user.email)))));
    expect(await mailsTo(user.email)).toBe(1);
    const unknown = await forgotPassword('nobody-at-all@bank.example');
    for (const answer of [...answers, unknown])
      expect(visible(answer)).toEqual(visible(answers[0]!));
    expect(new Set(answers.map((answer) => answer.json().response.token)).size).toBe(8);

    const limited = await context.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.entityId, user.id), eq(auditLogs.action, 'password-reset-limited')));
    expect(limited).toHaveLength(7);
    expect(limited[0]).toMatchObject({ entity: 'user', actorId: null });
  });

  it('keeps the mailed link alive when a request is limited', async () => {
    const user = await createUser(context.db);
    await forgotPassword(user.email);
    const link = new URL(
      (await latestPasswordLink(path.join(context.config.dataDir, 'outbox'), user.email))!,
    );
    await forgotPassword(user.email.toUpperCase());
    const check = await call(
      'GET',
      `/forgot-password/sync?token=${encodeURIComponent(link.searchParams.get('token')!)}`,
    );
    expect(check.statusCode).toBe(200);
    expect(await mailsTo(user.email)).toBe(1);
  });

  it('mails a recipient at most five times an hour, a minute apart', async () => {
    const user = await createUser(context.db);
    for (let minute = 0; minute < 7; minute++) {
      expect((await forgotPassword(user.email)).statusCode).toBe(200);
      await endWindow(user.email, MINUTE);
    }
    expect(await mailsTo(user.email)).toBe(5);
    await endWindow(user.email, HOUR);
    await forgotPassword(user.email);
    expect(await mailsTo(user.email)).toBe(6);
  });

  it('limits each recipient on its own', async () => {
    const first = await createUser(context.db);
    const second = await createUser(context.db);
    for (const email of [first.email, second.email, first.email, second.email])
      await forgotPassword(email);
    expect(await mailsTo(first.email)).toBe(1);
    expect(await mailsTo(second.email)).toBe(1);
  });

  it('counts the requests of every instance against the same limit', async () => {
    const user = await createUser(context.db);
    const second = await createSecondInstance(context);
    try {
      await forgotPassword(user.email);
      const other = await second.inject({
        method: 'POST',
        url: '/api/v1/auth/forgot-password',
        payload: { email: user.email },
      });
      expect(other.statusCode).toBe(200);
      expect(await mailsTo(user.email)).toBe(1);
      const counters = await context.db
        .select()
        .from(rateLimitCounters)
        .where(like(rateLimitCounters.key, `reset-mail:${user.email}:%`));
      expect(counters.map((counter) => counter.hits).sort()).toEqual([1, 2]);
    } finally {
      await second.close();
    }
  });
});
