import { defineModule } from '../modules/define-module';
import { FACILITY_MESSAGES } from './facilities.messages';

/** Credit and plafond facilities: the smallest module, the one to copy. */
export const FACILITIES_MODULE = defineModule({
  word: 'facilities',
  subMenu: {
    name: 'Master Data Credit and Plafond Facility',
    access: ['Read', 'Create', 'Update', 'Delete'],
  },
  page: { path: '/master-data/facilities', listTab: 'facilities-list', hasDetail: true },
  api: {
    list: '/facilities',
    item: '/facility',
    summary: 'Credit and plafond facilities; unpaged=true for selects',
  },
  table: { name: 'facilities', uniqueName: false },
  entity: 'facility',
  nameField: 'facilityName',
  noun: { one: 'Facility', many: 'Facilities' },
  export: {
    file: 'facilities',
    sheet: { en: 'Facilities', id: 'Fasilitas' },
    nameHeader: { en: 'Facility Name', id: 'Nama Fasilitas' },
  },
  messages: FACILITY_MESSAGES,
  nameRequired: 'facilityNameRequired',
  texts: {
    en: {
      listTitle: 'Facilities',
      listSubtitle: 'Credit and plafond facilities the bank offers.',
      add: 'Add New Facility',
      addSubtitle: 'Create a new facility for credit administration',
      editTitle: 'Edit Facility',
      editSubtitle: 'Update your existing facility',
      detailTitle: 'Detail Facility',
      information: 'Facility Information',
      created: 'Facility created',
      updated: 'Facility updated',
      nameLabel: 'Facility Name',
      namePlaceholder: 'e.g. Kredit Modal Kerja',
      descriptionPlaceholder: 'What the facility finances',
    },
    id: {
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
    },
  },
  idMessages: {
    facilityNameRequired: 'Nama Fasilitas harus diisi',
    createFailed: 'Gagal membuat fasilitas.',
    deleteTitle: 'Hapus Fasilitas',
    deleteQuestion: 'Apakah Anda yakin ingin menghapus fasilitas ini?',
    deleteWarning: 'Setelah dihapus, semua data pada fasilitas ini tidak dapat dipulihkan',
    searchPlaceholder: 'Cari berdasarkan nama fasilitas',
  },
});
