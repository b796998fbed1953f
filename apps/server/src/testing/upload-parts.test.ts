import type { RouteOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { REQUEST_MESSAGES } from '@creditdesk/domain/shared/request.messages';
import { expectRefused, fieldCodesOf, type Method, type UploadFile } from './http';
import { everyStoredFile, rowCountsOfEveryTable } from './inspect';
import { PDF, PNG } from './master-data';
import { pathWithRecords } from './records';
import { recordsTestFile } from './records-test-file';
import { multipartRoutes } from './route-table';

const { file, call, callMultipart } = recordsTestFile();

/** The file field each upload route reads, and a file its rules accept there. */
const fileFieldOf = (route: Pick<RouteOptions, 'method' | 'url'>): UploadFile => {
  if (route.url.includes('/master-data/user'))
    return { key: 'userPhoto', data: PNG, name: 'photo.png', type: 'image/png' };
  if (route.url.includes('/document-credit-application'))
    return { key: route.method === 'PUT' ? 'file_0' : 'file', data: PDF, name: 'doc.pdf' };
  return { key: 'ktp', data: PDF, name: 'ktp.pdf' };
};

/** The fields of a form that would otherwise be accepted, so the file is what is judged. */
const formFieldsOf = (route: Pick<RouteOptions, 'method' | 'url'>): Record<string, string> => {
  if (route.url.includes('/master-data/user'))
    return {
      name: 'Upload Person',
      email: 'upload.person@example.com',
      roleId: file.records.roleId,
      status: 'active',
      area: JSON.stringify([
        { groupId: file.records.groupId, branch: [{ branchId: file.records.branchId }] },
      ]),
    };
  if (route.url.includes('/master-data/debitur'))
    return { type: 'Personal', data: JSON.stringify(file.records.personal()) };
  return { type: 'Personal', data: '{}' };
};

/** Sends `files` to every upload route: each must answer 400 `message` and write nothing. */
const expectRefusedEverywhere = async (
  filesOf: (route: Pick<RouteOptions, 'method' | 'url'>) => UploadFile[],
  code: string,
) => {
  const routes = multipartRoutes(file.context);
  expect(routes.length).toBeGreaterThanOrEqual(7);
  const rowsBefore = await rowCountsOfEveryTable(file.context.db);
  const filesBefore = await everyStoredFile(file.context);
  for (const route of routes) {
    const url = pathWithRecords(route.url, file.records);
    const files = filesOf(route);
    const what = `${String(route.method)} ${url}`;
    const response = await callMultipart(route.method as Method, url, formFieldsOf(route), files);
    expectRefused(response, code, what);
    expect(fieldCodesOf(response), what).toEqual([{ path: files[0]?.key, code }]);
    expect(await rowCountsOfEveryTable(file.context.db), what).toEqual(rowsBefore);
    expect(await everyStoredFile(file.context), what).toEqual(filesBefore);
  }
};

describe('an upload', () => {
  it("refuses an empty file on every upload route ('The file is empty', 400, nothing written)", async () => {
    await expectRefusedEverywhere(
      (route) => [{ ...fileFieldOf(route), data: Buffer.alloc(0) }],
      REQUEST_MESSAGES.fileEmpty,
    );
  });

  it('refuses a second file in one field on every upload route, keeping neither', async () => {
    await expectRefusedEverywhere(
      (route) => [fileFieldOf(route), { ...fileFieldOf(route), name: 'second.pdf' }],
      REQUEST_MESSAGES.fileRepeated,
    );
  });

  it("refuses a debitur's empty KTP, which was accepted with 201", async () => {
    const before = await rowCountsOfEveryTable(file.context.db);
    const response = await callMultipart(
      'POST',
      '/api/v1/master-data/debitur',
      {
        type: 'Personal',
        data: JSON.stringify(file.records.personal({ nik: '3273010101900099' })),
      },
      [{ key: 'ktp', data: Buffer.alloc(0), name: 'ktp.pdf' }],
    );
    expectRefused(response, REQUEST_MESSAGES.fileEmpty, 'empty KTP');
    expect(await rowCountsOfEveryTable(file.context.db)).toEqual(before);
  });

  it('still takes one file per field, and files in different fields', async () => {
    const response = await callMultipart(
      'PUT',
      `/api/v1/master-data/debitur/${file.records.debiturId}/files`,
      {},
      [
        { key: 'ktp', data: PDF, name: 'ktp.pdf' },
        { key: 'npwp', data: PDF, name: 'npwp.pdf' },
      ],
    );
    expect(response.statusCode, response.body).toBe(200);
    const listed = await call('GET', `/api/v1/master-data/debitur/${file.records.debiturId}`);
    expect(listed.statusCode).toBe(200);
  });
});
