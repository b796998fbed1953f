import { REPORT_PAGES } from '@creditdesk/domain/access/access-catalogue';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Records } from '../../testing/records';
import { recordsTestFile } from '../../testing/records-test-file';
import type { TestContext } from '../../testing/test-app';
import { userPhotos } from '../../modules/users/users.table';
import { auditLogs } from './audit.table';

const { file, call } = recordsTestFile('/api/v1');
let context: TestContext;
let records: Records;
beforeAll(() => ({ context, records } = file));
const get = (url: string) => call('GET', url);

const auditRows = (entity: string, entityId: string) =>
  context.db
    .select()
    .from(auditLogs)
    .where(and(eq(auditLogs.entity, entity), eq(auditLogs.entityId, entityId)));

describe('reads that leave the building are audited', () => {
  it('writes a row for every export, naming the list, the query and the row count', async () => {
    const exportRoutes = context.app.routeTable.filter(
      (route) => route.method === 'GET' && route.url.endsWith('/export'),
    );
    expect(exportRoutes.map((route) => route.url).sort()).toEqual([
      '/api/v1/credit-application/export',
      '/api/v1/master-data/approval-authorities/export',
      '/api/v1/master-data/branches/export',
      '/api/v1/master-data/creditapps/export',
      '/api/v1/master-data/debiturs/audit-trail/export',
      '/api/v1/master-data/debiturs/export',
      '/api/v1/master-data/facilities/export',
      '/api/v1/master-data/groups/export',
      '/api/v1/master-data/roles/export',
      '/api/v1/master-data/users/export',
      ...REPORT_PAGES.map((page) => `/api/v1/report/${page.slug}/export`).sort(),
    ]);
    for (const route of exportRoutes) {
      const before = await context.db
        .select()
        .from(auditLogs)
        .where(eq(auditLogs.action, 'exported'));
      const response = await get(`${route.url.replace('/api/v1', '')}?format=csv&search=a`);
      expect(response.statusCode, route.url).toBe(200);
      const after = await context.db
        .select()
        .from(auditLogs)
        .where(eq(auditLogs.action, 'exported'));
      expect(after.length, route.url).toBe(before.length + 1);
      const row = after.find((candidate) => !before.some((old) => old.id === candidate.id))!;
      expect(row).toMatchObject({ entity: 'export', actorId: records.admin.id });
      expect(row.after).toMatchObject({
        format: 'csv',
        rows: expect.any(Number),
        query: expect.objectContaining({ search: 'a' }),
      });
    }
  });

  it('writes a row for every download of a debitur document or photo', async () => {
    const file = await get(`/master-data/debitur/file/${records.debiturFileId}`);
    expect(file.statusCode).toBe(200);
    const [row] = await auditRows('debitur-file', records.debiturFileId);
    expect(row).toMatchObject({ action: 'downloaded', actorId: records.admin.id });
    expect(row!.after).toMatchObject({ debiturId: records.debiturId, category: 'ktp' });

    expect((await get(`/master-data/debitur/${records.debiturId}/debitur-photo`)).statusCode).toBe(
      404,
    );
  });

  it('writes a row for every download of a user photo, and none when there is nothing to send', async () => {
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
    await context.app.storage.put('user-photos/audited', png);
    const [photo] = await context.db
      .insert(userPhotos)
      .values({
        userId: records.admin.id,
        storageKey: 'user-photos/audited',
        contentType: 'image/png',
        size: png.length,
      })
      .returning();
    expect((await get(`/master-data/user/photo-user/${photo!.id}`)).statusCode).toBe(200);
    expect(await auditRows('user-photo', photo!.id)).toEqual([
      expect.objectContaining({ action: 'downloaded', actorId: records.admin.id }),
    ]);
    // The records' photo has no bytes in storage: 404, and no download is recorded.
    expect((await get(`/master-data/user/photo-user/${records.photoId}`)).statusCode).toBe(404);
    expect(await auditRows('user-photo', records.photoId)).toEqual([]);
  });
});
