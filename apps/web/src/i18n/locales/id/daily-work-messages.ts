import type { Catalogue } from '../en';

type Messages = Catalogue['messages'];

export const creditApplicationMessages: Messages['creditApplications'] = {
  typeRequired: 'Jenis harus dipilih',
  joinTypeRequired: 'Jenis Gabung harus dipilih',
  debiturRequired: 'Debitur harus diisi jika jenis gabung adalah debitur terdaftar',
  creditTypeRequired: 'Jenis Kredit harus dipilih',
  plafondRequired: 'Plafon harus diisi',
  plafondNumber: 'Plafon harus berupa angka',
  facilitiesRequired: 'Fasilitas harus dipilih',
  tenorStartRequired: 'Tanggal Mulai Tenor harus dipilih',
  tenorEndRequired: 'Tanggal Akhir Tenor harus dipilih',
  creditDescRequired: 'Keterangan Kredit harus diisi',
  fileType: 'Jenis file tidak valid',
  fileTooLarge: 'File terlalu besar (maks 20MB)',
  plafondPositive: 'Plafon harus lebih besar dari 0',
  plafondPrecision: 'Plafon boleh memiliki paling banyak 18 digit sebelum dan 2 digit setelah koma',
  appDateFuture: 'Tanggal pengajuan tidak boleh di masa depan',
  tenorEndBeforeStart: 'Tanggal Akhir Tenor tidak boleh sebelum Tanggal Mulai Tenor',
  newDebiturRequired: 'Data debitur baru harus diisi jika jenis gabung adalah debitur baru',
  newDebiturNotObject: 'Data debitur baru harus berupa objek JSON',
  statusUnknown: 'Status bukan status pengajuan kredit yang dikenal',
  wizardStatus: "Status harus 'Draft' atau 'Open'",
  facilitiesNotList: 'Fasilitas harus berupa daftar id fasilitas',
  archiveInReview:
    'Pengajuan kredit yang berstatus Waiting for Review tidak dapat diarsipkan: pengajuan tetap di antrean persetujuan sampai disetujui atau ditolak.',
};

/** The credit application status machine's refusals. */
export const creditApplicationConflictMessages: Messages['creditApplicationConflicts'] = {
  notEditable: 'Pengajuan kredit yang berstatus {{status}} tidak dapat diubah.',
  draftOnlyNew: 'Hanya pengajuan kredit baru atau Draft yang dapat disimpan sebagai Draft.',
  deleteDraftOnly: 'Hanya pengajuan kredit Draft yang dapat dihapus.',
  notCreator: 'Hanya pembuat pengajuan kredit yang dapat menjalankan langkah penandatanganannya.',
  notEditor:
    'Hanya pembuat pengajuan kredit yang dapat mengubahnya setelah tidak lagi berstatus Draft.',
  wrongStep:
    'Pengajuan kredit yang berstatus {{from}} tidak dapat berpindah ke {{to}}; hanya langkah penandatanganan berikutnya yang diizinkan.',
  debiturUnusable: 'Debitur harus debitur aktif dengan jenis yang dipilih.',
  filesWithoutNewDebitur: 'File hanya dapat dikirim bersama debitur baru.',
};

export const creditApplicationOptionsMessages: Messages['creditApplicationOptions'] = {
  debiturType: 'Jenis harus Perorangan atau Badan Usaha',
  debiturId: 'Debitur harus berupa id yang valid',
  tooManyIds: 'Paling banyak 50 debitur dapat dicari sekaligus',
};

export const reportMessages: Messages['reports'] = {
  dueFrom: 'Jatuh Tempo Dari harus berupa tanggal yang valid',
  dueTo: 'Jatuh Tempo Sampai harus berupa tanggal yang valid',
  dueRange: 'Jatuh Tempo Sampai tidak boleh sebelum Jatuh Tempo Dari',
  badge: 'Lencana harus salah satu dari: {{badges}}',
  accepted: "{{label}} harus 'yes' atau 'no'",
};

export const logbookMessages: Messages['logbook'] = {
  callDateRequired: 'Tanggal Panggilan harus diisi',
  callAtRequired: 'Jam Panggilan harus diisi',
  callAtInvalid: 'Jam Panggilan harus berupa tanggal dan jam yang valid',
  callerRequired: 'Penelepon harus diisi',
  partyRequired: 'Pihak harus diisi',
  phoneRequired: 'Nomor Telepon harus diisi',
  linkInvalid: 'Pengajuan Kredit harus berupa id yang valid',
  debiturInvalid: 'Debitur harus berupa id yang valid',
  topicRequired: 'Topik harus diisi',
  summaryRequired: 'Ringkasan harus diisi',
  receivedByRequired: 'Diterima Oleh harus diisi',
  personInChargeRequired: 'Penanggung Jawab harus diisi',
  targetDateRequired: 'Tanggal Target harus diisi',
  applicationNotFound: 'Pengajuan kredit tidak ditemukan.',
  debiturNotFound: 'Debitur tidak ditemukan.',
  alreadyClosed: 'Panggilan ini sudah ditutup.',
  closedNotEditable: 'Panggilan yang sudah ditutup tidak dapat diubah lagi.',
  closeTitle: 'Tutup Panggilan',
  closeQuestion: 'Apakah Anda yakin ingin menutup panggilan ini?',
  closeWarning: 'Setelah ditutup, panggilan tidak dapat diubah lagi',
  searchPlaceholder: 'Cari berdasarkan penelepon, topik, telepon, atau nomor pengajuan',
};

export const dokumenTboMessages: Messages['dokumenTbo'] = {
  promisedFrom: 'Tanggal Janji Dari harus berupa tanggal yang valid',
  promisedTo: 'Tanggal Janji Sampai harus berupa tanggal yang valid',
  promisedRange: 'Tanggal Janji Sampai tidak boleh sebelum Tanggal Janji Dari',
  badge: 'Lencana harus salah satu dari: {{badges}}',
  status: 'Status harus salah satu dari: {{statuses}}',
};

export const creditAuthorityMessages: Messages['creditAuthority'] = {
  noTier: 'Tidak ada batas wewenang persetujuan yang mencakup plafon {{amount}}.',
  notTierRole:
    'Jabatan Anda tidak berwenang memutus pada batas wewenang {{tier}}: diperlukan anggota {{roles}}.',
  alreadyDecided: 'Anda sudah memberikan keputusan atas pengajuan kredit ini.',
};
