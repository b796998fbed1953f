import { eq } from 'drizzle-orm';
import { createdRecord } from '../../testing/http';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AccessType } from '@creditdesk/domain/access/access-catalogue';
import { DEBITUR_MESSAGES } from '@creditdesk/domain/debiturs/debiturs.schemas';
import { branchScopeTestFile, sortedValuesIn } from '../../testing/branch-scope';
import type { TestResponse } from '../../testing/http';
import { CREDIT_APPLICATION_CONFLICTS as C } from '@creditdesk/domain/credit-applications/credit-application-conflicts.messages';
import { creditApplications } from './credit-applications.table';
import { createCreditType, createFacility, insertDebitur } from '../../testing/master-data';

/**
 * Branch scope over HTTP: two users whose roles see only their own area (north and south), and
 * one whose role sees every branch. The approval queue is the list filtered by status.
 */
let northDebitur: string;
let southDebitur: string;
let creditTypeId: string;
let facilityId: string;
let northApplication: Created;
let southApplication: Created;
let northDraft: Created;
let adminDraft: Created;

interface Created {
  _id: string;
  creditAppNo: string;
}

const CREDIT_RIGHTS: Record<string, AccessType[]> = {
  'Credit Application': ['Read', 'Create', 'Update', 'Delete'],
  Export: ['Export'],
};

const { scope, call } = branchScopeTestFile(CREDIT_RIGHTS, '/api/v1/credit-application');

const application = (debitur: string, overrides: Record<string, unknown> = {}) => ({
  type: 'Personal',
  joinType: 'Existing Debitur',
  debitur,
  creditType: creditTypeId,
  facilities: [facilityId],
  plafond: '250000000',
  tenorStartDate: '2026-02-01',
  tenorEndDate: '2027-01-31',
  creditDesc: 'Working capital',
  status: 'Open',
  ...overrides,
});

const create = async (body: Record<string, unknown>, as: Record<string, string>) => {
  return createdRecord<Created>(await call('POST', '', as, body));
};

const numbersIn = (response: TestResponse) => sortedValuesIn(response, 'creditAppNo');

const stored = async (id: string) =>
  (
    await scope.context.db.select().from(creditApplications).where(eq(creditApplications.id, id))
  )[0];

beforeAll(async () => {
  creditTypeId = (await createCreditType(scope.context.db, 'Kredit Modal')).id;
  facilityId = (await createFacility(scope.context.db, 'Overdraft')).id;
  northDebitur = await insertDebitur(scope.context.db, scope.northArea, {
    fullName: 'Nadia North',
    address: 'Jl. Asia Afrika 8',
  });
  southDebitur = await insertDebitur(scope.context.db, scope.southArea, {
    fullName: 'Sani South',
    address: 'Jl. Asia Afrika 8',
  });
  northApplication = await create(application(northDebitur), scope.admin);
  southApplication = await create(application(southDebitur), scope.admin);
  // Drafts without a debitur have no branch yet: only their creator sees them.
  northDraft = await create(
    { type: 'Personal', joinType: 'New Debitur', status: 'Draft' },
    scope.north,
  );
  adminDraft = await create(
    { type: 'Personal', joinType: 'New Debitur', status: 'Draft' },
    scope.admin,
  );
});

