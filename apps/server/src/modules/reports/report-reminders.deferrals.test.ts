import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createCreditApplication,
  uploadDocument,
  validMetadata,
} from '../../testing/credit-applications';
import { settableClock } from '../../testing/clock';
import { adminSession } from '../../testing/factories';
import { onlyRow } from '../../testing/master-data';
import { decodeQuotedPrintable, outboxMails } from '../../testing/outbox';
import { runDueJob, runDueJobOnSecondInstance } from '../../testing/scheduled-jobs';
import { createTestApp, type TestContext } from '../../testing/test-app';
import { creditApplications } from '../credit-applications/credit-applications.table';
import { catalogueTypes, insertDeferral } from './deferrals.fixture';

/** The clock every instance of the test reads; each step sets it. 08:00 on 10 March in Jakarta. */
const clock = settableClock('2026-03-10T01:00:00Z');

let context: TestContext;
let creditAppNo: string;
let types: { id: string; title: string }[];

const mails = async () => (await outboxMails(context.config.dataDir)).map(decodeQuotedPrintable);

const runJob = () => runDueJob(context, 'report-reminders');

beforeAll(async () => {
  context = await createTestApp({ reminderMailTime: '07:00' }, { now: clock.now });
  const session = await adminSession(context);
  const { id } = await createCreditApplication(context, session.headers);
  creditAppNo = onlyRow(
    await context.db.select().from(creditApplications).where(eq(creditApplications.id, id)),
  ).creditAppNo;
  types = await catalogueTypes(context.db, 5);
  const defer = (index: number, promisedDate: string, status?: 'Granted' | 'Received') =>
    insertDeferral(context.db, {
      applicationId: id,
      typeId: types[index]?.id ?? '',
      promisedDate,
      createdBy: session.user.id,
      status,
    });
  await defer(0, '2026-03-01', 'Granted');
  await defer(1, '2026-03-17');
  await defer(2, '2026-03-18');
  await defer(3, '2026-02-01', 'Received');
  const covernote = await uploadDocument(context, session.headers, id, 'covernote-notaris', {
    metadata: {
      ...validMetadata('covernote-notaris'),
      nomorCovernote: 'CN-SOON',
      tanggalMulai: '2026-01-01',
      tanggalAkhir: '2026-03-20',
    },
  });
  expect(covernote.statusCode).toBe(201);
});
afterAll(() => context.close());

describe('the reminder mail’s deferred documents', () => {
  it('lists the creator’s open deferrals overdue or due within 7 days beside his due items', async () => {
    await runJob();
    const sent = await mails();
    expect(sent).toHaveLength(1);
    const [mail = ''] = sent;
    expect(mail).toContain('CN-SOON');
    expect(mail).toContain('Deferred documents (TBO) overdue or due within 7 days:');
    expect(mail).toContain(
      `- ${creditAppNo}, ${types[0]?.title}, promised 2026-03-01 (9 days overdue; Granted)`,
    );
    expect(mail).toContain(
      `- ${creditAppNo}, ${types[1]?.title}, promised 2026-03-17 (7 days left; Requested)`,
    );
    expect(mail).not.toContain('2026-03-18');
    expect(mail).not.toContain('2026-02-01');
    expect(mail).toContain('/report/dokumen-tbo');
  });

  it('sends one mail a day, on every instance, and the deferrals again the next day', async () => {
    await runJob();
    await runDueJobOnSecondInstance(context, 'report-reminders', clock.now);
    expect(await mails()).toHaveLength(1);

    clock.set('2026-03-11T01:00:00Z');
    await runJob();
    const sent = await mails();
    expect(sent).toHaveLength(2);
    const [, mail = ''] = sent;
    // The document item was told once; the deferrals stay in each day's mail until closed.
    expect(mail).not.toContain('CN-SOON');
    expect(mail).toContain('promised 2026-03-01 (10 days overdue; Granted)');
    expect(mail).toContain('promised 2026-03-18 (7 days left; Requested)');
  });
});
