import { describe, expect, it } from 'vitest';
import { JSON_DEPTH_MAX } from '@creditdesk/domain/shared/limits';
import { REQUEST_MESSAGES } from '@creditdesk/domain/shared/request.messages';
import { expectRefused, type Method } from './http';
import { everyStoredFile, rowCountsOfEveryTable } from './inspect';
import { pathWithRecords } from './records';
import { recordsTestFile } from './records-test-file';
import { apiRoutes, isWrite, multipartRoutes } from './route-table';

const { file, call, callMultipart } = recordsTestFile();

/** JSON text of `depth` lists inside each other: the issue's `'[' * 5000 + ']' * 5000`. */
const nestedLists = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);
/** `{"a":{"a":...1}}`, `depth` objects deep. */
const nestedObjects = (depth: number) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);

const json = { 'content-type': 'application/json' };

describe('JSON nested too deeply', () => {
  it('is refused at sign-in with 400, not a 500 from a stack overflow', async () => {
    for (const body of [nestedLists(5000), nestedObjects(5000), nestedLists(JSON_DEPTH_MAX + 1)])
      expectRefused(
        await call('POST', '/api/v1/auth/login', body, json),
        REQUEST_MESSAGES.nestedTooDeeply,
        `sign-in with ${body.slice(0, 10)}…`,
      );
  });

  it('is refused with 400 on every write route, writing nothing', async () => {
    const rowsBefore = await rowCountsOfEveryTable(file.context.db);
    const filesBefore = await everyStoredFile(file.context);
    const routes = apiRoutes(file.context)
      .filter(isWrite)
      .filter((route) => route.url !== '/api/v1/auth/logout');
    expect(routes.length).toBeGreaterThanOrEqual(25);
    for (const route of routes) {
      const url = pathWithRecords(route.url, file.records);
      for (const body of [nestedLists(5000), `{"name":"x","data":${nestedObjects(5000)}}`])
        expectRefused(
          await call(route.method as Method, url, body, { ...file.records.headers, ...json }),
          REQUEST_MESSAGES.nestedTooDeeply,
          `${String(route.method)} ${url}`,
        );
    }
    expect(await rowCountsOfEveryTable(file.context.db)).toEqual(rowsBefore);
    expect(await everyStoredFile(file.context)).toEqual(filesBefore);
  });

  it('is refused with 400 in a JSON part of every multipart form', async () => {
    const routes = multipartRoutes(file.context);
    expect(routes.length).toBeGreaterThanOrEqual(5);
    for (const route of routes) {
      const url = pathWithRecords(route.url, file.records);
      for (const field of ['data', 'area', 'newDebitur', 'updates'])
        expectRefused(
          await callMultipart(route.method as Method, url, {
            type: 'Personal',
            [field]: nestedLists(5000),
          }),
          REQUEST_MESSAGES.nestedTooDeeply,
          `${String(route.method)} ${url} with ${field}`,
        );
    }
  });

  it(`lets ${JSON_DEPTH_MAX} levels through, and counts no bracket inside a string`, async () => {
    const roleId = file.records.roleId;
    for (const body of [
      nestedLists(JSON_DEPTH_MAX),
      JSON.stringify({ name: nestedLists(5000) }),
      JSON.stringify({ name: '"\\'.repeat(10) + nestedLists(5000) }),
    ]) {
      const response = await call('PUT', `/api/v1/master-data/role/${roleId}`, body, {
        ...file.records.headers,
        ...json,
      });
      expect(response.statusCode, response.body).toBeLessThan(500);
      expect(response.json().code).not.toBe(REQUEST_MESSAGES.nestedTooDeeply);
    }
  });
});
