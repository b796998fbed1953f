import { describe, expect, it } from 'vitest';
import { REQUEST_MESSAGES } from '@creditdesk/domain/shared/request.messages';
import { expectRefused, type Method } from './http';
import { pathWithRecords } from './records';
import { recordsTestFile } from './records-test-file';
import { apiRoutes, isWrite, listRoutes, multipartRoutes } from './route-table';

const { file, call, callMultipart } = recordsTestFile();

describe('a NUL character', () => {
  it('is refused in the search of every list', async () => {
    expect(listRoutes(file.context).length).toBeGreaterThanOrEqual(15);
    for (const route of listRoutes(file.context)) {
      const url = pathWithRecords(route.url, file.records);
      for (const query of ['search=%00', 'search=a%00b']) {
        expectRefused(
          await call('GET', `${url}?${query}`),
          REQUEST_MESSAGES.nulCharacter,
          `${url}?${query}`,
        );
      }
    }
  });

  it("is refused in the debitur list's name and branch filters and in a path", async () => {
    for (const url of [
      '/api/v1/master-data/debiturs?fullName=%00',
      '/api/v1/master-data/debiturs?companyName=PT%00',
      '/api/v1/master-data/debiturs?branchId=%00',
      '/api/v1/master-data/debiturs?branchId[]=%00',
      '/api/v1/master-data/group/%00',
    ])
      expectRefused(await call('GET', url), REQUEST_MESSAGES.nulCharacter, url);
  });

  it('is refused in any field of a JSON body, on every write route', async () => {
    const text = 'a\u0000b';
    const payload = {
      groupName: text,
      branchName: text,
      name: text,
      facilityName: text,
      creditappName: text,
      description: text,
      fullName: text,
      companyName: text,
      creditDesc: text,
      email: text,
      nested: { deeper: [text] },
    };
    for (const route of apiRoutes(file.context).filter(isWrite)) {
      const url = pathWithRecords(route.url, file.records);
      expectRefused(
        await call(route.method as Method, url, payload),
        REQUEST_MESSAGES.nulCharacter,
        `${String(route.method)} ${url}`,
      );
    }
  });

  it('is refused in a key of a JSON body', async () => {
    expectRefused(
      await call('POST', '/api/v1/master-data/group', { 'group\u0000Name': 'Valid' }),
      REQUEST_MESSAGES.nulCharacter,
      'key',
    );
  });

  it('is refused in every multipart field, and in JSON carried inside one', async () => {
    expect(multipartRoutes(file.context).length).toBeGreaterThanOrEqual(6);
    for (const route of multipartRoutes(file.context)) {
      const url = pathWithRecords(route.url, file.records);
      const what = `${String(route.method)} ${url}`;
      expectRefused(
        await callMultipart(route.method as Method, url, { name: 'a\u0000b', type: 'Personal' }),
        REQUEST_MESSAGES.nulCharacter,
        what,
      );
    }
    const escaped = JSON.stringify(file.records.personal({ fullName: 'a\u0000b' }));
    expect(escaped).toContain('\\u0000');
    expectRefused(
      await callMultipart('POST', '/api/v1/master-data/debitur', {
        type: 'Personal',
        data: escaped,
      }),
      REQUEST_MESSAGES.nulCharacter,
      'debitur data',
    );
    expectRefused(
      await callMultipart('POST', '/api/v1/credit-application', {
        type: 'Personal',
        joinType: 'New Debitur',
        status: 'Draft',
        newDebitur: escaped,
      }),
      REQUEST_MESSAGES.nulCharacter,
      'newDebitur',
    );
  });
});
