import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settableClock } from '../../testing/clock';
import { decodeQuotedPrintable, outboxMails } from '../../testing/outbox';
import { requester } from '../../testing/http';
import { runDueJob, runDueJobOnSecondInstance } from '../../testing/scheduled-jobs';
import { createTestApp, type TestContext } from '../../testing/test-app';
import { creditAuthorityFile } from '../documents/credit-authority.fixture';
import { creditApplications } from '../credit-applications/credit-applications.table';
import { roles } from '../roles/roles.table';
import { replaceUserAreas } from '../users/users.repository';
import { users } from '../users/users.table';
import { sendNotices } from './notices.job';

const clock = settableClock('2026-03-10T01:00:00Z');
let context: TestContext;
let file: Awaited<ReturnType<typeof creditAuthorityFile>>;

/** The mails written since the last call, decoded, each with its recipient's address. */
let seen = 0;
const newMails = async () => {
  const all = (await outboxMails(context.config.dataDir)).map(decodeQuotedPrintable);
  const fresh = all.slice(seen);
  seen = all.length;
  return fresh.map((mail) => ({ to: mail.match(/^To: (.+)$/m)?.[1] ?? '', text: mail }));
};
const recipients = async () => (await newMails()).map((mail) => mail.to).sort();

const { call: me } = requester(() => context, { base: '/api/v1/auth' });
const runJob = () => runDueJob(context, 'notices');
const emailOf = async (id: string) =>
  (await context.db.select({ email: users.email }).from(users).where(eq(users.id, id)))[0]?.email;

beforeAll(async () => {
  context = await createTestApp({}, { now: clock.now });
  file = await creditAuthorityFile(context);
});
afterAll(() => context.close());

describe('the mails of the people who must act', () => {
  it('tells every approver who may decide a submitted application, once, in his language', async () => {
    const cabang = await file.approver(file.roles.kepalaCabang.id, 'Sari Cabang');
    const wilayah = await file.approver(file.roles.kepalaWilayah.id, 'Budi Wilayah');
    const komite = await file.approver(file.roles.komite.id, 'Komite Satu');
    const quiet = await file.approver(file.roles.kepalaCabang.id, 'Tono Diam');
    await context.db.update(users).set({ language: 'id' }).where(eq(users.id, wilayah.id));
    const off = await me(
      'PUT',
      '/me/mail-notices',
      { whenWaiting: false, whenDecided: true },
      quiet.headers,
    );
    expect(off.statusCode).toBe(200);
    await newMails();

    const id = await file.submittedAt('1000000000');
    await runJob();
    const mails = await newMails();
    expect(mails.map((mail) => mail.to).sort()).toEqual(
      [await emailOf(cabang.id), await emailOf(wilayah.id)].sort(),
    );
    expect(mails.map((mail) => mail.to)).not.toContain(await emailOf(komite.id));
    const wilayahEmail = await emailOf(wilayah.id);
    const indonesian = mails.find((mail) => mail.to === wilayahEmail);
    expect(indonesian?.text).toContain('Halo Budi Wilayah,');
    expect(indonesian?.text).toContain('menunggu keputusan Anda');
    expect(indonesian?.text).toContain(`/credit-application/detail/${id}`);

    await runJob();
    await runDueJobOnSecondInstance(context, 'notices', clock.now);
    expect(await recipients()).toEqual([]);
  });

  it('tells the creator of the decision and names who decided', async () => {
    const cabang = await file.approver(file.roles.kepalaCabang.id, 'Rudi Cabang');
    const id = await file.submittedAt('100000000');
    await runJob();
    await newMails();
    expect((await file.decide(id, cabang.headers, 'Rejected', 'Agunan kurang')).statusCode).toBe(
      200,
    );
    await runJob();
    const [mail, ...more] = await newMails();
    expect(more).toEqual([]);
    const creator = await context.db
      .select({ email: users.email })
      .from(users)
      .innerJoin(creditApplications, eq(creditApplications.createdBy, users.id))
      .where(eq(creditApplications.id, id));
    expect(mail?.to).toBe(creator[0]?.email);
    expect(mail?.text).toContain('was rejected by Rudi Cabang');
  });

  it('tells only the approvers whose area holds the branch, when their role sees an area', async () => {
    await context.db
      .update(roles)
      .set({ dataScope: 'area' })
      .where(eq(roles.id, file.roles.kepalaWilayah.id));
    const inArea = await file.approver(file.roles.kepalaWilayah.id, 'Ani Area');
    const elsewhere = await file.approver(file.roles.kepalaWilayah.id, 'Eko Luar');
    const id = await file.readyAt('1000000000');
    const { rows } = await context.db.execute<{ branch_id: string; group_id: string }>(sql`
      select a.branch_id, l.group_id from credit_applications a
      join branch_groups l on l.branch_id = a.branch_id where a.id = ${id} limit 1`);
    const link = rows[0];
    if (!link) throw new Error('the application has no branch');
    await replaceUserAreas(context.db, inArea.id, [
      { groupId: link.group_id, branchId: link.branch_id },
    ]);
    await newMails();
    expect((await file.call('POST', `/${id}/submit-document`)).statusCode).toBe(200);
    await runJob();
    const sent = await recipients();
    expect(sent).toContain(await emailOf(inArea.id));
    expect(sent).not.toContain(await emailOf(elsewhere.id));
  });

  it('keeps a note whose mail fails for the next run, and mails the notes after it', async () => {
    await runJob();
    const first = await file.submittedAt('100000000');
    const second = await file.submittedAt('100000000');
    const numberOf = async (id: string) =>
      (
        await context.db
          .select({ no: creditApplications.creditAppNo })
          .from(creditApplications)
          .where(eq(creditApplications.id, id))
      )[0]?.no ?? '';
    const [firstNo, secondNo] = [await numberOf(first), await numberOf(second)];
    const sent: string[] = [];
    const send = (failing: string) => ({
      send: async (mail: { subject: string }) => {
        if (mail.subject.includes(failing)) throw new Error('SMTP refused');
        sent.push(mail.subject);
      },
    });
    const deps = {
      db: context.db,
      log: context.app.log,
      publicUrl: 'http://bank',
      defaultLanguage: 'en' as const,
    };
    expect(await sendNotices({ ...deps, mailer: send(firstNo) })).toBe(1);
    expect(sent.some((subject) => subject.includes(secondNo))).toBe(true);
    expect(sent.some((subject) => subject.includes(firstNo))).toBe(false);
    expect(await sendNotices({ ...deps, mailer: send('nothing fails') })).toBe(1);
    expect(sent.some((subject) => subject.includes(firstNo))).toBe(true);
  });
});
