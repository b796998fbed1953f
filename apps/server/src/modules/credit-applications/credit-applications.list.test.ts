import { beforeAll, describe, expect, it } from 'vitest';
import { createUser, mintSession } from '../../testing/factories';
import {
  adminId,
  application,
  call,
  context,
  create,
  enterpriseId,
  facilityIds,
  otherArea,
  otherCreditTypeId,
  personalId,
  setStatus,
} from './credit-applications.fixture';

describe('list', () => {
  let marker: string;
  let ids: Record<string, string>;

  beforeAll(async () => {
    marker = `List-${Date.now()}`;
    ids = {};
    for (const [status, overrides] of [
      ['Signing Process', { tenorStartDate: '2030-01-01', tenorEndDate: '2030-06-30' }],
      ['Completed', { tenorStartDate: '2030-01-01', tenorEndDate: '2031-12-31' }],
      ['Waiting for Review', { creditType: otherCreditTypeId, facilities: [facilityIds[1]] }],
      ['Open', { type: 'Enterprise', debitur: enterpriseId }],
    ] as const) {
      const created = await create({ creditDesc: `${marker} ${status}`, ...overrides });
      await setStatus(created._id, status);
      ids[status] = created._id;
    }
  });

  const idsOf = async (query: string) => {
    const response = await call('GET', `/paged?search=${marker}&unpaged=true${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return (response.json().response.data as { _id: string }[]).map((row) => row._id).sort();
  };

  it.each([
    ['Waiting for Signing', 'Signing Process'],
    ['Approved', 'Completed'],
    ['Approver', 'Waiting for Review'],
    ['Signing Process', 'Signing Process'],
  ])('filters status %s as %s', async (alias, canonical) => {
    expect(await idsOf(`&status[]=${encodeURIComponent(alias)}`)).toEqual([ids[canonical]]);
  });

  it('filters by several statuses, branch, debitur, credit type, facilities and tenor', async () => {
    expect(await idsOf('&status[]=Approved&status[]=Open')).toEqual(
      [ids.Completed, ids.Open].sort(),
    );
    expect(await idsOf(`&branchId[]=${otherArea.branchId}`)).toEqual([ids.Open]);
    expect(await idsOf(`&debitur[]=${enterpriseId}`)).toEqual([ids.Open]);
    expect(await idsOf(`&creditType[]=${otherCreditTypeId}`)).toEqual([ids['Waiting for Review']]);
    expect(await idsOf(`&facilities[]=${facilityIds[0]}`)).toEqual(
      [ids['Signing Process'], ids.Completed, ids.Open].sort(),
    );
    expect(await idsOf('&tenorStartDate=2030-01-01&tenorEndDate=2030-12-31')).toEqual([
      ids['Signing Process'],
    ]);
  });

  it('searches the number, the debitur name and the description', async () => {
    const [row] = (await call('GET', `/paged?search=${marker}%20Open`)).json().response.data;
    expect(row._id).toBe(ids.Open);
    const byNumber = await call('GET', `/paged?search=${row.creditAppNo}`);
    expect(byNumber.json().response.data.map((item: { _id: string }) => item._id)).toEqual([
      ids.Open,
    ]);
    const byName = await call('GET', '/paged?search=sinar%20abadi&unpaged=true');
    expect(byName.json().response.data.map((item: { _id: string }) => item._id)).toContain(
      ids.Open,
    );
  });

  it('counts a two-letter search from the start of the number, the description or the name', async () => {
    const paged = (await call('GET', '/paged?search=Li&limit=1')).json().response;
    const whole = (await call('GET', '/paged?search=Li&unpaged=true')).json().response.data;
    expect(whole.map((row: { _id: string }) => row._id)).toEqual(
      expect.arrayContaining(Object.values(ids)),
    );
    expect(paged).toMatchObject({ total: whole.length, totalCapped: false });
  });

  it('answers the rows with the fields of the spec, paged and sorted', async () => {
    const response = await call(
      'GET',
      `/paged?search=${marker}&limit=2&page=2&sortBy=status&sortOrder=asc`,
    );
    const body = response.json().response;
    expect(body.total).toBe(4);
    expect(body.data.map((row: { status: string }) => row.status)).toEqual([
      'Signing Process',
      'Waiting for Review',
    ]);
    expect(body.data[0]).toMatchObject({
      creditAppNo: expect.stringMatching(/^CA-/),
      type: 'Personal',
      joinType: 'Existing Debitur',
      creditType: { creditappName: 'Kredit Modal Kerja' },
      plafond: { $numberDecimal: '1500000000.25' },
      debitur: { _id: personalId, fullName: 'Rina Kartika', debiturPhotos: [] },
      branch: { branchName: 'Credit Area Branch' },
      createdBy: { _id: adminId },
      isArchive: false,
    });
    expect(body.data[0].facilities).toHaveLength(2);
  });

  it('counts a search once and pages its matches in any order, also past their end', async () => {
    const newestFirst = (await call('GET', `/paged?search=${marker}&limit=3`)).json().response;
    expect(newestFirst).toMatchObject({ total: 4, totalCapped: false });
    expect(newestFirst.data.map((row: { _id: string }) => row._id)).toEqual([
      ids.Open,
      ids['Waiting for Review'],
      ids.Completed,
    ]);
    const byDescription = await call(
      'GET',
      `/paged?search=${marker}&limit=3&page=2&sortBy=creditDesc`,
    );
    expect(byDescription.json().response.data.map((row: { _id: string }) => row._id)).toEqual([
      ids['Waiting for Review'],
    ]);
    const pastTheEnd = (await call('GET', `/paged?search=${marker}&limit=3&page=3`)).json();
    expect(pastTheEnd.response).toMatchObject({ data: [], total: 4, totalCapped: false });
    const none = (await call('GET', `/paged?search=${marker}-none`)).json().response;
    expect(none).toMatchObject({ data: [], total: 0, totalCapped: false });
  });

  it('answers the default page, read with its records in one statement, as any other window', async () => {
    for (let n = 0; n < 11; n++) await create({ creditDesc: `Default page ${n}` });
    const window = async (query: string) => (await call('GET', `/paged${query}`)).json().response;
    const defaultPage = await window('');
    const wider = await window('?limit=11');
    expect(defaultPage.data).toHaveLength(10);
    expect(defaultPage.data).toEqual(wider.data.slice(0, 10));
    expect(defaultPage.total).toBe(wider.total);
  });

  it('refuses an unknown status filter', async () => {
    expect((await call('GET', '/paged?status[]=Finished')).statusCode).toBe(400);
  });
});

describe('facility filter', () => {
  it('filters by the facilities an edit gave the application, not those it took away', async () => {
    const creditDesc = `Facilities-${Date.now()}`;
    const created = await create({ creditDesc, facilities: [facilityIds[0]] });
    const edited = await call(
      'PUT',
      `/${created._id}`,
      application({ creditDesc, facilities: [facilityIds[1]] }),
    );
    expect(edited.statusCode, edited.body).toBe(200);
    const idsWith = async (facilityId: string | undefined) =>
      (await call('GET', `/paged?search=${creditDesc}&facilities[]=${facilityId}`))
        .json()
        .response.data.map((row: { _id: string }) => row._id);
    expect(await idsWith(facilityIds[1])).toEqual([created._id]);
    expect(await idsWith(facilityIds[0])).toEqual([]);
  });
});

describe('access', () => {
  it('lets another user with the permissions create and move their own application', async () => {
    const user = await createUser(context.db, { name: 'Second Officer' });
    const own = (await mintSession(context, user.id)).headers;
    const created = await create({}, own);
    const response = await call('PUT', `/${created._id}`, { status: 'Signing Process' }, own);
    expect(response.statusCode).toBe(200);
    const byAdmin = await call('PUT', `/${created._id}`, { status: 'Credit Approved' });
    expect(byAdmin.statusCode).toBe(403);
  });
});
