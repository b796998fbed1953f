import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AccessType } from '@creditdesk/domain/access/access-catalogue';
import { DEBITUR_MESSAGES } from '@creditdesk/domain/debiturs/debiturs.schemas';
import { authHeaderWithGrants } from '../../testing/factories';
import { branchScopeTestFile, sortedValuesIn } from '../../testing/branch-scope';
import type { TestResponse } from '../../testing/http';
import { debiturs } from './debiturs.table';
import {
  createDebitur,
  debiturPayload,
  PDF,
  PNG,
  UNKNOWN_ID,
  type Area,
} from '../../testing/master-data';

/**
 * Branch scope over HTTP: two users whose roles see only their own area (north and south), and
 * one whose role sees every branch.
 */
let northDebitur: Created;
let southDebitur: Created;

interface Created {
  _id: string;
  version: number;
  uploadFile: { _id: string; category: string }[];
}

const DEBITUR_RIGHTS: Record<string, AccessType[]> = {
  'Debitur Management': ['Read', 'Create', 'Update', 'Delete', 'Report'],
};

const { scope, http, call } = branchScopeTestFile(DEBITUR_RIGHTS, '/api/v1/master-data');
const { callMultipart } = http;

const namesIn = (response: TestResponse) => sortedValuesIn(response, 'fullName');

const storedDebitur = async (id: string) =>
  (await scope.context.db.select().from(debiturs).where(eq(debiturs.id, id)))[0];

beforeAll(async () => {
  northDebitur = await createScopedDebitur('Nadia North', scope.northArea);
  southDebitur = await createScopedDebitur('Sani South', scope.southArea);
});

const personal = (fullName: string, where: Area) => debiturPayload(where, { fullName });

/** A Personal debitur with a KTP and a photo, made through the API by `as`. */
const createScopedDebitur = async (fullName: string, where: Area, as = scope.admin) =>
  (await createDebitur(scope.context, as, personal(fullName, where), [
    { key: 'ktp', data: PDF, name: 'ktp.pdf', type: 'application/pdf' },
    { key: 'debiturPhoto', data: PNG, name: 'photo.png', type: 'image/png' },
  ])) as Created;

