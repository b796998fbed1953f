import type { Labels } from '../preferences/languages';
import type { AccessType } from './access-catalogue';

/**
 * The access types as the role screens and the roles export name them; the menu and sub menu
 * names are the spec's and read the same in both languages.
 */
export const ACCESS_TYPE_LABELS: Labels<AccessType> = {
  en: {
    Access: 'Access',
    Read: 'Read',
    Create: 'Create',
    Update: 'Update',
    Delete: 'Delete',
    View: 'View',
    Action: 'Action',
    Export: 'Export',
    Report: 'Report',
    Waive: 'Waive',
  },
  id: {
    Access: 'Akses',
    Read: 'Lihat',
    Create: 'Buat',
    Update: 'Ubah',
    Delete: 'Hapus',
    View: 'Tinjau',
    Action: 'Tindakan',
    Export: 'Ekspor',
    Report: 'Laporan',
    Waive: 'Tangguhkan',
  },
};
