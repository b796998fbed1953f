import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type {
  CatalogueTree,
  CatalogueType,
} from '@creditdesk/domain/document-catalogue/document-catalogue.schemas';
import type { ReportFilterOptions } from '@creditdesk/domain/reports/report-filter-options';
import { answeredRecord } from '../../testing/http';
import { creditApplicationFacilities } from '../credit-applications/credit-applications.table';
import {
  application,
  call,
  context,
  mine,
  numbers,
  otherApplication,
  rowsOf,
  TODAY,
} from './reports.fixture';

describe('GET /report/covernote-notaris', () => {
  it('lists one row per document, overdue first and closed items last, in the list shape', async () => {
    const { data, total } = await mine();
    expect(total).toBe(5);
    expect(numbers(data)).toEqual(['CN-LATE', 'CN-TODAY', 'CN-LATER', 'CN-YEAR', 'CN-DONE']);
    const late = data[0];
    expect(late).toMatchObject({
      application: { _id: application.id, creditAppNo: application.creditAppNo },
      document: { typeCode: 'covernote-notaris', category: 'covernote' },
      dueDate: '2026-03-05',
      daysLeft: -5,
      badge: 'overdue',
    });
    expect(late?.branch?._id).toBe(application.branchId);
    expect(late?.debitur?.name).toBeTruthy();
  });

  it("counts today on the bank's calendar: due today in Jakarta while UTC is still yesterday", async () => {
    const { data } = await mine('&search=CN-TODAY');
    expect(data).toHaveLength(1);
    expect(data[0]).toMatchObject({ dueDate: TODAY, daysLeft: 0, badge: 'due-30' });
  });

  it('gives each due bucket its badge and filters by badge', async () => {
    const { data } = await mine();
    expect(data.map((row) => row.badge)).toEqual(['overdue', 'due-30', 'due-90', 'active', 'done']);
    expect(numbers((await mine('&badge=overdue')).data)).toEqual(['CN-LATE']);
    expect(numbers((await mine('&badge=done')).data)).toEqual(['CN-DONE']);
    expect(numbers((await mine('&badge[]=due-30&badge[]=due-90')).data)).toEqual([
      'CN-TODAY',
      'CN-LATER',
    ]);
    expect(numbers((await mine('&badge=active')).data)).toEqual(['CN-YEAR']);
  });

  it('filters by due date range, page filter, search and the common filters', async () => {
    expect(numbers((await mine('&dueFrom=2026-03-05&dueTo=2026-03-10')).data)).toEqual([
      'CN-LATE',
      'CN-TODAY',
    ]);
    expect(numbers((await mine('&notaris=sari')).data)).toEqual(['CN-LATER']);
    expect((await mine('&search=CN-L')).total).toBe(2);
    expect((await mine(`&search=${application.creditAppNo}`)).total).toBe(5);
    expect((await mine(`&groupId=${application.groupId}`)).total).toBe(5);
    expect((await mine('&status=Credit Approved')).total).toBe(5);
    expect((await mine('&status=Completed')).total).toBe(0);
    const both = await rowsOf(
      'covernote-notaris',
      `?branchId=${application.branchId}&branchId=${otherApplication.branchId}`,
    );
    expect(both.total).toBe(6);
  });

  it('filters by the facility of the application', async () => {
    const facilityOf = async (applicationId: string) =>
      (
        await context.db
          .select()
          .from(creditApplicationFacilities)
          .where(eq(creditApplicationFacilities.applicationId, applicationId))
      )[0]?.facilityId;
    const mineFacility = await facilityOf(application.id);
    const otherFacility = await facilityOf(otherApplication.id);
    expect((await mine(`&facilities=${mineFacility}`)).total).toBe(5);
    expect((await mine(`&facilities=${otherFacility}`)).total).toBe(0);
    const other = await rowsOf('covernote-notaris', `?facilities=${otherFacility}`);
    expect(numbers(other.data)).toEqual(['CN-OTHER']);
  });

  it('pages the rows', async () => {
    const page = await mine('&limit=2&page=2');
    expect(page.total).toBe(5);
    expect(numbers(page.data)).toEqual(['CN-LATER', 'CN-YEAR']);
  });
});

