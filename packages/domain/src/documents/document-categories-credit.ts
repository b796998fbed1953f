import {
  text,
  number,
  date,
  textarea,
  option,
  type,
  mandatory,
  nik,
  DEFAULT_META,
  type DocumentCategoryDefinition,
} from './document-fields';

/** The application, its decision, the checks, the finances and the debitur's own papers. */
export const CREDIT_FILE_CATEGORIES: readonly DocumentCategoryDefinition[] = [
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
        [text('nomorNpwp', 'Nomor NPWP', true, { check: 'npwp' }), text('atasNama', 'Atas Nama')],
        mandatory,
      ),
      type(
        'kartu-keluarga',
        'Kartu Keluarga',
        [text('nomorKk', 'Nomor KK', true, { check: 'nik' })],
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
          text('nomorNib', 'Nomor NIB', true, { check: 'nib' }),
          date('tanggalTerbit', 'Tanggal Terbit'),
        ],
        mandatory,
      ),
      type(
        'npwp-badan',
        'NPWP',
        [text('nomorNpwp', 'Nomor NPWP', true, { check: 'npwp' })],
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
];
