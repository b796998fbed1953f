import type { AppCatalogue } from '../en-app';

export const groups: AppCatalogue['groups'] = {
  listTitle: 'Grup',
  listSubtitle: 'Grup cabang yang bekerja sama dengan bank.',
  add: 'Tambah Grup Baru',
  addSubtitle: 'Buat grup baru untuk administrasi kredit',
  editTitle: 'Ubah Grup',
  editSubtitle: 'Perbarui grup yang sudah ada',
  detailTitle: 'Detail Grup',
  created: 'Grup dibuat',
  updated: 'Grup diperbarui',
  groupNamePlaceholder: 'mis. Jawa Barat',
  groupName: 'Nama Grup',
  description: 'Deskripsi',
  descriptionPlaceholder: 'Cakupan grup ini',
  listLabel: 'Grup',
  information: 'Informasi Grup',
  totalBranch: 'Total Cabang',
  branchName: 'Nama Cabang',
  listBranch: 'Daftar Cabang',
  listBranchText: 'Cabang yang termasuk dalam grup ini.',
  branchesLabel: 'Cabang dalam grup',
};