describe('the other pages', () => {
  it('lists SHGB certificates only, flagging one that ends before the tenor end', async () => {
    const { data } = await rowsOf('jatuh-tempo-shgb', `?branchId=${application.branchId}`);
    expect(numbers(data, 'nomorSertifikat')).toEqual(['SHGB-1']);
    expect(data[0]).toMatchObject({ endsBeforeTenor: true, badge: 'due-24-months' });
  });

  it('closes a policy replaced by a newer one of the same type', async () => {
    const { data } = await rowsOf('jatuh-tempo-asuransi', `?branchId=${application.branchId}`);
    expect(data.map((row) => [row.metadata.nomorPolis, row.badge])).toEqual([
      ['POL-NEW', 'active'],
      ['POL-OLD', 'done'],
    ]);
    expect((await rowsOf('jatuh-tempo-asuransi', '?jenisPolis=polis-jiwa')).total).toBe(0);
  });

  it('keeps a bank guarantee in its claim period, then overdue', async () => {
    const { data } = await rowsOf('bank-garansi', `?branchId=${application.branchId}`);
    expect(data.map((row) => [row.metadata.nomorBg, row.badge])).toEqual([
      ['BG-LAPSED', 'overdue'],
      ['BG-CLAIM', 'claim-period'],
    ]);
    expect(numbers((await rowsOf('bank-garansi', '?badge=claim-period')).data, 'nomorBg')).toEqual([
      'BG-CLAIM',
    ]);
    expect(numbers((await rowsOf('bank-garansi', '?badge=overdue')).data, 'nomorBg')).toEqual([
      'BG-LAPSED',
    ]);
  });

  it('answers every page, empty or not', async () => {
    for (const slug of ['covernote-developer', 'covernote-dealer', 'covernote-asuransi', 'sdk']) {
      expect((await rowsOf(slug)).total).toBe(0);
    }
    const register = await rowsOf('master-document-jaminan', `?branchId=${application.branchId}`);
    expect(register.total).toBe(2);
  });
});

describe('GET /report/<slug>/filter-options', () => {
  const optionsOf = async (slug: string) =>
    answeredRecord<ReportFilterOptions>(await call('GET', `/report/${slug}/filter-options`));
  const valuesOf = async (slug: string, key: string) =>
    ((await optionsOf(slug))[key] ?? []).map((option) => option.value);

  it("offers the catalogue's types of the report and the options of their field", async () => {
    expect((await optionsOf('jatuh-tempo-asuransi')).jenisPolis).toEqual([
      { value: 'polis-kerugian', label: 'Polis Asuransi Kerugian / Kebakaran' },
      { value: 'polis-jiwa', label: 'Polis Asuransi Jiwa / Kredit' },
      { value: 'polis-kendaraan', label: 'Polis Asuransi Kendaraan' },
    ]);
    expect(await valuesOf('master-document-jaminan', 'jenisDokumen')).toContain(
      'dokumen-sertifikat',
    );
    expect(await valuesOf('master-document-jaminan', 'statusSimpan')).toEqual([
      'Di Khazanah',
      'Dipinjam',
      'Dikembalikan',
    ]);
    expect(await optionsOf('covernote-notaris')).toEqual({});
  });

  it('offers an option the bank adds to the field in the catalogue, and filters by it', async () => {
    const catalogue = answeredRecord<CatalogueTree>(
      await call('GET', '/master-data/document-catalogue'),
    );
    const bankGaransi = catalogue
      .flatMap((category) => category.types)
      .find((type) => type.code === 'bank-garansi');
    if (!bankGaransi) throw new Error('no bank-garansi type');
    const { id, inUse, codeLocked, ...body } = bankGaransi;
    expect({ inUse, codeLocked }).toEqual({ inUse: true, codeLocked: true });
    const formMetaData = body.formMetaData.map((field) =>
      field.name === 'jenis' ? { ...field, options: [...(field.options ?? []), 'Retensi'] } : field,
    );
    answeredRecord<CatalogueType>(
      await call('PUT', `/master-data/document-catalogue/type/${id}`, { ...body, formMetaData }),
    );

    expect(await valuesOf('bank-garansi', 'jenis')).toEqual([
      'Penawaran',
      'Pelaksanaan',
      'Uang Muka',
      'Pemeliharaan',
      'Pembayaran',
      'Retensi',
    ]);
    expect((await rowsOf('bank-garansi', '?jenis=Retensi')).total).toBe(0);
    expect((await rowsOf('bank-garansi', '?jenis=Penawaran')).total).toBeGreaterThan(0);
    // A value the catalogue does not offer (a retired option, say) is a filter like any other.
    expect((await rowsOf('bank-garansi', '?jenis=Sewa')).total).toBe(0);
  });
});
