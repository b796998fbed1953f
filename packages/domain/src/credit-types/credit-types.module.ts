import { FACILITIES_MODULE } from '../facilities/facilities.module';
import { defineModule } from '../modules/define-module';
import { CREDIT_TYPE_MESSAGES } from './credit-types.messages';

/** The spec's "credit application master": the Credit Type options of the wizard. */
export const CREDIT_TYPES_MODULE = defineModule({
  word: 'credit-types',
  // The catalogue has no sub menu for credit types: the facility master governs them.
  subMenu: FACILITIES_MODULE.subMenu,
  page: { path: '/master-data/creditapp', listTab: 'creditapp-list', hasDetail: false },
  api: { list: '/creditapps', item: '/creditapp' },
  table: { name: 'credit_types', uniqueName: { message: 'duplicateName' } },
  entity: 'credit-type',
  nameField: 'creditappName',
  noun: { one: 'Credit type', many: 'Credit types' },
  export: {
    file: 'credit-types',
    sheet: { en: 'Credit Types', id: 'Jenis Kredit' },
    nameHeader: { en: 'CreditApp Name', id: 'Nama Jenis Kredit' },
  },
  messages: CREDIT_TYPE_MESSAGES,
  nameRequired: 'creditappNameRequired',
  texts: {
    en: {
      listTitle: 'Credit Type',
      listSubtitle: 'The credit types a credit application can be made for.',
      add: 'Add New Credit Type',
      addSubtitle: 'Create a new credit type for credit administration',
      editTitle: 'Edit Credit Type',
      editSubtitle: 'Update your existing credit type',
      detailTitle: 'Detail Credit Type',
      information: 'Credit Type Information',
      created: 'Credit type created',
      updated: 'Credit type updated',
      nameLabel: 'CreditApp Name',
      namePlaceholder: 'e.g. Kredit Modal Kerja',
      descriptionPlaceholder: 'What the credit type is for',
    },
    id: {
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
    },
  },
  idMessages: {
    creditappNameRequired: 'Nama Jenis Kredit harus diisi',
    duplicateName: 'Nama Jenis Kredit sudah ada.',
    createFailed: 'Gagal membuat jenis kredit.',
    deleteTitle: 'Hapus Jenis Kredit',
    deleteQuestion: 'Apakah Anda yakin ingin menghapus jenis kredit ini?',
    deleteWarning: 'Setelah dihapus, semua data pada jenis kredit ini tidak dapat dipulihkan',
    searchPlaceholder: 'Cari berdasarkan nama jenis kredit',
  },
});
