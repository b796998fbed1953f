import type { AppCatalogue } from '../en-app';

export const facilities: AppCatalogue['facilities'] = {
  listTitle: 'Fasilitas',
  listSubtitle: 'Fasilitas kredit dan plafon yang ditawarkan bank.',
  add: 'Tambah Fasilitas Baru',
  addSubtitle: 'Buat fasilitas baru untuk administrasi kredit',
  editTitle: 'Ubah Fasilitas',
  editSubtitle: 'Perbarui fasilitas yang sudah ada',
  detailTitle: 'Detail Fasilitas',
  information: 'Informasi Fasilitas',
  created: 'Fasilitas dibuat',
  updated: 'Fasilitas diperbarui',
  nameLabel: 'Nama Fasilitas',
  namePlaceholder: 'mis. Kredit Modal Kerja',
  descriptionPlaceholder: 'Apa yang dibiayai fasilitas ini',
};
