import type { AppCatalogue } from '../en-app';

export const app: AppCatalogue['app'] = {
  skipToContent: 'Lewati ke konten',
  toggleMenu: 'Buka atau tutup menu',
  mainMenu: 'Menu utama',
  breadcrumb: 'Jejak navigasi',
  signOut: 'Keluar',
  loading: 'Memuat',
  accessDeniedTitle: 'Anda tidak memiliki akses ke halaman ini.',
  accessDeniedText: 'Minta administrator Anda memberikan akses untuk peran Anda jika diperlukan.',
  loadFailedTitle: 'CreditDesk tidak dapat dimuat',
  tryAgain: 'Coba lagi',
  retry: 'Coba Lagi',
  back: 'Kembali',
  profile: {
    open: 'Profil saya',
    title: 'Profil Saya',
    subtitle: 'Akun Anda, bahasa Anda dan email yang Anda terima',
    account: 'Akun',
    name: 'Nama',
    email: 'Email',
    role: 'Peran',
    whenWaiting: 'Pengajuan menunggu keputusan saya',
    whenWaitingDescription:
      'Email saat pengajuan yang dapat Anda putuskan diajukan untuk ditinjau.',
    whenDecided: 'Pengajuan saya diputuskan',
    whenDecidedDescription:
      'Email saat pengajuan yang Anda buat disetujui atau ditolak, atau penundaan dokumen Anda disetujui atau ditolak.',
  },
  approvalCount_one: '{{count}} pengajuan menunggu keputusan Anda',
  approvalCount_other: '{{count}} pengajuan menunggu keputusan Anda',
};
