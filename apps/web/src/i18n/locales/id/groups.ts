import type { AppCatalogue } from '../en-app';

export const groups: AppCatalogue['groups'] = {
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
