import { REPORT_PAGES } from '../access/access-catalogue';
import { DOCUMENT_TYPES_BY_CODE } from '../documents/document-catalogue';
import { DEFAULT_WINDOWS, SHGB_WINDOWS } from './report-badges';
import { dash, first, meta, money, moneyMeta, range, tenorColumn } from './report-values';
import type { DoneRule, ReportDefinition, ReportSlug } from './report-definition';

/**
 * The report pages built from credit application documents (shared/design/reports.md): their
 * columns, page filters and badge and 'done' rules. Which document types each lists, and the
 * field that is their due date, are the bank's document catalogue's (a type names its report).
 * The server's queries, the export and the web page read them here.
 */

const subMenuOf = (slug: ReportSlug) => {
  const page = REPORT_PAGES.find((candidate) => candidate.slug === slug);
  if (!page) throw new Error(`no report page ${slug}`);
  return page.name;
};

const optionsOf = (typeCode: string, field: string) =>
  DOCUMENT_TYPES_BY_CODE.get(typeCode)?.formMetaData.find((meta) => meta.name === field)?.options ??
  [];

const COVERNOTE_DONE: DoneRule = { kind: 'equals', field: 'status', value: 'Selesai' };
const INSURANCE_TYPES = ['polis-kerugian', 'polis-jiwa', 'polis-kendaraan'] as const;
/** Collateral and binding documents (design: master-document-jaminan). */
const COLLATERAL_TYPES = [
  'dokumen-sertifikat',
  'laporan-penilaian-agunan',
  'imb-pbg',
  'sppt-pbb',
  'ajb-ppjb',
  'perjanjian-kredit',
  'skmht',
  'apht',
  'sht',
  'akta-fidusia',
  'sertifikat-fidusia',
  'borgtocht',
  'roya',
] as const;
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
      meta('Jenis', 'jenis'),
      meta('Penerima Jaminan', 'penerimaJaminan'),
      moneyMeta('Nilai (Rp)', 'nilai'),
      {
        header: 'Berlaku (Mulai - Akhir)',
        value: (row) => range(row.metadata.berlakuMulai, row.metadata.berlakuAkhir),
      },
      {
        header: 'Masa Klaim',
        value: (row) => (row.metadata.masaKlaimHari ? `${row.metadata.masaKlaimHari} hari` : '-'),
      },
    ],
    pageFilters: [
      {
        key: 'jenis',
        label: 'Jenis',
        kind: 'option',
        field: 'jenis',
        options: optionsOf('bank-garansi', 'jenis'),
      },
    ],
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
      meta('Pekerjaan', 'pekerjaan'),
      meta('Tanggal', 'tanggalMulai'),
      meta('Jatuh Tempo', 'tanggalAkhir'),
      meta('Status', 'status'),
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
      {
        header: 'Proyek / Unit',
        value: (row) => [row.metadata.proyek, row.metadata.unit].filter(Boolean).join(' / ') || '-',
      },
      meta('Dokumen Dijanjikan', 'dokumenDijanjikan'),
      meta('Jatuh Tempo', 'tanggalAkhir'),
      meta('Status', 'status'),
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
      meta('No Rangka', 'nomorRangka'),
      meta('Jatuh Tempo', 'tanggalAkhir'),
      meta('Status', 'status'),
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
      meta('Objek', 'objek'),
      moneyMeta('Nilai Pertanggungan', 'nilaiPertanggungan'),
      {
        header: 'Periode',
        value: (row) => range(row.metadata.periodeMulai, row.metadata.periodeAkhir),
      },
      tenorColumn,
    ],
    pageFilters: [
      { key: 'perusahaan', label: 'Perusahaan', kind: 'contains', field: 'perusahaanAsuransi' },
      { key: 'jenisPolis', label: 'Jenis Polis', kind: 'type', options: INSURANCE_TYPES },
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
      moneyMeta('Nilai Pertanggungan', 'nilaiPertanggungan'),
      meta('Berlaku s/d', 'tanggalAkhir'),
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
      meta('Atas Nama', 'atasNama'),
      meta('Lokasi', 'lokasi'),
      { header: 'Luas', value: (row) => (row.metadata.luas ? `${row.metadata.luas} m²` : '-') },
      meta('Berlaku s/d', 'berlakuAkhir'),
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
      meta('Tanggal', 'tanggalSdk'),
      meta('Pemutus', 'pemutus'),
      moneyMeta('Plafond', 'plafond'),
      {
        header: 'Tenor',
        value: (row) => (row.metadata.tenorBulan ? `${row.metadata.tenorBulan} bulan` : '-'),
      },
      meta('Berlaku s/d', 'berlakuAkhir'),
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
      { header: 'Jenis Dokumen', value: (row) => row.document.typeTitle },
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
      meta('Atas Nama', 'atasNama'),
      {
        header: 'Terbit / Berakhir',
        value: (row) =>
          range(
            row.metadata.tanggalTerbit ?? row.metadata.tanggal ?? row.metadata.tanggalMulai,
            row.dueDate ?? undefined,
          ),
      },
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
      moneyMeta('Nilai Penilaian', 'nilaiPasar'),
      meta('Lokasi Simpan', 'lokasiSimpan'),
      meta('Status Simpan', 'statusSimpan'),
    ],
    pageFilters: [
      { key: 'jenisDokumen', label: 'Jenis Dokumen', kind: 'type', options: COLLATERAL_TYPES },
      {
        key: 'statusSimpan',
        label: 'Status Simpan',
        kind: 'option',
        field: 'statusSimpan',
        options: optionsOf('dokumen-sertifikat', 'statusSimpan'),
      },
    ],
  },
];

export const REPORT_SLUGS = REPORT_DEFINITIONS.map((definition) => definition.slug);

export const reportDefinition = (slug: string): ReportDefinition | undefined =>
  REPORT_DEFINITIONS.find((definition) => definition.slug === slug);

/** The title of a document type a 'type' page filter offers. */
export const typeTitle = (code: string) => DOCUMENT_TYPES_BY_CODE.get(code)?.title ?? code;
