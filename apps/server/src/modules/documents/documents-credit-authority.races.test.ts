import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { CREDIT_AUTHORITY_MESSAGES as A } from '@creditdesk/domain/credit-applications/credit-authority.messages';
import type { TimelineEntry } from '@creditdesk/domain/documents/document-answers.schemas';
import { creditApplicationApprovals } from '../credit-applications/credit-applications.table';
import { createTestApp, type TestContext } from '../../testing/test-app';
import { creditAuthorityFile } from './credit-authority.fixture';

/**
 * Decisions sent at once are serialized by the application's row lock, and every check runs
 * after it: each race has exactly one outcome.
 */
let context: TestContext;
let file: Awaited<ReturnType<typeof creditAuthorityFile>>;
let wilayah: Awaited<ReturnType<typeof file.approver>>;
let cabangs: Awaited<ReturnType<typeof file.approver>>[];

beforeAll(async () => {
  context = await createTestApp();
  file = await creditAuthorityFile(context);
  wilayah = await file.approver(file.roles.kepalaWilayah.id, 'Sari Kepala Wilayah');
  cabangs = [
    await file.approver(file.roles.kepalaCabang.id, 'Budi Kepala Cabang'),
    await file.approver(file.roles.kepalaCabang.id, 'Dewi Kepala Cabang'),
  ];
});
afterAll(() => context.close());

const decisionEvents = async (id: string) =>
  ((await file.call('GET', `/${id}/timeline`)).json().response.data as TimelineEntry[]).filter(
    (entry) => entry.event === 'approved' || entry.event === 'rejected',
  );

const approvalRows = (id: string) =>
  context.db
    .select()
    .from(creditApplicationApprovals)
    .where(eq(creditApplicationApprovals.applicationId, id));

/** An application at the two-approval tier that one Kepala Wilayah has approved. */
const oneApprovalShort = async () => {
  const id = await file.submittedAt('2000000000');
  expect((await file.decide(id, wilayah.headers)).statusCode).toBe(200);
  return id;
};

it('the last approval and a reject sent at once give exactly one outcome', async () => {
  const id = await oneApprovalShort();
  const [approve, reject] = cabangs;
  const answers = await Promise.all([
    file.decide(id, approve!.headers, 'Approved'),
    file.decide(id, reject!.headers, 'Rejected', 'Agunan kurang'),
  ]);
  const codes = answers.map((answer) => answer.statusCode).sort();
  expect(codes).toEqual([200, 409]);
  const status = (await file.detail(id)).status;
  expect(['Completed', 'Rejected']).toContain(status);
  const events = await decisionEvents(id);
  expect(events).toHaveLength(1);
  expect(events[0]?.event).toBe(status === 'Completed' ? 'approved' : 'rejected');
  expect(await approvalRows(id)).toHaveLength(2);
});

it('twenty approvals by one user sent at once count once (the others 403 already decided)', async () => {
  const id = await file.submittedAt('2000000000');
  const answers = await Promise.all(
    Array.from({ length: 20 }, () => file.decide(id, wilayah.headers)),
  );
  expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
  const refused = answers.filter((answer) => answer.statusCode !== 200);
  expect(refused).toHaveLength(19);
  for (const answer of refused) {
    expect(answer.statusCode).toBe(403);
    expect(answer.json().code).toBe(A.alreadyDecided);
  }
  const detail = await file.detail(id);
  expect(detail).toMatchObject({ status: 'Waiting for Review', approval: { given: 1 } });
  expect(await approvalRows(id)).toHaveLength(1);
});

it('two approvers completing the count at once complete it once', async () => {
  const id = await oneApprovalShort();
  const answers = await Promise.all(cabangs.map((cabang) => file.decide(id, cabang.headers)));
  expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
  const detail = await file.detail(id);
  expect(detail).toMatchObject({ status: 'Completed', approval: { given: 2, required: 2 } });
  expect(await decisionEvents(id)).toHaveLength(1);
  expect(await approvalRows(id)).toHaveLength(2);
});
