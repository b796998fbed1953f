import type { DebiturType } from '../debiturs/debiturs.schemas';

/**
 * The credit file's document tree (shared/design/document-categories.md): categories with child
 * types, each type's metadata form, its mandatory rule and the field a report follows as its due
 * date. Synced into the database at start; the server, the web form and the reports read it here.
 */
export const META_FIELD_TYPES = ['text', 'number', 'option', 'date', 'textarea'] as const;
export type MetaFieldType = (typeof META_FIELD_TYPES)[number];

/** Extra format rules a text field may carry, checked with the debitur area's messages. */
export type MetaFieldFormat = 'nik' | 'npwp' | 'nib';

export interface MetaField {
  name: string;
  label: string;
  type: MetaFieldType;
  required: boolean;
  options?: readonly string[];
  format?: MetaFieldFormat;
}

/** When a type belongs to the mandatory set for Submit (spec section 5, design: Mandatory rule). */
export type MandatoryRule = 'always' | 'married' | false;

export interface DocumentTypeDefinition {
  code: string;
  title: string;
  mandatory: MandatoryRule;
  formMetaData: readonly MetaField[];
  /** The metadata field copied into the file row's indexed due date, for the reports. */
  dueField?: string;
}

export interface DocumentCategoryDefinition {
  code: string;
  title: string;
  /** Only applications of this debitur type show the category; none: every application. */
  debiturType?: DebiturType;
  types: readonly DocumentTypeDefinition[];
}

/** The category that holds the types a user adds with 'Add Other Document'. */
export const OTHER_DOCUMENTS_CATEGORY = 'lain-lain';

type FieldOptions = Partial<Pick<MetaField, 'options' | 'format'>>;
const field =
  (type: MetaFieldType) =>
  (name: string, label: string, required = false, extra: FieldOptions = {}): MetaField => ({
    name,
    label,
    type,
    required,
    ...extra,
  });
const text = field('text');
const number = field('number');
const date = field('date');
const textarea = field('textarea');
const option = (name: string, label: string, options: readonly string[], required = false) =>
  field('option')(name, label, required, { options });

/** The spec's default meta when a type names none: Nomor Dokumen, Tanggal, Atas Nama. */
export const DEFAULT_META: readonly MetaField[] = [
  text('nomorDokumen', 'Nomor Dokumen'),
  date('tanggal', 'Tanggal'),
  text('atasNama', 'Atas Nama'),
];

const type = (
  code: string,
  title: string,
  formMetaData: readonly MetaField[] = DEFAULT_META,
  extra: { mandatory?: MandatoryRule; dueField?: string } = {},
): DocumentTypeDefinition => ({
  code,
  title,
  formMetaData,
  mandatory: extra.mandatory ?? false,
  ...(extra.dueField ? { dueField: extra.dueField } : {}),
});
const mandatory = { mandatory: 'always' } as const;
const nik = (required = true) => text('nik', 'NIK', required, { format: 'nik' });

const covernote = (extra: readonly MetaField[]) => [
  text('nomorCovernote', 'Nomor Covernote', true),
  date('tanggalMulai', 'Tanggal Mulai', true),
  number('jangkaWaktuBulan', 'Jangka Waktu (Bulan)'),
  date('tanggalAkhir', 'Tanggal Akhir', true),
  option('status', 'Status', ['Proses', 'Selesai', 'Diperpanjang']),
  date('tanggalSelesai', 'Tanggal Selesai'),
  ...extra,
];

const insurance = [
  text('nomorPolis', 'Nomor Polis', true),
  text('perusahaanAsuransi', 'Perusahaan Asuransi', true),
  text('objek', 'Objek'),
  number('nilaiPertanggungan', 'Nilai Pertanggungan', true),
  number('premi', 'Premi'),
  date('periodeMulai', 'Periode Mulai', true),
  date('periodeAkhir', 'Periode Akhir', true),
  option('bankersClause', 'Bankers Clause', ['Ya', 'Tidak']),
];

const security = (authority: MetaField, valueLabel: string, valueName: string) => [
  text('nomor', 'Nomor'),
  date('tanggal', 'Tanggal'),
  authority,
  number(valueName, valueLabel),
];

