import {
  text,
  number,
  date,
  textarea,
  option,
  type,
  mandatory,
  OTHER_DOCUMENTS_CATEGORY,
  type DocumentCategoryDefinition,
  type MetaField,
} from './document-fields';

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

/** Collateral, its binding, covernotes, insurance, bank guarantees and other documents. */
export const COLLATERAL_CATEGORIES: readonly DocumentCategoryDefinition[] = [
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
