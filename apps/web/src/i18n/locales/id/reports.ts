import { REPORT_BADGE_LABELS } from '@creditdesk/domain/reports/report-badges';
import { REPORT_COLUMN_LABELS, REPORT_TERMS } from '@creditdesk/domain/reports/reports.labels';
import type { AppCatalogue } from '../en-app';

export const reports: AppCatalogue['reports'] = {
  subtitle:
    'Yang jatuh tempo, yang terlambat, yang masih terbuka: tanggal jatuh tempo terdekat lebih dulu.',
  searchPlaceholder: 'Cari nomor pengajuan, debitur, atau nomor',
  columns: REPORT_COLUMN_LABELS.id,
  badges: REPORT_BADGE_LABELS.id,
  terms: REPORT_TERMS.id,
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
    group: 'Grup',
    allGroups: 'Semua grup',
    debitur: 'Debitur',
    allDebiturs: 'Semua debitur',
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