describe('debiturs outside the area', () => {
  it('are left out of the list, its total and its archive tab', async () => {
    const northList = await call('GET', '/debiturs', scope.north);
    expect(namesIn(northList)).toEqual(['Nadia North']);
    expect(northList.json().response.total).toBe(1);
    expect(namesIn(await call('GET', '/debiturs', scope.south))).toEqual(['Sani South']);
    expect(namesIn(await call('GET', '/debiturs', scope.everywhere))).toEqual([
      'Nadia North',
      'Sani South',
    ]);
    // A filter naming the other branch finds nothing rather than widening the scope.
    const filtered = await call(
      'GET',
      `/debiturs?branchId=${scope.southArea.branchId}`,
      scope.north,
    );
    expect(filtered.json().response).toEqual({ data: [], total: 0, totalCapped: false });
    const archived = await call('GET', '/debiturs?isArchive=true', scope.north);
    expect(archived.json().response.total).toBe(0);
  });

  it('are left out of the export', async () => {
    const csv = await call('GET', '/debiturs/export?format=csv', scope.north);
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain('Nadia North');
    expect(csv.body).not.toContain('Sani South');
    const all = await call('GET', '/debiturs/export?format=csv', scope.everywhere);
    expect(all.body).toContain('Sani South');
  });

  it('are not offered: the form and filter get the groups and branches of the area only', async () => {
    const northOptions = await call('GET', '/debitur/options', scope.north);
    expect(northOptions.statusCode).toBe(200);
    expect(northOptions.json().response.groups).toEqual([
      {
        _id: scope.northArea.groupId,
        groupName: 'North',
        branches: [{ _id: scope.northArea.branchId, branchName: 'North Branch' }],
      },
    ]);
    const allOptions = (await call('GET', '/debitur/options', scope.everywhere)).json().response;
    expect(allOptions.groups.map((group: { groupName: string }) => group.groupName)).toEqual(
      expect.arrayContaining(['North', 'South']),
    );
  });

  it('answer 404 to reading the debitur, its photo and its files', async () => {
    const southFile = southDebitur.uploadFile[0]!._id;
    for (const url of [
      `/debitur/${southDebitur._id}`,
      `/debitur/${southDebitur._id}/debitur-photo`,
      `/debitur/file/${southFile}`,
    ]) {
      expect((await call('GET', url, scope.north)).statusCode, url).toBe(404);
      expect((await call('GET', url, scope.south)).statusCode, url).toBe(200);
      expect((await call('GET', url, scope.everywhere)).statusCode, url).toBe(200);
    }
    expect((await call('GET', `/debitur/${northDebitur._id}`, scope.north)).statusCode).toBe(200);
  });

  it('answer 404 to every change, and nothing changes', async () => {
    const before = await storedDebitur(southDebitur._id);
    const id = southDebitur._id;
    const fileId = southDebitur.uploadFile[0]!._id;
    const update = await call('PUT', `/debitur/${id}`, scope.north, {
      ...personal('Taken Over', scope.southArea),
      type: undefined,
    });
    expect(update.statusCode).toBe(404);
    const upload = await callMultipart(
      'PUT',
      `/debitur/${id}/files`,
      {},
      [{ key: 'npwp', data: PDF, name: 'npwp.pdf', type: 'application/pdf' }],
      scope.north,
    );
    expect(upload.statusCode).toBe(404);
    expect((await call('DELETE', `/debitur/${id}/file/${fileId}`, scope.north)).statusCode).toBe(
      404,
    );
    expect(
      (await call('PUT', `/debitur/${id}/archive`, scope.north, { isArchive: true })).statusCode,
    ).toBe(404);
    expect((await call('DELETE', `/debitur/${id}`, scope.north)).statusCode).toBe(404);
    expect(await storedDebitur(id)).toEqual(before);
    expect(
      (await call('GET', `/debitur/${id}`, scope.south)).json().response.uploadFile,
    ).toHaveLength(1);
  });

  it('cannot be made: create or update into a branch outside the area answers 400', async () => {
    const count = (await scope.context.db.select().from(debiturs)).length;
    const created = await callMultipart(
      'POST',
      '/debitur',
      { type: 'Personal', data: JSON.stringify(personal('Elsewhere', scope.southArea)) },
      [],
      scope.north,
    );
    expect(created.statusCode).toBe(400);
    expect(created.json()).toMatchObject({
      code: DEBITUR_MESSAGES.branchOutsideArea,
      details: [{ path: 'relatedBranch', code: DEBITUR_MESSAGES.branchOutsideArea }],
    });
    expect((await scope.context.db.select().from(debiturs)).length).toBe(count);

    const before = await storedDebitur(northDebitur._id);
    const moved = await call('PUT', `/debitur/${northDebitur._id}`, scope.north, {
      ...personal('Nadia North', scope.southArea),
      idNumber: before!.idNumber,
    });
    expect(moved.statusCode).toBe(400);
    expect(moved.json().code).toBe(DEBITUR_MESSAGES.branchOutsideArea);
    expect(await storedDebitur(northDebitur._id)).toEqual(before);

    const everywhereMoves = await createScopedDebitur('Roaming', scope.northArea, scope.everywhere);
    const roamed = await call('PUT', `/debitur/${everywhereMoves._id}`, scope.everywhere, {
      ...personal('Roaming', scope.southArea),
      type: undefined,
    });
    expect(roamed.statusCode, roamed.body).toBe(200);
    expect((await call('GET', `/debitur/${everywhereMoves._id}`, scope.north)).statusCode).toBe(
      404,
    );
    expect((await call('GET', `/debitur/${everywhereMoves._id}`, scope.south)).statusCode).toBe(
      200,
    );
  });

  it('lets a scoped user work on the debiturs of his area', async () => {
    const own = await createScopedDebitur('Nora North', scope.northArea, scope.north);
    const archived = await call('PUT', `/debitur/${own._id}/archive`, scope.north, {
      isArchive: true,
    });
    expect(archived.statusCode, archived.body).toBe(200);
    expect((await call('DELETE', `/debitur/${own._id}`, scope.north)).statusCode).toBe(200);
  });

  it('are left out of the audit trail and its export, deleted ones by their last branch', async () => {
    const gone = await createScopedDebitur('Sadi Gone', scope.southArea);
    expect((await call('DELETE', `/debitur/${gone._id}`, scope.admin)).statusCode).toBe(200);

    const trailResponse = await call('GET', '/debiturs/audit-trail?unpaged=true', scope.north);
    expect(trailResponse.statusCode, trailResponse.body).toBe(200);
    const northTrail = trailResponse.json().response;
    const northIds = new Set(northTrail.data.map((row: { debiturId: string }) => row.debiturId));
    expect(northIds.has(northDebitur._id)).toBe(true);
    expect(northIds.has(southDebitur._id)).toBe(false);
    expect(northIds.has(gone._id)).toBe(false);
    expect(northTrail.total).toBe(northTrail.data.length);

    const southTrail = (await call('GET', '/debiturs/audit-trail?unpaged=true', scope.south)).json()
      .response;
    const southIds = new Set(southTrail.data.map((row: { debiturId: string }) => row.debiturId));
    expect(southIds.has(southDebitur._id)).toBe(true);
    expect(southIds.has(gone._id)).toBe(true);
    expect(southIds.has(northDebitur._id)).toBe(false);

    const csv = await call('GET', '/debiturs/audit-trail/export?format=csv', scope.north);
    expect(csv.body).toContain('Nadia North');
    expect(csv.body).not.toContain('Sani South');
    expect(csv.body).not.toContain('Sadi Gone');
    const all = (await call('GET', '/debiturs/audit-trail?unpaged=true', scope.everywhere)).json()
      .response.data;
    expect(all.map((row: { debiturName: string }) => row.debiturName)).toEqual(
      expect.arrayContaining(['Nadia North', 'Sani South', 'Sadi Gone']),
    );
  });

  it('keeps the options behind Debitur Management / Read', async () => {
    expect((await call('GET', '/debitur/options', {})).statusCode).toBe(401);
    const other = await authHeaderWithGrants(scope.context, { 'Master Data Group': ['Read'] });
    expect((await call('GET', '/debitur/options', other)).statusCode).toBe(403);
  });

  it('answers 404 for an unknown id whatever the scope', async () => {
    expect((await call('GET', `/debitur/${UNKNOWN_ID}`, scope.everywhere)).statusCode).toBe(404);
    expect((await call('GET', `/debitur/file/${UNKNOWN_ID}`, scope.north)).statusCode).toBe(404);
  });
});
