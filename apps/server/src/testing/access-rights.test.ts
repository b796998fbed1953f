import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AccessType } from '@creditdesk/domain/access/access-catalogue';
import { creditApplications } from '../modules/credit-applications/credit-applications.table';
import { insertCreditApplicationRow } from './credit-application-rows';
import { sessionWithRole } from './factories';
import { recordsTestFile } from './records-test-file';

const { file, call } = recordsTestFile();

const headersOf = async (grants: Record<string, AccessType[]>) =>
  (await sessionWithRole(file.context, grants, { dataScope: 'all' })).headers;

describe('the exports of personal data', () => {
  const exports: [string, Record<string, AccessType[]>, Record<string, AccessType[]>][] = [
    [
      '/api/v1/credit-application/export?format=csv',
      { 'Credit Application': ['Read'] },
      { 'Credit Application': ['Read'], Export: ['Export'] },
    ],
    [
      '/api/v1/master-data/users/export?format=csv',
      { 'User Management': ['Read'] },
      { 'User Management': ['Read'], Export: ['Export'] },
    ],
    [
      '/api/v1/master-data/debiturs/export?format=csv',
      { 'Debitur Management': ['Read'] },
      { 'Debitur Management': ['Read', 'Report'] },
    ],
  ];

  it("are refused to a list's reader without the export right, 403", async () => {
    for (const [url, reader] of exports) {
      const response = await call('GET', url, undefined, await headersOf(reader));
      expect(response.statusCode, url).toBe(403);
    }
  });

  it('are given to a role holding the right, and to nobody without a token', async () => {
    for (const [url, , exporter] of exports) {
      const response = await call('GET', url, undefined, await headersOf(exporter));
      expect(response.statusCode, `${url}: ${response.body.slice(0, 200)}`).toBe(200);
      expect((await call('GET', url, undefined, {})).statusCode, url).toBe(401);
    }
  });
});

describe('the approval queue', () => {
  const queue = '/api/v1/credit-application/approval/paged';

  it('answers only the applications waiting for review, whatever status is asked', async () => {
    const { records } = file;
    const waiting = await insertCreditApplicationRow(file.context.db, {
      createdBy: records.admin.id,
      debiturId: records.debiturId,
      facilityId: records.facilityId,
      creditTypeId: records.creditTypeId,
    });
    await file.context.db
      .update(creditApplications)
      .set({ status: 'Waiting for Review' })
      .where(eq(creditApplications.id, waiting.id));
    const approver = await headersOf({ Approval: ['View'] });
    for (const query of ['', '?status=Open', '?status=Draft&status=Open']) {
      const response = await call('GET', `${queue}${query}`, undefined, approver);
      expect(response.statusCode, response.body).toBe(200);
      const { data, total } = response.json().response as {
        data: { _id: string }[];
        total: number;
      };
      expect(
        data.map((row) => row._id),
        query,
      ).toEqual([waiting.id]);
      expect(total).toBe(1);
    }
  });
});
