import { describe, expect, it } from 'vitest';
import { DEBITUR_MESSAGES } from '@creditdesk/domain/debiturs/debiturs.schemas';
import { insertCreditApplicationRow } from '../../testing/credit-application-rows';
import { auditOf, storedFiles } from '../../testing/inspect';
import {
  createArea,
  createDebitur,
  PDF,
  uniqueIdNumber,
  UNKNOWN_ID,
} from '../../testing/master-data';
import {
  adminId,
  call,
  callMultipart,
  context,
  enterprise,
  headers,
  personal,
} from './debiturs.fixture';
import { adminReading, csvLines, firstSheet, headerLine } from '../../testing/exports';

describe('debiturs: records', () => {
  it('lists with filters and search, hiding archived debiturs unless asked', async () => {
    const filterArea = await createArea(context.db, 'Filter Area');
    const inArea = { relatedGroup: filterArea.groupId, relatedBranch: filterArea.branchId };
    const single = await createDebitur(
      context,
      headers,
      personal({ ...inArea, fullName: 'Filter Single', maritalStatus: 'Single' }),
    );
    await createDebitur(context, headers, personal({ ...inArea, fullName: 'Filter Married' }));
    const company = await createDebitur(
      context,
      headers,
      enterprise({ ...inArea, companyName: 'Filter Corp' }),
    );
    const archived = await createDebitur(
      context,
      headers,
      personal({ ...inArea, fullName: 'Filter Archived' }),
    );
    expect(
      (await call('PUT', `/debitur/${archived._id}/archive`, { isArchive: true })).statusCode,
    ).toBe(200);

    const names = async (query: string) => {
      const response = await call('GET', `/debiturs?branchId=${filterArea.branchId}&${query}`);
      expect(response.statusCode, response.body).toBe(200);
      return (
        response.json().response.data as { fullName: string | null; companyName: string | null }[]
      )
        .map((row) => row.fullName ?? row.companyName)
        .sort();
    };
    expect(await names('')).toEqual(['Filter Corp', 'Filter Married', 'Filter Single']);
    expect(await names('type=Personal')).toEqual(['Filter Married', 'Filter Single']);
    expect(await names('type=Enterprise')).toEqual(['Filter Corp']);
    expect(await names('maritalStatus[]=Single')).toEqual(['Filter Single']);
    expect(await names('fullName=Filter%20Married&fullName=Filter%20Single')).toEqual([
      'Filter Married',
      'Filter Single',
    ]);
    expect(await names('companyName[]=Filter%20Corp')).toEqual(['Filter Corp']);
    expect(await names('search=corp')).toEqual(['Filter Corp']);
    expect(await names('isArchive=true')).toEqual(['Filter Archived']);
    expect(await names('isArchive=false&search=filter%20s')).toEqual(['Filter Single']);
    expect(await names('branchId=not-an-id')).toEqual([
      'Filter Corp',
      'Filter Married',
      'Filter Single',
    ]);
    expect((await call('GET', '/debiturs?branchId=not-an-id')).json().response.total).toBe(0);

    const all = await call(
      'GET',
      `/debiturs?branchId=${filterArea.branchId}&sortBy=created&sortOrder=asc`,
    );
    const ids = all.json().response.data.map((row: { _id: string }) => row._id);
    expect(ids).toEqual([single._id, expect.any(String), company._id]);
    const paged = await call(
      'GET',
      `/debiturs?branchId=${filterArea.branchId}&limit=1&page=2&sortBy=created&sortOrder=asc`,
    );
    expect(paged.json().response.total).toBe(3);
    expect(paged.json().response.data.map((row: { _id: string }) => row._id)).toEqual([ids[1]]);
  });

  it.each(['relatedBranch', 'relatedGroup'])(
    'sorts by the name of the %s, then by id, on every page both ways',
    async (sortBy) => {
      const suffix = Date.now();
      const areas = [
        await createArea(context.db, `Sort B ${suffix}`),
        await createArea(context.db, `Sort A ${suffix}`),
      ];
      const created: { _id: string; area: number }[] = [];
      for (const [index, area] of [0, 0, 1, 1].map((i) => [i, areas[i]] as const)) {
        const inArea = { relatedGroup: area?.groupId, relatedBranch: area?.branchId };
        const row = await createDebitur(context, headers, personal(inArea));
        created.push({ _id: row._id, area: index });
      }
      const byId = (a: { _id: string }, b: { _id: string }) => (a._id < b._id ? -1 : 1);
      const ascending = [
        ...created.filter((row) => row.area === 1).sort(byId),
        ...created.filter((row) => row.area === 0).sort(byId),
      ].map((row) => row._id);
      const filter = areas.map((area) => `branchId[]=${area.branchId}`).join('&');
      for (const [sortOrder, expected] of [
        ['asc', ascending],
        ['desc', [...ascending].reverse()],
      ] as const) {
        const pages = [];
        for (const page of [1, 2, 3, 4]) {
          const response = await call(
            'GET',
            `/debiturs?${filter}&type=Personal&limit=1&page=${page}&sortBy=${sortBy}&sortOrder=${sortOrder}`,
          );
          expect(response.json().response.total).toBe(4);
          pages.push(...response.json().response.data.map((row: { _id: string }) => row._id));
        }
        expect(pages).toEqual(expected);
      }
    },
  );

  it('archives and unarchives, with audit rows', async () => {
    const created = await createDebitur(context, headers, personal({ fullName: 'Archive Me' }));
    const archived = await call('PUT', `/debitur/${created._id}/archive`, { isArchive: true });
    expect(archived.json().response.isArchive).toBe(true);
    const restored = await call('PUT', `/debitur/${created._id}/archive`, { isArchive: false });
    expect(restored.json().response.isArchive).toBe(false);
    const actions = (await auditOf(context.db, created._id)).map((row) => row.action).sort();
    expect(actions).toEqual(['archived', 'created', 'unarchived']);
    const invalid = await call('PUT', `/debitur/${created._id}/archive`, { isArchive: 'yes' });
    expect(invalid.statusCode).toBe(400);
  });

  it('answers 409 for a live duplicate ID number, and allows it again once archived', async () => {
    const idNumber = uniqueIdNumber();
    const first = await createDebitur(context, headers, personal({ idNumber }));
    const duplicate = await call('POST', '/debitur', personal({ idNumber }));
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().code).toBe(DEBITUR_MESSAGES.idNumberTaken);

    await call('PUT', `/debitur/${first._id}/archive`, { isArchive: true });
    const second = await call('POST', '/debitur', personal({ idNumber }));
    expect(second.statusCode).toBe(201);

    const unarchive = await call('PUT', `/debitur/${first._id}/archive`, { isArchive: false });
    expect(unarchive.statusCode).toBe(409);
    expect(unarchive.json().code).toBe(DEBITUR_MESSAGES.idNumberTaken);
  });

  it('deletes a debitur with its files and stored bytes', async () => {
    const before = await storedFiles(context, 'debitur-files');
    const created = await createDebitur(context, headers, personal({ fullName: 'Delete Me' }), [
      { key: 'ktp', data: PDF, name: 'ktp.pdf' },
    ]);
    expect((await storedFiles(context, 'debitur-files')).length).toBe(before.length + 1);
    expect((await call('DELETE', `/debitur/${created._id}`)).statusCode).toBe(200);
    expect((await call('GET', `/debitur/${created._id}`)).statusCode).toBe(404);
    expect(await storedFiles(context, 'debitur-files')).toEqual(before);
    const deleted = (await auditOf(context.db, created._id)).find(
      (row) => row.action === 'deleted',
    );
    expect(deleted?.before).toMatchObject({ fullName: 'Delete Me' });
  });

  it('answers 404 for unknown or malformed ids', async () => {
    for (const [method, url] of [
      ['GET', `/debitur/${UNKNOWN_ID}`],
      ['GET', '/debitur/not-an-id'],
      ['PUT', `/debitur/${UNKNOWN_ID}`],
      ['PUT', `/debitur/${UNKNOWN_ID}/archive`],
      ['DELETE', `/debitur/${UNKNOWN_ID}`],
      ['DELETE', `/debitur/${UNKNOWN_ID}/file/${UNKNOWN_ID}`],
      ['GET', `/debitur/${UNKNOWN_ID}/debitur-photo`],
      ['GET', `/debitur/file/${UNKNOWN_ID}`],
    ] as const) {
      const payload =
        method === 'PUT' ? (url.endsWith('archive') ? { isArchive: true } : personal()) : undefined;
      const response = await call(method, url, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
    }
    const files = await callMultipart('PUT', `/debitur/${UNKNOWN_ID}/files`, {}, [
      { key: 'ktp', data: PDF, name: 'ktp.pdf' },
    ]);
    expect(files.statusCode).toBe(404);
  });

  it('exports the filtered list as CSV and XLSX with the tab columns', async () => {
    const exportArea = await createArea(context.db, 'Export Area');
    const inArea = { relatedGroup: exportArea.groupId, relatedBranch: exportArea.branchId };
    await createDebitur(context, headers, personal({ ...inArea, fullName: '=cmd()', email: '' }));
    await createDebitur(context, headers, enterprise({ ...inArea, companyName: 'Export Corp' }));
    const csv = await call(
      'GET',
      `/debiturs/export?format=csv&type=Personal&branchId=${exportArea.branchId}&limit=1`,
    );
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-disposition']).toMatch(/debiturs-\d{4}-\d{2}-\d{2}\.csv/);
    const lines = csvLines(csv.body);
    expect(lines[0]).toBe('No,Debitur Name,ID Number,Phone Number,Email,Marital Status,Branch');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(/^1,'=cmd\(\),\d{16},'\+62-812-5555,-,Married,Export Area Branch$/);

    const xlsx = await call(
      'GET',
      `/debiturs/export?type=Enterprise&branchId=${exportArea.branchId}`,
    );
    const sheet = await firstSheet(xlsx);
    expect(headerLine(sheet)).toBe(
      'No,Company Name,Organizer Name,Telephone Number,Email,Budget,Branch',
    );
    expect(sheet.getRow(2).getCell(2).value).toBe('Export Corp');
    expect(sheet.getRow(2).getCell(6).value).toBe('1500000000.50');

    // In Indonesian the types and marital statuses read as the list and the form name them.
    const reader = await adminReading(context, 'id');
    const inIndonesian = async (query: string) => {
      const response = await call('GET', `/debiturs/export?format=csv&${query}`, undefined, reader);
      expect(response.statusCode, response.body).toBe(200);
      return csvLines(response.body);
    };
    const personalRows = await inIndonesian(`type=Personal&branchId=${exportArea.branchId}`);
    expect(personalRows[1]).toMatch(/,Menikah,Export Area Branch$/);
    const everyType = await inIndonesian(`branchId=${exportArea.branchId}`);
    expect(everyType[0]).toBe('No,Tipe,Nama Debitur,Email,Nomor Telepon,Cabang');
    expect(everyType.slice(1).map((line) => line.split(',')[1])).toEqual(
      expect.arrayContaining(['Perorangan', 'Badan Usaha']),
    );
  });
});

describe('debiturs: in use', () => {
  it('refuses to delete a debitur a credit application references, and keeps it', async () => {
    const debitur = await createDebitur(context, headers, personal());
    await insertCreditApplicationRow(context.db, { createdBy: adminId, debiturId: debitur._id });
    const response = await call('DELETE', `/debitur/${debitur._id}`);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(
      'You cannot delete data. The data has been used in another module.',
    );
    expect((await call('GET', `/debitur/${debitur._id}`)).statusCode).toBe(200);
  });
});
