import type { Labels } from '../preferences/languages';

/** A user's status as the list, its filter and the users export name it. */
export const USER_STATUS_LABELS: Labels<'active' | 'inactive'> = {
  en: { active: 'Active', inactive: 'Inactive' },
  id: { active: 'Aktif', inactive: 'Tidak Aktif' },
};
