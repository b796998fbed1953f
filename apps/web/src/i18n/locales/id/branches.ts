import type { AppCatalogue } from '../en-app';

export const branches: AppCatalogue['branches'] = {
  listTitle: 'Cabang',
  listSubtitle: 'Cabang bank dan grup tempat cabang tersebut bernaung.',
  add: 'Tambah Cabang Baru',
  addSubtitle: 'Buat cabang baru untuk administrasi kredit',
  editTitle: 'Ubah Cabang',
  editSubtitle: 'Perbarui cabang yang sudah ada',
  detailTitle: 'Detail Cabang',
  created: 'Cabang dibuat',
  updated: 'Cabang diperbarui',
  listLabel: 'Cabang',
  information: 'Informasi Cabang',
  branchName: 'Nama Cabang',
  branchNamePlaceholder: 'mis. Bandung Dago',
  description: 'Deskripsi',
  descriptionPlaceholder: 'Lokasi cabang dan layanan yang diberikan',
  group: 'Grup',
  groups: 'Grup',
  groupPlaceholder: 'Pilih grup',
  noGroupFound: 'Grup tidak ditemukan',
  totalUser: 'Total Pengguna',
};
