import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CREDIT_APPLICATION_OPTIONS_MESSAGES as M,
  DEBITUR_OPTIONS_LIMIT,
  type DebiturOption,
} from '@creditdesk/domain/credit-applications/credit-application-options.schemas';
import { adminSession } from '../../testing/factories';
import { createTestApp, type TestContext } from '../../testing/test-app';
import { branchGroups, branches } from '../branches/branches.table';
import { creditTypes } from '../credit-types/credit-types.table';
import { debiturs } from '../debiturs/debiturs.table';
import { facilities } from '../facilities/facilities.table';
import { groups } from '../groups/groups.table';
import { expectRefused, requester } from '../../testing/http';
import { insertDebitur, UNKNOWN_ID } from '../../testing/master-data';

let context: TestContext;
let headers: Record<string, string>;
let north: { groupId: string; groupName: string; branchIds: [string, string] };
let south: { groupId: string; branchId: string };
let archivedId: string;

beforeAll(async () => {
  context = await createTestApp();
  headers = (await adminSession(context)).headers;
  await context.db.insert(creditTypes).values([{ name: 'kredit Usaha' }, { name: 'Kredit Modal' }]);
  await context.db.insert(facilities).values([{ name: 'Term Loan' }, { name: 'overdraft' }]);
  const [northGroup, southGroup] = await context.db
    .insert(groups)
    .values([{ name: 'North' }, { name: 'south' }, { name: 'Empty Group' }])
    .returning();
  const [cimahi, bandung, garut] = await context.db
    .insert(branches)
    .values([{ name: 'Cimahi' }, { name: 'bandung' }, { name: 'Garut' }])
    .returning();
  await context.db.insert(branchGroups).values([
    { groupId: northGroup!.id, branchId: cimahi!.id },
    { groupId: northGroup!.id, branchId: bandung!.id },
    { groupId: southGroup!.id, branchId: garut!.id },
    // A branch may serve several groups.
    { groupId: southGroup!.id, branchId: bandung!.id },
  ]);
  north = { groupId: northGroup!.id, groupName: 'North', branchIds: [bandung!.id, cimahi!.id] };
  south = { groupId: southGroup!.id, branchId: garut!.id };
  const northArea = { groupId: north.groupId, branchId: cimahi!.id };
  await insertDebitur(context.db, northArea, { type: 'Personal', fullName: 'rina Kartika' });
  await insertDebitur(context.db, northArea, { type: 'Personal', fullName: 'Budi 100% Santoso' });
  await insertDebitur(context.db, south, { type: 'Enterprise', companyName: 'PT Kartika Abadi' });
  archivedId = await insertDebitur(context.db, northArea, {
    type: 'Personal',
    fullName: 'Kartika Archived',
    isArchive: true,
  });
});
afterAll(() => context.close());

const { call } = requester(() => context, {
  base: '/api/v1/credit-application',
  headers: () => headers,
});
const get = (url: string, as = headers) => call('GET', url, undefined, as);

const names = (data: DebiturOption[]) => data.map((row) => row.name);

describe('GET /credit-application/options', () => {
  it('answers the credit types, facilities and groups with their branches, sorted by name', async () => {
    const response = await get('/options');
    expect(response.statusCode).toBe(200);
    const {
      creditTypes: types,
      facilities: facilityOptions,
      groups: groupOptions,
    } = response.json().response;
    expect(types.map((row: { creditappName: string }) => row.creditappName)).toEqual([
      'Kredit Modal',
      'kredit Usaha',
    ]);
    expect(facilityOptions.map((row: { facilityName: string }) => row.facilityName)).toEqual([
      'overdraft',
      'Term Loan',
    ]);
    expect(types[0]).toEqual({ _id: expect.any(String), creditappName: 'Kredit Modal' });
    expect(
      groupOptions.map((group: { groupName: string; branches: { branchName: string }[] }) => [
        group.groupName,
        group.branches.map((branch) => branch.branchName),
      ]),
    ).toEqual([
      ['Empty Group', []],
      ['North', ['bandung', 'Cimahi']],
      ['south', ['bandung', 'Garut']],
    ]);
    expect(groupOptions[1]).toEqual({
      _id: north.groupId,
      groupName: north.groupName,
      branches: [
        { _id: north.branchIds[0], branchName: 'bandung' },
        { _id: north.branchIds[1], branchName: 'Cimahi' },
      ],
    });
  });
});

