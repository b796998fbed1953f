import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { adminSession } from '../testing/factories';
import { requester, type Headers } from '../testing/http';
import { testAppFile } from '../testing/test-app-file';
import { EXPORT_RETRY_AFTER_SECONDS } from './export-limit';

/** The real app allowed one export at a time, so the test can hold that one itself. */
const file = testAppFile({ exportConcurrency: 1 });
const { call } = requester(() => file.context);

const EXPORTS = [
  '/credit-application/export?format=csv',
  '/master-data/roles/export?format=xlsx',
  '/report/dokumen-tbo/export?format=csv',
];

let headers: Headers = {};
beforeAll(async () => {
  ({ headers } = await adminSession(file.context));
});

let held = false;
afterEach(() => {
  if (held) file.context.app.exportSlots.give();
  held = false;
});

describe('the export limit in the app', () => {
  it.each(EXPORTS)('refuses %s with 503 while the instance runs its exports', async (path) => {
    expect(file.context.app.exportSlots.take()).toBe(true);
    held = true;
    const refused = await call('GET', path, undefined, headers);
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe(String(EXPORT_RETRY_AFTER_SECONDS));
    expect(refused.json()).toMatchObject({ code: 'request.exportsBusy' });

    file.context.app.exportSlots.give();
    held = false;
    const served = await call('GET', path, undefined, headers);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-disposition']).toContain('attachment');
  });

  it('describes the 503 of every export in the API description', async () => {
    const description = (await file.context.app.inject({ url: '/api/docs/json' })).json() as {
      paths: Record<string, { get?: { responses: Record<string, { description: string }> } }>;
    };
    const exports = Object.entries(description.paths).filter(([path]) => path.endsWith('/export'));
    expect(exports.length).toBeGreaterThan(10);
    for (const [, operations] of exports)
      expect(operations.get?.responses['503']?.description).toContain('Too many exports');
  });
});
