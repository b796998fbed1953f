import { businessToday } from '@creditdesk/domain/shared/dates';
import { expect, type Locator, type Page } from '@playwright/test';
import { bearerOf, uploadDocumentThroughApi } from './api';
import { requiredMetadataOf } from './credit-applications';

/**
 * What the report journeys need: due dates counted as the reports count them, one document for
 * each report page set up through the API, and the check that a table's badges are whole.
 */

/** The bank's today (Asia/Jakarta) plus `days`, as the report counts it. */
export const inDays = (days: number) =>
  new Date(Date.parse(`${businessToday()}T00:00:00Z`) + days * 86_400_000)
    .toISOString()
    .slice(0, 10);

/** One document of each report page's kind, due in 10 days (an SHGB right in 400), long names. */
const DUE_SOON = inDays(10);
const REPORT_DOCUMENTS: { code: string; metadata: Record<string, string> }[] = [
  {
    code: 'bank-garansi',
    metadata: {
      penerimaJaminan: 'Dinas Pekerjaan Umum dan Penataan Ruang Provinsi Jawa Barat',
      nilai: '1250000000',
      berlakuMulai: inDays(-200),
      berlakuAkhir: DUE_SOON,
      masaKlaimHari: '30',
    },
  },
  {
    code: 'covernote-notaris',
    metadata: {
      tanggalAkhir: DUE_SOON,
      status: 'Proses',
      namaNotaris: 'Notaris Hadi Susanto, S.H., M.Kn.',
      pekerjaan: 'Pengikatan APHT dan balik nama sertifikat',
    },
  },
  {
    code: 'covernote-developer',
    metadata: {
      tanggalAkhir: DUE_SOON,
      status: 'Diperpanjang',
      developer: 'PT Graha Permai Nusantara',
      proyek: 'Bukit Permai Residence',
      unit: 'Blok C-12',
      dokumenDijanjikan: 'Sertifikat induk dan IMB',
    },
  },
  {
    code: 'covernote-dealer',
    metadata: {
      tanggalAkhir: DUE_SOON,
      dealer: 'Astra Motor Sudirman',
      kendaraan: 'Toyota Innova Zenix 2.0 Q HV',
      nomorRangka: 'MHFAB8GS0P0123456',
    },
  },
  {
    code: 'polis-kerugian',
    metadata: {
      perusahaanAsuransi: 'PT Asuransi Jasa Indonesia (Persero)',
      objek: 'Ruko 3 lantai Jl. Pajajaran 21',
      nilaiPertanggungan: '2500000000',
      periodeMulai: inDays(-355),
      periodeAkhir: DUE_SOON,
    },
  },
  {
    code: 'covernote-asuransi',
    metadata: {
      tanggalAkhir: DUE_SOON,
      perusahaanAsuransi: 'PT Asuransi Sinar Mas',
      nilaiPertanggungan: '850000000',
    },
  },
  {
    code: 'dokumen-sertifikat',
    metadata: {
      jenisSertifikat: 'SHGB',
      atasNama: 'PT Sinar Jaya Makmur Sentosa',
      lokasi: 'Jl. Raya Pajajaran No. 21, Bogor Tengah, Kota Bogor',
      luas: '240',
      berlakuMulai: '2008-06-30',
      berlakuAkhir: inDays(400),
    },
  },
  {
    code: 'dokumen-sertifikat',
    metadata: {
      jenisSertifikat: 'SHM',
      atasNama: 'Hendra Wijaya',
      berlakuMulai: '2016-01-04',
      berlakuAkhir: DUE_SOON,
      lokasiSimpan: 'Khazanah Cabang Bogor',
      statusSimpan: 'Di Khazanah',
    },
  },
  {
    code: 'sdk',
    metadata: {
      pemutus: 'Komite Kredit Wilayah Jawa Barat',
      plafond: '650000000',
      tenorBulan: '36',
      berlakuMulai: inDays(-20),
      berlakuAkhir: DUE_SOON,
    },
  },
];

/** The badges of a table, each whole: its word inside its box, its box inside its cell. */
export const expectBadgesWhole = async (table: Locator, where: string) => {
  const badges = table.locator('.mantine-Badge-root');
  await expect(badges.first(), where).toBeVisible();
  const cut = await badges.evaluateAll((elements) =>
    elements
      .filter((badge) => {
        const label = badge.querySelector('.mantine-Badge-label') ?? badge;
        const box = badge.getBoundingClientRect();
        const cell = badge.closest('td')?.getBoundingClientRect() ?? box;
        return (
          label.scrollWidth > label.clientWidth ||
          badge.scrollWidth > badge.clientWidth ||
          box.right > cell.right + 0.5
        );
      })
      .map((badge) => badge.textContent),
  );
  expect(cut, where).toEqual([]);
};

/**
 * Uploads the report documents to the application through the API, each numbered after its place
 * ('BG/0/2026'), with the type's required metadata and the long values above.
 */
export const uploadReportDocuments = async (page: Page, applicationId: string) => {
  const headers = await bearerOf(page);
  for (const [index, { code, metadata }] of REPORT_DOCUMENTS.entries())
    await uploadDocumentThroughApi(page, headers, applicationId, {
      code,
      metadata: {
        ...requiredMetadataOf(code),
        ...Object.fromEntries(
          ['nomorBg', 'nomorCovernote', 'nomorPolis', 'nomorSertifikat', 'nomorSdk']
            .filter((field) => requiredMetadataOf(code)[field])
            .map((field) => [field, `${field.slice(5).toUpperCase()}/${index}/2026`]),
        ),
        ...metadata,
      },
      fileName: `${code}-${index}.pdf`,
    });
};
