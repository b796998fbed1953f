import type { AppCatalogue } from '../en-app';

export const dokumenTbo: AppCatalogue['dokumenTbo'] = {
  subtitle:
    'Dokumen wajib yang ditunda sampai tanggal yang dijanjikan (TBO): yang terlambat lebih dulu, lalu janji terdekat.',
  searchPlaceholder: 'Cari no. pengajuan, debitur, atau jenis',
  columns: {
    creditAppNo: 'No. Pengajuan',
    debitur: 'Debitur',
    branch: 'Cabang',
    documentType: 'Jenis Dokumen',
    status: 'Status Penundaan',
    promisedDate: 'Tanggal Janji',
    daysLeft: 'Sisa Hari',
    badge: 'Jatuh Tempo',
  },
  statuses: { Requested: 'Diajukan', Granted: 'Disetujui' },
  filter: {
    badge: 'Lencana',
    allBadges: 'Semua lencana',
    status: 'Status Penundaan',
    allStatuses: 'Semua status',
    branch: 'Cabang',
    allBranches: 'Semua cabang',
    promisedFrom: 'Tanggal Janji Dari',
    promisedTo: 'Tanggal Janji Sampai',
  },
};
