import { REPORT_PAGES } from '../access/access-catalogue';
import { DEFAULT_WINDOWS, SHGB_WINDOWS } from './report-badges';
import {
  counted,
  dash,
  exportOnly,
  first,
  meta,
  money,
  moneyMeta,
  range,
  tenorColumn,
  under,
} from './report-values';
import type { DoneRule, ReportDefinition, ReportSlug } from './report-definition';

/**
 * The report pages built from credit application documents (shared/design/reports.md): their
 * columns, page filters and badge and 'done' rules. Which document types each lists, the field
 * that is their due date and the choices of their filters are the bank's document catalogue's (a
 * type names its report).
 * The server's queries, the export and the web page read them here.
 */

const subMenuOf = (slug: ReportSlug) => {
  const page = REPORT_PAGES.find((candidate) => candidate.slug === slug);
  if (!page) throw new Error(`no report page ${slug}`);
  return page.name;
};

/**
 * The covernote's own progress (Proses, Selesai, Diperpanjang), named apart from the due badge's
 * Status; the design's Jatuh Tempo of a covernote is its due date, the shared Due Date column.
 */
const COVERNOTE_STATUS = 'Status Covernote';
const COVERNOTE_DONE: DoneRule = { kind: 'equals', field: 'status', value: 'Selesai' };
const BINDING_VALUE_FIELDS = ['nilaiHakTanggungan', 'nilaiPenjaminan'];