export const DOCUMENT_CATALOGUE: readonly DocumentCategoryDefinition[] = [
  {
    code: 'permohonan',
    title: 'Permohonan Kredit',
    types: [
      type(
        'credit-application-sdk',
        'Credit Application & SDK',
        [
          text('nomorDokumen', 'Nomor Dokumen', true),
          date('tanggal', 'Tanggal', true),
          number('plafondDimohon', 'Plafond Dimohon'),
        ],
        mandatory,
      ),
      type('bir', 'BIR', DEFAULT_META, mandatory),
      type('nota-analisa', 'Nota Analisa Kredit', [
        text('nomorDokumen', 'Nomor Dokumen'),
        date('tanggal', 'Tanggal'),
        text('analis', 'Analis'),
      ]),
    ],
  },
  {
    code: 'persetujuan',
    title: 'Persetujuan Kredit',
    types: [
      type(
        'sdk',
        'SDK',
        [
          text('nomorSdk', 'Nomor SDK', true),
          date('tanggalSdk', 'Tanggal SDK', true),
          text('pemutus', 'Pemutus'),
          number('plafond', 'Plafond', true),
          number('tenorBulan', 'Tenor (Bulan)'),
          number('sukuBunga', 'Suku Bunga'),
          date('berlakuMulai', 'Berlaku Mulai'),
          date('berlakuAkhir', 'Berlaku Akhir'),
          date('tanggalAkseptasi', 'Tanggal Akseptasi'),
          textarea('syarat', 'Syarat'),
        ],
        { ...mandatory, dueField: 'berlakuAkhir' },
      ),
      type('sppk', 'Surat Penawaran (SPPK)'),
    ],
  },
  {
    code: 'data-checking',
    title: 'Data Checking',
    types: [
      type(
        'slik',
        'SLIK',
        [
          date('tanggalPermintaan', 'Tanggal Permintaan', true),
          text('atasNama', 'Atas Nama', true),
          option('kolektibilitas', 'Kolektibilitas', ['1', '2', '3', '4', '5']),
          number('totalBakiDebet', 'Total Baki Debet'),
        ],
        mandatory,
      ),
      type(
        'trade-checking',
        'Trade Checking (Laporan Kunjungan Usaha)',
        [
          date('tanggalKunjungan', 'Tanggal Kunjungan', true),
          text('pihakDikonfirmasi', 'Pihak Dikonfirmasi'),
          textarea('hasil', 'Hasil'),
        ],
        mandatory,
      ),
    ],
  },
  {
    code: 'data-keuangan',
    title: 'Data Keuangan',
    types: [
      type(
        'rekening-koran',
        'Rekening Koran',
        [
          text('namaBank', 'Nama Bank', true),
          text('nomorRekening', 'Nomor Rekening', true),
          date('periodeMulai', 'Periode Mulai', true),
          date('periodeAkhir', 'Periode Akhir', true),
          number('rataRataSaldo', 'Rata-rata Saldo'),
        ],
        mandatory,
      ),
      type(
        'laporan-keuangan-inhouse',
        'Laporan Keuangan (Inhouse)',
        [number('tahunBuku', 'Tahun Buku', true), option('jenis', 'Jenis', ['Inhouse', 'Audited'])],
        mandatory,
      ),
      type('spt-tahunan', 'SPT Tahunan'),
      type('slip-gaji', 'Slip Gaji'),
    ],
  },
  {
    code: 'debitur-perorangan',
    title: 'Data Debitur Perorangan',
    debiturType: 'Personal',
    types: [
      type('ktp', 'KTP', [nik(), text('atasNama', 'Atas Nama', true)], mandatory),
      type('ktp-pasangan', 'KTP Pasangan Kawin', [nik(), text('atasNama', 'Atas Nama', true)], {
        mandatory: 'married',
      }),
      type(
        'npwp-perorangan',
        'NPWP',
        [text('nomorNpwp', 'Nomor NPWP', true, { format: 'npwp' }), text('atasNama', 'Atas Nama')],
        mandatory,
      ),
      type(
        'kartu-keluarga',
        'Kartu Keluarga',
        [text('nomorKk', 'Nomor KK', true, { format: 'nik' })],
        mandatory,
      ),
      type(
        'buku-nikah',
        'Buku Nikah',
        [text('nomorAkta', 'Nomor Akta', true), date('tanggal', 'Tanggal')],
        {
          mandatory: 'married',
        },
      ),
    ],
  },
  {
    code: 'debitur-badan-usaha',
    title: 'Data Debitur Badan Usaha',
    debiturType: 'Enterprise',
    types: [
      type(
        'akta-perusahaan',
        'Akta Perusahaan',
        [
          text('nomorAkta', 'Nomor Akta', true),
          date('tanggalAkta', 'Tanggal Akta', true),
          text('notaris', 'Notaris'),
          text('nomorSkKemenkumham', 'Nomor SK Kemenkumham'),
        ],
        mandatory,
      ),
      type(
        'nib',
        'NIB',
        [
          text('nomorNib', 'Nomor NIB', true, { format: 'nib' }),
          date('tanggalTerbit', 'Tanggal Terbit'),
        ],
        mandatory,
      ),
      type(
        'npwp-badan',
        'NPWP',
        [text('nomorNpwp', 'Nomor NPWP', true, { format: 'npwp' })],
        mandatory,
      ),
      type(
        'ktp-pengurus',
        'KTP Pengurus',
        [nik(), text('atasNama', 'Atas Nama', true), text('jabatan', 'Jabatan')],
        mandatory,
      ),
      type(
        'izin-usaha',
        'Izin Usaha',
        [
          text('nomorIzin', 'Nomor Izin'),
          date('berlakuMulai', 'Berlaku Mulai'),
          date('berlakuAkhir', 'Berlaku Akhir'),
        ],
        { dueField: 'berlakuAkhir' },
      ),
    ],
  },
  {
    code: 'agunan',
    title: 'Agunan',
    types: [
      type(
        'dokumen-sertifikat',
        'Dokumen Sertifikat',
        [
          option(
            'jenisSertifikat',
            'Jenis Sertifikat',
            ['SHM', 'SHGB', 'SHMSRS', 'BPKB', 'Bilyet Deposito', 'Lainnya'],
            true,
          ),
          text('nomorSertifikat', 'Nomor Sertifikat', true),
          text('atasNama', 'Atas Nama', true),
          textarea('lokasi', 'Lokasi'),
          number('luas', 'Luas (m²)'),
          date('tanggalTerbit', 'Tanggal Terbit'),
          date('berlakuMulai', 'Berlaku Mulai'),
          date('berlakuAkhir', 'Berlaku Akhir'),
          text('lokasiSimpan', 'Lokasi Simpan'),
          option('statusSimpan', 'Status Simpan', ['Di Khazanah', 'Dipinjam', 'Dikembalikan']),
        ],
        { ...mandatory, dueField: 'berlakuAkhir' },
      ),
      type(
        'laporan-penilaian-agunan',
        'Laporan Penilaian Agunan',
        [
          text('nomorLaporan', 'Nomor Laporan', true),
          date('tanggalPenilaian', 'Tanggal Penilaian', true),
          option('penilai', 'Penilai', ['Internal', 'KJPP']),
          number('nilaiPasar', 'Nilai Pasar', true),
          number('nilaiLikuidasi', 'Nilai Likuidasi'),
        ],
        mandatory,
      ),
      type('imb-pbg', 'IMB / PBG'),
      type('sppt-pbb', 'SPPT PBB'),
      type('ajb-ppjb', 'AJB / PPJB'),
    ],
  },
  {
    code: 'pengikatan',
    title: 'Pengikatan',
    types: [
      type('perjanjian-kredit', 'Perjanjian Kredit', [
        text('nomorAkta', 'Nomor Akta'),
        date('tanggal', 'Tanggal'),
        text('notaris', 'Notaris'),
        option('jenis', 'Jenis', ['Notariil', 'Bawah Tangan']),
      ]),
      type(
        'skmht',
        'SKMHT',
        [
          text('nomorAkta', 'Nomor Akta'),
          date('tanggalMulai', 'Tanggal Mulai'),
          date('tanggalAkhir', 'Tanggal Akhir'),
          text('notaris', 'Notaris'),
        ],
        { dueField: 'tanggalAkhir' },
      ),
      type('apht', 'APHT', [
        ...security(text('ppat', 'PPAT'), 'Nilai Hak Tanggungan', 'nilaiHakTanggungan'),
        number('peringkat', 'Peringkat'),
      ]),
      type('sht', 'Sertifikat Hak Tanggungan', [
        ...security(text('ppat', 'PPAT'), 'Nilai Hak Tanggungan', 'nilaiHakTanggungan'),
        number('peringkat', 'Peringkat'),
      ]),
      type(
        'akta-fidusia',
        'Akta Fidusia',
        security(text('notaris', 'Notaris'), 'Nilai Penjaminan', 'nilaiPenjaminan'),
      ),
      type(
        'sertifikat-fidusia',
        'Sertifikat Fidusia',
        security(text('notaris', 'Notaris'), 'Nilai Penjaminan', 'nilaiPenjaminan'),
      ),
      type('borgtocht', 'Borgtocht / Corporate Guarantee'),
      type('roya', 'Roya'),
    ],
  },
  {
    code: 'covernote',
    title: 'Covernote',
    types: [
      type(
        'covernote-notaris',
        'Covernote Notaris',
        covernote([text('namaNotaris', 'Nama Notaris', true), textarea('pekerjaan', 'Pekerjaan')]),
        { dueField: 'tanggalAkhir' },
      ),
      type(
        'covernote-developer',
        'Covernote Developer',
        covernote([
          text('developer', 'Developer', true),
          text('nomorPks', 'Nomor PKS'),
          text('proyek', 'Proyek'),
          text('unit', 'Unit'),
          textarea('dokumenDijanjikan', 'Dokumen Dijanjikan'),
        ]),
        { dueField: 'tanggalAkhir' },
      ),
      type(
        'covernote-dealer',
        'Covernote Dealer',
        covernote([
          text('dealer', 'Dealer', true),
          text('kendaraan', 'Kendaraan'),
          text('nomorRangka', 'Nomor Rangka'),
          text('nomorMesin', 'Nomor Mesin'),
        ]),
        { dueField: 'tanggalAkhir' },
      ),
      type(
        'covernote-asuransi',
        'Covernote Asuransi',
        covernote([
          text('perusahaanAsuransi', 'Perusahaan Asuransi', true),
          number('nilaiPertanggungan', 'Nilai Pertanggungan'),
          text('nomorPolis', 'Nomor Polis'),
        ]),
        { dueField: 'tanggalAkhir' },
      ),
    ],
  },
  {
    code: 'asuransi',
    title: 'Asuransi',
    types: [
      type('polis-kerugian', 'Polis Asuransi Kerugian / Kebakaran', insurance, {
        dueField: 'periodeAkhir',
      }),
      type('polis-jiwa', 'Polis Asuransi Jiwa / Kredit', insurance, { dueField: 'periodeAkhir' }),
      type('polis-kendaraan', 'Polis Asuransi Kendaraan', insurance, { dueField: 'periodeAkhir' }),
    ],
  },
  {
    code: 'bank-garansi',
    title: 'Bank Garansi',
    types: [
      type(
        'bank-garansi',
        'Bank Garansi',
        [
          text('nomorBg', 'Nomor BG', true),
          option(
            'jenis',
            'Jenis',
            ['Penawaran', 'Pelaksanaan', 'Uang Muka', 'Pemeliharaan', 'Pembayaran'],
            true,
          ),
          text('penerimaJaminan', 'Penerima Jaminan', true),
          number('nilai', 'Nilai', true),
          date('berlakuMulai', 'Berlaku Mulai', true),
          date('berlakuAkhir', 'Berlaku Akhir', true),
          number('masaKlaimHari', 'Masa Klaim (Hari)'),
        ],
        { dueField: 'berlakuAkhir' },
      ),
    ],
  },
  { code: OTHER_DOCUMENTS_CATEGORY, title: 'Lain-lain', types: [] },
];

