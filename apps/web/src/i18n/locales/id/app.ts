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
};
