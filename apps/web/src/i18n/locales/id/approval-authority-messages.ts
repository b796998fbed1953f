import type { Catalogue } from '../en';

/** The approval authority module's messages in Indonesian, by their code. */
export const approvalAuthorityMessages: Catalogue['messages']['approvalAuthorities'] = {
  nameRequired: 'Nama harus diisi',
  nameTaken: "Batas wewenang persetujuan bernama '{{name}}' sudah ada",
  plafondFromRequired: 'Plafon Dari harus diisi',
  plafondNumber: 'Plafon harus berupa jumlah Rupiah, paling banyak 2 desimal',
  plafondToAbove: 'Plafon Sampai harus lebih besar dari Plafon Dari',
  requiredApprovalsRange: 'Jumlah Persetujuan harus bilangan bulat dari 1 sampai 5',
  rolesRequired: 'Paling sedikit satu peran harus dipilih',
  unknownRole: 'Peran yang dipilih sudah tidak ada. Silakan pilih peran lagi.',
  roleCannotApprove:
    "Peran '{{role}}' tidak memiliki akses Approval/Action, sehingga tidak dapat menyetujui",
  unknownCreditType: 'Jenis kredit yang dipilih sudah tidak ada. Silakan pilih jenis kredit lagi.',
  overlapsUpTo: "Tumpang tindih dengan '{{name}}' (sampai dengan {{to}})",
  overlapsBetween: "Tumpang tindih dengan '{{name}}' (di atas {{from}} sampai dengan {{to}})",
  overlapsAbove: "Tumpang tindih dengan '{{name}}' (di atas {{from}})",
  overlapsEvery: "Tumpang tindih dengan '{{name}}' (semua jumlah)",
  leavesGap:
    "Menyisakan celah antara '{{lower}}' dan '{{upper}}': di atas {{from}} sampai dengan {{to}} tidak ada batas wewenang",
  deleteLeavesGap:
    "'{{name}}' tidak dapat dihapus: di atas {{from}} sampai dengan {{to}} tidak ada batas wewenang yang memutus antara '{{lower}}' dan '{{upper}}'",
  createFailed: 'Gagal membuat batas wewenang persetujuan.',
  deleteTitle: 'Hapus Batas Wewenang Persetujuan',
  deleteQuestion: 'Apakah Anda yakin ingin menghapus batas wewenang persetujuan ini?',
  deleteWarning: 'Setelah dihapus, batas wewenang ini tidak lagi memutus pengajuan baru',
  searchPlaceholder: 'Cari berdasarkan nama',
};
