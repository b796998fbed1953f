import {
  DEFERRAL_STATUS_LABELS,
  DOKUMEN_TBO_COLUMN_LABELS,
} from '@creditdesk/domain/reports/reports.labels';
import type { AppCatalogue } from '../en-app';

export const dokumenTbo: AppCatalogue['dokumenTbo'] = {
  subtitle:
    'Dokumen wajib yang ditunda sampai tanggal yang dijanjikan (TBO): yang terlambat lebih dulu, lalu janji terdekat.',
  searchPlaceholder: 'Cari no. pengajuan, debitur, atau jenis',
  columns: DOKUMEN_TBO_COLUMN_LABELS.id,
  statuses: DEFERRAL_STATUS_LABELS.id,
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