describe('GET /credit-application/options/debiturs', () => {
  it('answers live debiturs of every type sorted by name, with their group and branch', async () => {
    const response = await get('/options/debiturs');
    expect(response.statusCode).toBe(200);
    const { data, hasMore } = response.json().response;
    expect(names(data)).toEqual(['Budi 100% Santoso', 'PT Kartika Abadi', 'rina Kartika']);
    expect(hasMore).toBe(false);
    expect(data[1]).toEqual({
      _id: expect.any(String),
      type: 'Enterprise',
      name: 'PT Kartika Abadi',
      relatedGroup: { _id: south.groupId, groupName: 'south' },
      relatedBranch: { _id: south.branchId, branchName: 'Garut' },
    });
  });

  it('narrows by type', async () => {
    const personal = (await get('/options/debiturs?type=Personal')).json().response.data;
    expect(names(personal)).toEqual(['Budi 100% Santoso', 'rina Kartika']);
    const enterprise = (await get('/options/debiturs?type=Enterprise')).json().response.data;
    expect(names(enterprise)).toEqual(['PT Kartika Abadi']);
  });

  it('searches full and company names, case-insensitively, and leaves archived ones out', async () => {
    const response = await get('/options/debiturs?search=KARTIKA');
    expect(names(response.json().response.data)).toEqual(['PT Kartika Abadi', 'rina Kartika']);
    const both = await get('/options/debiturs?search=kartika&type=Personal');
    expect(names(both.json().response.data)).toEqual(['rina Kartika']);
  });

  it('takes the search literally: % and _ are no wildcards', async () => {
    expect(names((await get('/options/debiturs?search=100%25')).json().response.data)).toEqual([
      'Budi 100% Santoso',
    ]);
    expect((await get('/options/debiturs?search=_')).json().response.data).toEqual([]);
  });

  it('resolves chosen ids, archived ones included', async () => {
    const live = (await get('/options/debiturs?search=rina')).json().response.data[0]._id;
    const response = await get(
      `/options/debiturs?id[]=${archivedId}&id[]=${live}&id=${UNKNOWN_ID}`,
    );
    expect(response.statusCode).toBe(200);
    expect(names(response.json().response.data)).toEqual(['Kartika Archived', 'rina Kartika']);
    const one = await get(`/options/debiturs?id=${archivedId}`);
    expect(names(one.json().response.data)).toEqual(['Kartika Archived']);
  });

  it(`answers at most ${DEBITUR_OPTIONS_LIMIT} and says that more matched`, async () => {
    const area = { groupId: south.groupId, branchId: south.branchId };
    await context.db.insert(debiturs).values(
      Array.from({ length: DEBITUR_OPTIONS_LIMIT + 5 }, (_, index) => ({
        type: 'Enterprise',
        companyName: `CV Capped ${String(index).padStart(2, '0')}`,
        address: 'Jl. Dago 1',
        relatedGroupId: area.groupId,
        relatedBranchId: area.branchId,
      })),
    );
    const capped = (await get('/options/debiturs?search=capped')).json().response;
    expect(capped.data).toHaveLength(DEBITUR_OPTIONS_LIMIT);
    expect(capped.data[0].name).toBe('CV Capped 00');
    expect(capped.data.at(-1).name).toBe(`CV Capped ${DEBITUR_OPTIONS_LIMIT - 1}`);
    expect(capped.hasMore).toBe(true);
    const narrowed = (await get('/options/debiturs?search=capped 5')).json().response;
    expect(narrowed.data).toHaveLength(5);
    expect(narrowed.hasMore).toBe(false);
  });

  it('refuses bad input with 400 and the reason', async () => {
    for (const [url, message] of [
      ['/options/debiturs?type=Corporate', M.debiturType],
      ['/options/debiturs?id=not-an-id', M.debiturId],
      [
        `/options/debiturs?${Array.from({ length: DEBITUR_OPTIONS_LIMIT + 1 }, () => `id=${UNKNOWN_ID}`).join('&')}`,
        M.tooManyIds,
      ],
      [
        `/options/debiturs?search=${'a'.repeat(76)}`,
        'Must be 75 characters or less. Now 76 characters',
      ],
    ] as const) {
      expectRefused(await get(url), message, url);
    }
  });
});
