import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../users/users.table';
import {
  createCreditApplication,
  uploadDocument,
  validMetadata,
} from '../../testing/credit-applications';
import { settableClock } from '../../testing/clock';
import { adminSession } from '../../testing/factories';
import { outboxMails } from '../../testing/outbox';
import { runDueJob, runDueJobOnSecondInstance } from '../../testing/scheduled-jobs';
import { createTestApp, type TestContext } from '../../testing/test-app';

/** The clock every instance of the test reads; each step sets it. */
const clock = settableClock('2026-03-09T23:00:00Z');

let context: TestContext;
let email: string;
let session: Awaited<ReturnType<typeof adminSession>>;
let applicationId: string;

const mails = () => outboxMails(context.config.dataDir);

const runJob = () => runDueJob(context, 'report-reminders');

const covernote = (applicationId: string, headers: Record<string, string>, due: string) =>
  uploadDocument(context, headers, applicationId, 'covernote-notaris', {
    metadata: {
      ...validMetadata('covernote-notaris'),
      nomorCovernote: `CN-${due}`,
      tanggalMulai: '2026-01-01',
      tanggalAkhir: due,
    },
  });

beforeAll(async () => {
  context = await createTestApp({ reminderMailTime: '07:00' }, { now: clock.now });
  session = await adminSession(context);
  email = session.user.email;
  applicationId = (await createCreditApplication(context, session.headers)).id;
  for (const due of ['2026-03-01', '2026-03-10', '2026-05-30'])
    expect((await covernote(applicationId, session.headers, due)).statusCode).toBe(201);
});
afterAll(() => context.close());

describe('the due-date reminder mail', () => {
  it('waits for the configured time of day', async () => {
    // 06:00 in Jakarta.
    expect(await runJob()).toContain('report-reminders');
    expect(await mails()).toHaveLength(0);
  });

  it('mails the creator his overdue and due-in-30-days items once, not again after a restart', async () => {
    clock.set('2026-03-10T01:00:00Z'); // 08:00 in Jakarta
    await runJob();
    const sent = await mails();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toContain(`To: ${email}`);
    // Greeted as every mail of CreditDesk greets.
    expect(sent[0]).toContain(`Hello ${session.user.name},`);
    expect(sent[0]).toContain('CN-2026-03-01');
    expect(sent[0]).toMatch(/Overdue:[\s\S]*9 days overdue[\s\S]*Due in 30 days:[\s\S]*due today/);
    expect(sent[0]).not.toContain('2026-05-30');

    await runJob();
    await runDueJobOnSecondInstance(context, 'report-reminders', clock.now);
    expect(await mails()).toHaveLength(1);
  });

  it('mails an item again once it turns from due to overdue, the next day', async () => {
    clock.set('2026-03-11T01:00:00Z');
    await runJob();
    const sent = await mails();
    expect(sent).toHaveLength(2);
    expect(sent[1]).toContain('1 days overdue');
    expect(sent[1]).not.toContain('9 days overdue');
  });

  it('writes to the creator in his saved language', async () => {
    await context.db.update(users).set({ language: 'id' }).where(eq(users.id, session.user.id));
    expect((await covernote(applicationId, session.headers, '2026-04-05')).statusCode).toBe(201);
    clock.set('2026-03-12T01:00:00Z');
    await runJob();
    const sent = await mails();
    expect(sent).toHaveLength(3);
    expect(sent[2]).toContain('Subject: CreditDesk: 1 dokumen jatuh tempo perlu ditindaklanjuti');
    expect(sent[2]).toContain(`Halo ${session.user.name},`);
    expect(sent[2]).toMatch(/Jatuh tempo dalam 30 hari:[\s\S]*CN-2026-04-05[\s\S]*24 hari lagi/);
    expect(sent[2]).not.toContain('Due in 30 days');
  });
});
