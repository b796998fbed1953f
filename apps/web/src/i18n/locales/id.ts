import type { Catalogue } from './en';
import { creditApplications } from './id/credit-applications';
import { documents } from './id/documents';
import { groups } from './id/groups';
import { dashboard } from './id/dashboard';
import { messages } from './id/messages';
import { logbook } from './id/logbook';
import { reports } from './id/reports';
import { dokumenTbo } from './id/dokumen-tbo';
import { app } from './id/app';
import { debiturs } from './id/debiturs';
import { moduleTexts } from './module-texts';
import { users } from './id/users';
import { roles } from './id/roles';
import { branches } from './id/branches';
import { approvalAuthorities } from './id/approval-authorities';
import { documentCatalogue } from './id/document-catalogue';
import { kit } from './id/kit';
import { navigation } from './id/navigation';

/** The Indonesian catalogue: the same keys as `en`, every text of the converted screens. */
export const id: Catalogue = {
  common: {
    appName: 'CreditDesk',
    pageTitle: '{{title}} | CreditDesk',
    cancel: 'Batal',
    action: 'Aksi',
    notFoundTitle: 'Halaman tidak ditemukan',
    notFoundText: 'Halaman yang Anda cari tidak ada atau telah dipindahkan.',
    backToDashboard: 'Kembali ke dasbor',
    failedTitle: 'Terjadi kesalahan',
    failedText:
      'Halaman tidak dapat ditampilkan. Muat ulang untuk mencoba lagi; jika masalah berlanjut, hubungi administrator Anda.',
    reloadPage: 'Muat ulang halaman',
    newVersionTitle: 'Versi baru CreditDesk tersedia',
    newVersionText:
      'Halaman ini milik versi yang Anda buka sebelumnya. Muat ulang untuk melanjutkan dengan versi baru.',
  },
  language: {
    label: 'Bahasa',
    en: 'English',
    id: 'Bahasa Indonesia',
    saveFailed: 'Bahasa tidak dapat disimpan. Silakan coba lagi.',
  },
  auth: {
    brandTitle: 'Administrasi kredit, dalam satu tempat.',
    brandText:
      'Pengajuan kredit, persetujuan, debitur, dan data master, dengan kontrol akses yang dibutuhkan bank Anda.',
    email: 'Email',
    emailPlaceholder: 'nama@bank.co.id',
    password: 'Kata Sandi',
    passwordPlaceholder: 'Kata sandi Anda',
    rememberMe: 'Ingat Saya',
    forgotPasswordLink: 'Lupa kata sandi?',
    signIn: 'Masuk',
    signInTitle: 'Masuk',
    signInDescription:
      'Selamat datang kembali. Masuk dengan akun CreditDesk Anda untuk melanjutkan.',
    captcha: 'Captcha',
    captchaFailed: 'Captcha tidak dapat dimuat. Muat ulang untuk mencoba lagi.',
    captchaNew: 'Tampilkan captcha baru',
    captchaRefresh: 'Muat ulang captcha',
    captchaPlaceholder: 'Ketik karakter yang ditampilkan di atas',
    forgotPasswordTitle: 'Lupa kata sandi',
    forgotPasswordDescription:
      'Masukkan alamat email akun Anda dan kami akan mengirimkan tautan untuk membuat kata sandi baru.',
    sendResetLink: 'Kirim tautan reset',
    remembered: 'Sudah ingat?',
    backToSignIn: 'Kembali ke halaman masuk',
    checkEmailTitle: 'Periksa email Anda',
    checkEmailBefore: 'Kami telah mengirimkan tautan untuk membuat kata sandi baru ke',
    checkEmailAfter: '. Tautan berlaku selama 30 menit.',
    notReceived: 'Tidak menerima email? Periksa folder spam Anda, atau kirim ulang tautannya.',
    resend: 'Kirim Ulang',
    linkUnusable: 'Tautan ini tidak dapat digunakan',
    checkingLink: 'Memeriksa tautan Anda',
    setPasswordTitle: 'Buat kata sandi baru',
    setPasswordFor: 'Pilih kata sandi untuk',
    newPassword: 'Kata Sandi Baru',
    reEnterPassword: 'Ulangi Kata Sandi',
    savePassword: 'Simpan kata sandi',
    passwordChangedTitle: 'Kata sandi diubah',
    passwordRequirements: 'Syarat kata sandi',
    ruleMet: ' (terpenuhi)',
    ruleNotMet: ' (belum terpenuhi)',
    checklist: {
      length: 'Antara 8 - 12 karakter',
      letters: 'Minimal 1 huruf besar dan huruf kecil',
      number: 'Minimal 1 angka',
      special: 'Minimal 1 karakter khusus atau simbol',
    },
  },
  app,
  navigation,
  kit,
  groups,
  creditApplications,
  documents,
  reports,
  dokumenTbo,
  logbook,
  dashboard,
  branches,
  roles,
  users,
  ...moduleTexts('id'),
  approvalAuthorities,
  documentCatalogue,
  debiturs,
  messages,
};