describe('credit applications outside the area', () => {
  it('are left out of the list and its total; a branchless Draft is its creator’s', async () => {
    const northList = await call('GET', '/paged', scope.north);
    expect(numbersIn(northList)).toEqual(
      [northApplication.creditAppNo, northDraft.creditAppNo].sort(),
    );
    expect(northList.json().response.total).toBe(2);
    expect(numbersIn(await call('GET', '/paged', scope.south))).toEqual([
      southApplication.creditAppNo,
    ]);
    expect(numbersIn(await call('GET', '/paged', scope.everywhere))).toEqual(
      [
        northApplication.creditAppNo,
        southApplication.creditAppNo,
        northDraft.creditAppNo,
        adminDraft.creditAppNo,
      ].sort(),
    );
    const named = await call('GET', `/paged?branchId=${scope.southArea.branchId}`, scope.north);
    expect(named.json().response).toEqual({ data: [], total: 0, totalCapped: false });
  });

  it('are left out of the approval queue', async () => {
    for (const id of [northApplication._id, southApplication._id])
      await scope.context.db
        .update(creditApplications)
        .set({ status: 'Waiting for Review' })
        .where(eq(creditApplications.id, id));
    const queue = await call('GET', '/paged?status=Waiting%20for%20Review', scope.north);
    expect(numbersIn(queue)).toEqual([northApplication.creditAppNo]);
    const aliased = await call('GET', '/paged?status[]=Approver', scope.south);
    expect(numbersIn(aliased)).toEqual([southApplication.creditAppNo]);
    for (const id of [northApplication._id, southApplication._id])
      await scope.context.db
        .update(creditApplications)
        .set({ status: 'Open' })
        .where(eq(creditApplications.id, id));
  });

  it('are left out of the export', async () => {
    const csv = await call('GET', '/export?format=csv', scope.north);
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain(northApplication.creditAppNo);
    expect(csv.body).not.toContain(southApplication.creditAppNo);
    expect(csv.body).not.toContain(adminDraft.creditAppNo);
    const all = await call('GET', '/export?format=csv', scope.everywhere);
    expect(all.body).toContain(southApplication.creditAppNo);
  });

  it('are not offered: groups, branches and debiturs of the area only', async () => {
    const options = (await call('GET', '/options', scope.north)).json().response;
    expect(options.groups).toEqual([
      {
        _id: scope.northArea.groupId,
        groupName: 'North',
        branches: [{ _id: scope.northArea.branchId, branchName: 'North Branch' }],
      },
    ]);
    expect(options.creditTypes.length).toBeGreaterThan(0);
    const found = (await call('GET', '/options/debiturs?search=a', scope.north)).json().response
      .data;
    expect(found.map((row: { name: string }) => row.name)).toEqual(['Nadia North']);
    const byId = await call('GET', `/options/debiturs?id=${southDebitur}`, scope.north);
    expect(byId.json().response.data).toEqual([]);
    const all = (await call('GET', '/options/debiturs?search=a', scope.everywhere)).json().response
      .data;
    expect(all.map((row: { name: string }) => row.name)).toEqual(['Nadia North', 'Sani South']);
  });

  it('answer 404 to reading', async () => {
    expect((await call('GET', `/${southApplication._id}`, scope.north)).statusCode).toBe(404);
    expect((await call('GET', `/${adminDraft._id}`, scope.north)).statusCode).toBe(404);
    expect((await call('GET', `/${northDraft._id}`, scope.south)).statusCode).toBe(404);
    expect((await call('GET', `/${northApplication._id}`, scope.north)).statusCode).toBe(200);
    expect((await call('GET', `/${northDraft._id}`, scope.north)).statusCode).toBe(200);
    expect((await call('GET', `/${southApplication._id}`, scope.everywhere)).statusCode).toBe(200);
  });

  it('answer 404 to every change, and nothing changes', async () => {
    const before = await stored(southApplication._id);
    const draftBefore = await stored(adminDraft._id);
    const update = await call(
      'PUT',
      `/${southApplication._id}`,
      scope.north,
      application(northDebitur, { creditDesc: 'Taken over' }),
    );
    expect(update.statusCode).toBe(404);
    const step = await call('PUT', `/${southApplication._id}`, scope.north, {
      status: 'Signing Process',
    });
    expect(step.statusCode).toBe(404);
    const archive = await call('PUT', `/${southApplication._id}/archive`, scope.north, {
      isArchive: true,
    });
    expect(archive.statusCode).toBe(404);
    expect((await call('DELETE', `/${adminDraft._id}`, scope.north)).statusCode).toBe(404);
    expect(await stored(southApplication._id)).toEqual(before);
    expect(await stored(adminDraft._id)).toEqual(draftBefore);
  });

  it('cannot be made: a debitur or a new debitur outside the area answers 400', async () => {
    const count = async () => (await scope.context.db.select().from(creditApplications)).length;
    const before = await count();
    const existing = await call('POST', '', scope.north, application(southDebitur));
    expect(existing.statusCode).toBe(400);
    expect(existing.json().code).toBe(C.debiturUnusable);
    const newDebitur = await call('POST', '', scope.north, {
      ...application(southDebitur),
      joinType: 'New Debitur',
      debitur: undefined,
      newDebitur: {
        fullName: 'Elsewhere',
        dateOfBirth: '1990-07-21',
        phoneNumber: '081122223333',
        maritalStatus: 'Single',
        idNumber: '3273000000009999',
        address: 'Jl. Braga 3',
        relatedGroup: scope.southArea.groupId,
        relatedBranch: scope.southArea.branchId,
      },
    });
    expect(newDebitur.statusCode).toBe(400);
    expect(newDebitur.json().code).toBe(DEBITUR_MESSAGES.branchOutsideArea);
    expect(await count()).toBe(before);

    const draftBefore = await stored(northDraft._id);
    const moved = await call('PUT', `/${northDraft._id}`, scope.north, {
      ...application(southDebitur),
      status: 'Draft',
    });
    expect(moved.statusCode).toBe(400);
    expect(moved.json().code).toBe(C.debiturUnusable);
    expect(await stored(northDraft._id)).toEqual(draftBefore);
  });

  it('lets a scoped user work on the applications of his area', async () => {
    const own = await create(application(northDebitur, { status: 'Draft' }), scope.north);
    const archived = await call('PUT', `/${own._id}/archive`, scope.north, { isArchive: true });
    expect(archived.statusCode, archived.body).toBe(200);
    const updated = await call('PUT', `/${northDraft._id}`, scope.north, {
      ...application(northDebitur),
      status: 'Draft',
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json().response.branch._id).toBe(scope.northArea.branchId);
    expect((await call('DELETE', `/${own._id}`, scope.north)).statusCode).toBe(200);
  });
});
