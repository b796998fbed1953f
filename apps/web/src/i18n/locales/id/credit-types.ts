import type { AppCatalogue } from '../en-app';

export const creditTypes: AppCatalogue['creditTypes'] = {
  listTitle: 'Jenis Kredit',
  listSubtitle: 'Jenis kredit yang dapat diajukan dalam pengajuan kredit.',
  add: 'Tambah Jenis Kredit Baru',
  addSubtitle: 'Buat jenis kredit baru untuk administrasi kredit',
  editTitle: 'Ubah Jenis Kredit',
  editSubtitle: 'Perbarui jenis kredit yang sudah ada',
  detailTitle: 'Detail Jenis Kredit',
  information: 'Informasi Jenis Kredit',
  created: 'Jenis kredit dibuat',
  updated: 'Jenis kredit diperbarui',
  nameLabel: 'Nama Jenis Kredit',
  namePlaceholder: 'mis. Kredit Modal Kerja',
  descriptionPlaceholder: 'Kegunaan jenis kredit ini',
};
