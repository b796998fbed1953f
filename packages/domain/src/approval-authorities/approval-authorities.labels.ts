import type { Labels } from '../preferences/languages';

/** A tier without credit types holds for every one: its list, detail and export say so. */
export const APPROVAL_AUTHORITY_LABELS: Labels<'allCreditTypes'> = {
  en: { allCreditTypes: 'All credit types' },
  id: { allCreditTypes: 'Semua jenis kredit' },
};