export const REPORT_DEFINITIONS: readonly ReportDefinition[] = [
  {
    slug: 'bank-garansi',
    subMenu: subMenuOf('bank-garansi'),
    title: 'Bank Garansi',
    dueWindows: DEFAULT_WINDOWS,
    graceDaysField: 'masaKlaimHari',
    searchFields: ['nomorBg', 'penerimaJaminan'],
    columns: [
      meta('Nomor BG', 'nomorBg'),
      under('Nomor BG', meta('Jenis', 'jenis')),
      meta('Penerima Jaminan', 'penerimaJaminan'),
      under('Penerima Jaminan', moneyMeta('Nilai (Rp)', 'nilai')),
      under('Nomor BG', {
        header: 'Berlaku (Mulai - Akhir)',
        value: (row) => range(row.metadata.berlakuMulai, row.metadata.berlakuAkhir),
      }),
      under('Penerima Jaminan', counted('Masa Klaim', 'masaKlaimHari', 'hari')),
    ],
    pageFilters: [{ key: 'jenis', label: 'Jenis', kind: 'option', field: 'jenis' }],
  },
  {
    slug: 'covernote-notaris',
    subMenu: subMenuOf('covernote-notaris'),
    title: 'Covernote Notaris',
    dueWindows: DEFAULT_WINDOWS,
    done: COVERNOTE_DONE,
    searchFields: ['nomorCovernote', 'namaNotaris'],
    columns: [
      meta('Nomor Covernote', 'nomorCovernote'),
      meta('Notaris', 'namaNotaris'),
      under('Notaris', meta('Pekerjaan', 'pekerjaan')),
      under('Nomor Covernote', meta('Tanggal', 'tanggalMulai')),
      under('Nomor Covernote', meta(COVERNOTE_STATUS, 'status')),
    ],
    pageFilters: [{ key: 'notaris', label: 'Notaris', kind: 'contains', field: 'namaNotaris' }],
  },
  {
    slug: 'covernote-developer',
    subMenu: subMenuOf('covernote-developer'),
    title: 'Covernote Developer',
    dueWindows: DEFAULT_WINDOWS,
    done: COVERNOTE_DONE,
    searchFields: ['nomorCovernote', 'developer', 'proyek'],
    columns: [
      meta('Nomor Covernote', 'nomorCovernote'),
      meta('Developer', 'developer'),
      under('Developer', {
        header: 'Proyek / Unit',
        value: (row) => [row.metadata.proyek, row.metadata.unit].filter(Boolean).join(' / ') || '-',
      }),
      meta('Dokumen Dijanjikan', 'dokumenDijanjikan'),
      under('Nomor Covernote', meta(COVERNOTE_STATUS, 'status')),
    ],
    pageFilters: [{ key: 'developer', label: 'Developer', kind: 'contains', field: 'developer' }],
  },
  {
    slug: 'covernote-dealer',
    subMenu: subMenuOf('covernote-dealer'),
    title: 'Covernote Dealer',
    dueWindows: DEFAULT_WINDOWS,
    done: COVERNOTE_DONE,
    searchFields: ['nomorCovernote', 'dealer', 'nomorRangka'],
    columns: [
      meta('Nomor Covernote', 'nomorCovernote'),
      meta('Dealer', 'dealer'),
      meta('Kendaraan', 'kendaraan'),
      under('Kendaraan', meta('No Rangka', 'nomorRangka')),
      under('Nomor Covernote', meta(COVERNOTE_STATUS, 'status')),
    ],
    pageFilters: [{ key: 'dealer', label: 'Dealer', kind: 'contains', field: 'dealer' }],
  },
  {
    slug: 'jatuh-tempo-asuransi',
    subMenu: subMenuOf('jatuh-tempo-asuransi'),
    title: 'Jatuh Tempo Asuransi',
    dueWindows: DEFAULT_WINDOWS,
    done: { kind: 'replaced' },
    tenorFlag: true,
    searchFields: ['nomorPolis', 'perusahaanAsuransi'],
    columns: [
      meta('Nomor Polis', 'nomorPolis'),
      meta('Perusahaan', 'perusahaanAsuransi'),
      under('Perusahaan', meta('Objek', 'objek')),
      under('Perusahaan', moneyMeta('Nilai Pertanggungan', 'nilaiPertanggungan')),
      under('Nomor Polis', {
        header: 'Periode',
        value: (row) => range(row.metadata.periodeMulai, row.metadata.periodeAkhir),
      }),
      tenorColumn,
    ],
    pageFilters: [
      { key: 'perusahaan', label: 'Perusahaan', kind: 'contains', field: 'perusahaanAsuransi' },
      { key: 'jenisPolis', label: 'Jenis Polis', kind: 'type' },
    ],
  },
  {
    slug: 'covernote-asuransi',
    subMenu: subMenuOf('covernote-asuransi'),
    title: 'Covernote Asuransi',
    dueWindows: DEFAULT_WINDOWS,
    done: { kind: 'filled', field: 'nomorPolis' },
    searchFields: ['nomorCovernote', 'perusahaanAsuransi', 'nomorPolis'],
    columns: [
      meta('Nomor Covernote', 'nomorCovernote'),
      meta('Perusahaan', 'perusahaanAsuransi'),
      under('Perusahaan', moneyMeta('Nilai Pertanggungan', 'nilaiPertanggungan')),
      exportOnly(meta('Berlaku s/d', 'tanggalAkhir')),
      meta('Nomor Polis', 'nomorPolis'),
    ],
    pageFilters: [
      { key: 'perusahaan', label: 'Perusahaan', kind: 'contains', field: 'perusahaanAsuransi' },
    ],
  },
  {
    slug: 'jatuh-tempo-shgb',
    subMenu: subMenuOf('jatuh-tempo-shgb'),
    title: 'Jatuh Tempo SHGB',
    typesOf: 'master-document-jaminan',
    match: { field: 'jenisSertifikat', value: 'SHGB' },
    dueWindows: SHGB_WINDOWS,
    tenorFlag: true,
    searchFields: ['nomorSertifikat', 'atasNama'],
    columns: [
      meta('Nomor Sertifikat', 'nomorSertifikat'),
      under('Nomor Sertifikat', meta('Atas Nama', 'atasNama')),
      meta('Lokasi', 'lokasi'),
      under('Lokasi', counted('Luas', 'luas', 'm²')),
      exportOnly(meta('Berlaku s/d', 'berlakuAkhir')),
      tenorColumn,
    ],
    pageFilters: [],
  },
  {
    slug: 'sdk',
    subMenu: subMenuOf('sdk'),
    title: 'SDK',
    dueWindows: DEFAULT_WINDOWS,
    done: { kind: 'filled', field: 'tanggalAkseptasi' },
    searchFields: ['nomorSdk', 'pemutus'],
    columns: [
      meta('Nomor SDK', 'nomorSdk'),
      under('Nomor SDK', meta('Tanggal', 'tanggalSdk')),
      meta('Pemutus', 'pemutus'),
      under('Pemutus', moneyMeta('Plafond', 'plafond')),
      under('Pemutus', counted('Tenor', 'tenorBulan', 'bulan')),
      exportOnly(meta('Berlaku s/d', 'berlakuAkhir')),
      meta('Tanggal Akseptasi', 'tanggalAkseptasi'),
    ],
    pageFilters: [
      { key: 'accepted', label: 'Accepted', kind: 'filled', field: 'tanggalAkseptasi' },
    ],
  },
  {
    slug: 'master-document-jaminan',
    subMenu: subMenuOf('master-document-jaminan'),
    title: 'Master Document Jaminan',
    dueWindows: DEFAULT_WINDOWS,
    done: { kind: 'equals', field: 'statusSimpan', value: 'Dikembalikan' },
    searchFields: ['nomorSertifikat', 'nomor', 'nomorAkta', 'nomorLaporan', 'atasNama'],
    columns: [
      under('Nomor', { header: 'Jenis Dokumen', value: (row) => row.document.typeTitle }),
      {
        header: 'Nomor',
        value: (row) =>
          first(row.metadata, [
            'nomorSertifikat',
            'nomor',
            'nomorAkta',
            'nomorLaporan',
            'nomorDokumen',
          ]),
      },
      under('Nomor', meta('Atas Nama', 'atasNama')),
      under('Nomor', {
        header: 'Terbit / Berakhir',
        value: (row) =>
          range(
            row.metadata.tanggalTerbit ?? row.metadata.tanggal ?? row.metadata.tanggalMulai,
            row.dueDate ?? undefined,
          ),
      }),
      {
        header: 'Pengikatan',
        value: (row) => {
          const value = BINDING_VALUE_FIELDS.map((name) => row.metadata[name]).find(Boolean);
          if (!value && !row.metadata.nomor) return '-';
          return [dash(row.metadata.nomor), value ? money(value) : undefined]
            .filter(Boolean)
            .join(' · ');
        },
      },
      under('Pengikatan', moneyMeta('Nilai Penilaian', 'nilaiPasar')),
      meta('Lokasi Simpan', 'lokasiSimpan'),
      under('Lokasi Simpan', meta('Status Simpan', 'statusSimpan')),
    ],
    pageFilters: [
      { key: 'jenisDokumen', label: 'Jenis Dokumen', kind: 'type' },
      { key: 'statusSimpan', label: 'Status Simpan', kind: 'option', field: 'statusSimpan' },
    ],
  },
];

export const REPORT_SLUGS = REPORT_DEFINITIONS.map((definition) => definition.slug);

export const reportDefinition = (slug: string): ReportDefinition | undefined =>
  REPORT_DEFINITIONS.find((definition) => definition.slug === slug);
