import { COUNTED_TOTAL_MAX } from '@creditdesk/domain/shared/limits';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createDebitur, PDF } from '../../testing/master-data';
import { call, context, headers, personal } from './debiturs.fixture';
import { adminReading, csvLines, firstSheet } from '../../testing/exports';

describe('debiturs: audit trail', () => {
  it('describes each change with the name the debitur had at the time, newest first', async () => {
    const data = personal({ fullName: 'Trail Person' });
    const created = await createDebitur(context, headers, data, [
      { key: 'npwp', data: PDF, name: 'npwp.pdf' },
    ]);
    await call('PUT', `/debitur/${created._id}`, {
      ...data,
      phoneNumber: '0899999999',
      address: 'Trail Street 2',
    });
    await call('PUT', `/debitur/${created._id}`, {
      ...data,
      fullName: 'Trail Renamed',
      phoneNumber: '0899999999',
      address: 'Trail Street 2',
    });
    const fileId = (await call('GET', `/debitur/${created._id}`)).json().response.uploadFile[0]._id;
    await call('DELETE', `/debitur/${created._id}/file/${fileId}`);
    await call('PUT', `/debitur/${created._id}/archive`, { isArchive: true });
    await call('PUT', `/debitur/${created._id}/archive`, { isArchive: false });
    await call('DELETE', `/debitur/${created._id}`);

    const response = await call('GET', '/debiturs/audit-trail?search=trail%20person&limit=50');
    expect(response.statusCode).toBe(200);
    const entries = response.json().response.data as {
      debiturId: string;
      debiturName: string;
      description: string;
      fields: string[];
      fileCategory: string | null;
      actor: { name: string } | null;
    }[];
    expect(response.json().response.total).toBe(entries.length);
    expect(entries.every((entry) => entry.debiturId === created._id)).toBe(true);
    expect(entries.every((entry) => entry.actor?.name)).toBe(true);
    const described = entries.map((entry) => `${entry.debiturName}: ${entry.description}`);
    expect(described.slice(0, 6)).toEqual([
      'Trail Renamed: Deleted',
      'Trail Renamed: Unarchived',
      'Trail Renamed: Archived',
      'Trail Renamed: Removed NPWP',
      'Trail Renamed: Updated Debitur Name',
      'Trail Person: Updated Phone Number, Address',
    ]);
    // The tab names them in the reader's language from these.
    expect(
      entries.slice(3, 6).map(({ fields, fileCategory }) => ({ fields, fileCategory })),
    ).toEqual([
      { fields: [], fileCategory: 'npwp' },
      { fields: ['fullName'], fileCategory: null },
      { fields: ['phoneNumber', 'address'], fileCategory: null },
    ]);
    expect(described.slice(6).sort()).toEqual([
      'Trail Person: Created',
      'Trail Person: Uploaded NPWP',
    ]);

    const renamedSearch = await call('GET', '/debiturs/audit-trail?search=trail%20renamed');
    expect(renamedSearch.json().response.total).toBe(entries.length);
    const paged = await call('GET', '/debiturs/audit-trail?search=trail%20person&limit=2&page=2');
    expect(
      paged.json().response.data.map((entry: { description: string }) => entry.description),
    ).toEqual(['Archived', 'Removed NPWP']);
  });

  it('finds the changes by the words the reader sees, in Indonesian too', async () => {
    const data = personal({ fullName: 'Saying Person' });
    const created = await createDebitur(context, headers, data);
    await call('PUT', `/debitur/${created._id}`, { ...data, address: 'Saying Street 3' });
    const described = async (search: string) => {
      const response = await call(
        'GET',
        `/debiturs/audit-trail?search=${encodeURIComponent(search)}&limit=100`,
      );
      expect(response.statusCode).toBe(200);
      return (response.json().response.data as { debiturName: string; description: string }[])
        .filter((entry) => entry.debiturName === 'Saying Person')
        .map((entry) => entry.description);
    };
    expect(await described('Mengubah')).toEqual(['Updated Address']);
    expect(await described('dibuat')).toEqual(['Created']);
    expect(await described('Updated')).toEqual(['Updated Address']);
  });

  it('exports the audit trail as CSV and XLSX', async () => {
    await createDebitur(context, headers, personal({ fullName: 'Audit Export' }));
    const csv = await call('GET', '/debiturs/audit-trail/export?format=csv&search=audit%20export');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-disposition']).toMatch(
      /debitur-audit-trail-\d{4}-\d{2}-\d{2}\.csv/,
    );
    const lines = csvLines(csv.body);
    expect(lines[0]).toBe('No,Debitur Name,Description,Changed By,Date (UTC)');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(/^1,Audit Export,Created,.+,\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    const xlsx = await call('GET', '/debiturs/audit-trail/export?search=audit%20export');
    expect((await firstSheet(xlsx)).getRow(2).getCell(3).value).toBe('Created');
  });

  it("describes each change in the requester's language, with the form's labels", async () => {
    const data = personal({ fullName: 'Jejak Ekspor' });
    const created = await createDebitur(context, headers, data, [
      { key: 'npwp', data: PDF, name: 'npwp.pdf' },
    ]);
    await call('PUT', `/debitur/${created._id}`, {
      ...data,
      phoneNumber: '0899999998',
      address: 'Jalan Jejak 3',
    });
    const descriptions = async (language: 'en' | 'id') => {
      const xlsx = await call(
        'GET',
        '/debiturs/audit-trail/export?search=jejak%20ekspor&sortOrder=asc',
        undefined,
        await adminReading(context, language),
      );
      expect(xlsx.statusCode, xlsx.body).toBe(200);
      const sheet = await firstSheet(xlsx);
      return [2, 3, 4].map((row) => sheet.getRow(row).getCell(3).value);
    };

    const indonesian = await descriptions('id');
    expect(indonesian[2]).toBe('Mengubah Nomor Telepon, Alamat');
    expect(indonesian.slice(0, 2).sort()).toEqual(['Dibuat', 'Mengunggah NPWP']);
    const english = await descriptions('en');
    expect(english[2]).toBe('Updated Phone Number, Address');
    expect(english.slice(0, 2).sort()).toEqual(['Created', 'Uploaded NPWP']);
  });

  // Last in the file: the rows it writes stay in the trail.
  it(`counts the trail to ${COUNTED_TOTAL_MAX} rows and says it holds more`, async () => {
    await context.db.execute(sql`
      INSERT INTO audit_logs (entity, entity_id, action, after, created_at)
      SELECT 'debitur', gen_random_uuid()::text, 'created', jsonb_build_object('fullName', 'Bulk ' || n),
             now() + n * interval '1 millisecond'
      FROM generate_series(1, ${COUNTED_TOTAL_MAX + 1}) AS n
    `);
    const response = await call('GET', '/debiturs/audit-trail');
    expect(response.statusCode).toBe(200);
    expect(response.json().response).toMatchObject({
      total: COUNTED_TOTAL_MAX,
      totalCapped: true,
    });
    expect(response.json().response.data[0].debiturName).toBe(`Bulk ${COUNTED_TOTAL_MAX + 1}`);
  });
});