/** Every catalogued type by its code. */
export const DOCUMENT_TYPES_BY_CODE: ReadonlyMap<
  string,
  DocumentTypeDefinition & { category: string }
> = new Map(
  DOCUMENT_CATALOGUE.flatMap((category) =>
    category.types.map((definition) => [
      definition.code,
      { ...definition, category: category.code },
    ]),
  ),
);

/** The categories an application's debitur sees: the common ones and its own type's set. */
export const categoriesFor = (debiturType: DebiturType) =>
  DOCUMENT_CATALOGUE.filter(
    (category) => !category.debiturType || category.debiturType === debiturType,
  );

/** Whether a type must be present before Submit, for this debitur. */
export const isMandatoryFor = (
  definition: Pick<DocumentTypeDefinition, 'mandatory'>,
  debitur: { maritalStatus?: string | null },
) =>
  definition.mandatory === 'always' ||
  (definition.mandatory === 'married' && debitur.maritalStatus === 'Married');

/** The codes of the mandatory set of a debitur (design: Mandatory rule). */
export const mandatoryTypeCodes = (debitur: { type: DebiturType; maritalStatus?: string | null }) =>
  categoriesFor(debitur.type).flatMap((category) =>
    category.types.filter((definition) => isMandatoryFor(definition, debitur)).map((d) => d.code),
  );

/** The Mulai field an Akhir date is paired with ('berlakuAkhir' -> 'berlakuMulai'), if any. */
export const pairedStartField = (name: string, fields: readonly MetaField[]) => {
  if (!name.endsWith('Akhir')) return undefined;
  const start = `${name.slice(0, -'Akhir'.length)}Mulai`;
  return fields.some((candidate) => candidate.name === start && candidate.type === 'date')
    ? start
    : undefined;
};
