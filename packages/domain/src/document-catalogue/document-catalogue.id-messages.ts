import type { EnglishTexts } from '../shared/message-index';
import type { DOCUMENT_CATALOGUE_MESSAGES } from './document-catalogue.messages';

/** The catalogue's messages in Indonesian, for the web's language catalogue. */
export const DOCUMENT_CATALOGUE_ID_MESSAGES: Record<
  keyof EnglishTexts<typeof DOCUMENT_CATALOGUE_MESSAGES>,
  string
> = {
  codeRequired: 'Kode harus diisi',
  codePattern: 'Kode hanya boleh berisi huruf kecil, angka dan tanda hubung',
  codeTaken: "Kode '{{code}}' sudah digunakan",
  codeLocked: "Kode '{{title}}' tidak dapat diubah: sudah digunakan oleh permohonan",
  titleRequired: 'Judul harus diisi',
  positionNumber: 'Urutan harus berupa bilangan bulat mulai dari 0',
  debiturKindsRequired: 'Jenis debitur harus dipilih',
  mandatoryRequired: 'Aturan wajib harus dipilih',
  categoryRequired: 'Kategori harus dipilih',
  unknownCategory: 'Kategori yang dipilih sudah tidak ada. Silakan pilih lagi.',
  unknownReport: 'Laporan yang dipilih tidak ada',
  fieldLabelRequired: 'Label isian harus diisi',
  fieldNamePattern: 'Nama isian harus diawali huruf dan hanya berisi huruf dan angka',
  fieldTypeRequired: 'Tipe isian harus dipilih',
  fieldNameTaken: "Nama isian '{{name}}' digunakan dua kali",
  optionsRequired: "Isian pilihan '{{label}}' memerlukan paling sedikit satu pilihan",
  checkNeedsText: "Pemeriksaan '{{label}}' hanya berlaku untuk isian teks",
  dueFieldNotDate: "Isian jatuh tempo '{{name}}' harus berupa isian tanggal dari tipe ini",
  createFailed: 'Gagal menyimpan katalog dokumen.',
  deleteTitle: 'Hapus dari Katalog Dokumen',
  deleteQuestion: 'Apakah Anda yakin ingin menghapus entri ini?',
  deleteWarning:
    'Setelah dihapus, permohonan baru tidak lagi menawarkannya. Pensiunkan untuk menyimpannya bagi berkas lama.',
};
