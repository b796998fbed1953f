import type { AppCatalogue } from '../en-app';

export const reports: AppCatalogue['reports'] = {
  subtitle:
    'Yang jatuh tempo, yang terlambat, yang masih terbuka: tanggal jatuh tempo terdekat lebih dulu.',
  searchPlaceholder: 'Cari nomor pengajuan, debitur, atau nomor',
  columns: {
    creditAppNo: 'No. Pengajuan',
    debitur: 'Debitur',
    branch: 'Cabang',
    dueDate: 'Jatuh Tempo',
    daysLeft: 'Sisa Hari',
    badge: 'Status',
  },
  badges: {
    overdue: 'Terlambat',
    'claim-period': 'Masa klaim',
    'due-30': 'Jatuh tempo 30 hari',
    'due-90': 'Jatuh tempo 90 hari',
    'due-24-months': 'Jatuh tempo 24 bulan',
    active: 'Aktif',
    done: 'Selesai',
  },
  terms: {
    'Ends Before Tenor End': 'Berakhir Sebelum Akhir Tenor',
    Accepted: 'Diakseptasi',
    Yes: 'Ya',
    No: 'Tidak',
  },
  filter: {
    optionsFailed: 'Gagal memuat data',
    any: '{{label}} apa saja',
    all: 'Semua',
    yes: 'Ya',
    no: 'Tidak',
    badge: 'Lencana',
    allBadges: 'Semua lencana',
    dueFrom: 'Jatuh Tempo Dari',
    dueTo: 'Jatuh Tempo Sampai',
    branch: 'Cabang',
    allBranches: 'Semua cabang',
    creditType: 'Jenis Kredit',
    allCreditTypes: 'Semua jenis kredit',
    facilities: 'Fasilitas',
    allFacilities: 'Semua fasilitas',
    status: 'Status Pengajuan',
    allStatuses: 'Semua status',
  },
};
