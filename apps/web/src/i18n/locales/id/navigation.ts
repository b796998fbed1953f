import type { AppCatalogue } from '../en-app';

export const navigation: AppCatalogue['navigation'] = {
  dashboard: 'Dasbor',
  creditApplication: 'Pengajuan Kredit',
  creditApplicationDescription: 'Buat, pantau, dan kirim pengajuan kredit untuk debitur Anda.',
  masterData: 'Data Master',
  masterDataDescription: 'Kelola data referensi dan hak akses yang digunakan bank.',
  group: 'Grup',
  branch: 'Cabang',
  role: 'Peran',
  userManagement: 'Manajemen Pengguna',
  approvalAuthority: 'Batas Wewenang Persetujuan',
  documentCatalogue: 'Katalog Dokumen',
  debiturManagement: 'Manajemen Debitur',
  approval: 'Persetujuan',
  approvalDescription: 'Tinjau pengajuan kredit yang menunggu keputusan.',
  report: 'Laporan',
  profile: 'Profil Saya',
  reportDescription: 'Laporan operasional atas garansi, covernote, jatuh tempo, dan dokumen.',
};
